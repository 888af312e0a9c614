import { useState, useSyncExternalStore } from 'react';
import { otherAccountChangesMessage } from '#domain/auth/session-ended';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import {
  discardOtherUsersWrites,
  getQueueSnapshot,
  otherUsersWrites,
  subscribeQueue,
} from '#web/lib/offline-queue';

/**
 * Someone signed in on a device that still holds another person's unsaved changes. They are
 * never sent under this person's session; this person may discard them or leave them for their
 * owner's next sign-in.
 */
export function OtherAccountChangesDialog() {
  const snapshot = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  const [kept, setKept] = useState(false);
  const others = otherUsersWrites(snapshot);
  const owners = [...new Set(others.map((write) => write.userLabel).filter(Boolean))];
  const open = others.length > 0 && !kept && !snapshot.sessionEnded && snapshot.userId !== null;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && setKept(true)}
      title="Changes from another account"
      description={otherAccountChangesMessage(others.length, owners)}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setKept(true)}>
          Keep them
        </Button>
        <Button variant="danger" onClick={discardOtherUsersWrites}>
          Discard them
        </Button>
      </div>
    </Modal>
  );
}
