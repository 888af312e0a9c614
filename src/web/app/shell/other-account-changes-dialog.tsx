import { useState, useSyncExternalStore } from 'react';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { useT } from '#web/lib/i18n';
import {
  discardOtherUsersWrites,
  getQueueSnapshot,
  otherUsersWrites,
  subscribeQueue,
} from '#web/lib/offline-queue';
import { shellMessages } from './messages';

/**
 * Someone signed in on a device that still holds another person's unsaved changes. They are
 * never sent under this person's session; this person may discard them or leave them for their
 * owner's next sign-in.
 */
export function OtherAccountChangesDialog() {
  const t = useT(shellMessages);
  const snapshot = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  const [kept, setKept] = useState(false);
  const others = otherUsersWrites(snapshot);
  const owners = [...new Set(others.map((write) => write.userLabel).filter(Boolean))];
  const open = others.length > 0 && !kept && !snapshot.sessionEnded && snapshot.userId !== null;
  const who =
    owners.length > 0
      ? owners.join(t('otherChangesOwnerSeparator'))
      : t('otherChangesAnotherAccount');

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && setKept(true)}
      title={t('otherChangesTitle')}
      description={t('otherChangesDescription', { count: others.length, who })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setKept(true)}>
          {t('keepThem')}
        </Button>
        <Button variant="danger" onClick={discardOtherUsersWrites}>
          {t('discardThem')}
        </Button>
      </div>
    </Modal>
  );
}
