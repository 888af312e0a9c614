import LogOut from 'lucide-react/icons/log-out';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { useSignOut } from '#web/features/auth/api/sign-out';
import { useT } from '#web/lib/i18n';
import { discardWrites, getQueueSnapshot, ownWrites, subscribeQueue } from '#web/lib/offline-queue';
import { shellMessages } from './messages';

/**
 * Log Out. Changes still waiting for a connection belong to this person's session; logging out
 * would strand them, so it asks first instead of silently dropping saved work.
 */
export function LogOutButton({ className }: { className: string }) {
  const t = useT(shellMessages);
  const signOut = useSignOut();
  const queue = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  const [confirming, setConfirming] = useState(false);
  const waiting = ownWrites(queue).length;

  const logOut = () => {
    if (waiting > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    // Only this person's: another account's waiting changes stay for its owner.
    discardWrites((write) => write.userId === queue.userId);
    setConfirming(false);
    signOut.mutate();
  };

  return (
    <>
      <button type="button" onClick={logOut} disabled={signOut.isPending} className={className}>
        <LogOut aria-hidden="true" className="h-5 w-5" />
        {t('logOut')}
      </button>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('unsavedTitle')}
        description={t('unsavedDescription', { count: waiting })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('staySignedIn')}
          </Button>
          <Button variant="danger" onClick={logOut}>
            {t('logOutAndDiscard')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
