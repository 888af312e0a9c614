import { useEffect } from 'react';
import { PASSWORD_RESET_MESSAGES } from '#domain/users/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { passwordResetErrorMessage, useSendPasswordReset } from '../api/send-password-reset';

/** SPEC §9: the modal closes 2 seconds after the e-mail has gone. */
export const RESET_MODAL_CLOSE_MS = 2000;

export function PasswordResetDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const send = useSendPasswordReset();

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(onClose, RESET_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess, onClose]);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Send Password Reset"
      description={
        <>
          E-mail <strong className="break-all">{email}</strong> a link to choose a new password. The
          link works once, for one hour.
        </>
      }
    >
      {send.isSuccess && <Alert tone="success">{PASSWORD_RESET_MESSAGES.sent}</Alert>}
      {send.isError && <Alert tone="error">{passwordResetErrorMessage(send.error)}</Alert>}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {send.isSuccess ? 'Close' : 'Cancel'}
        </Button>
        {!send.isSuccess && (
          <Button disabled={send.isPending} onClick={() => send.mutate(email)}>
            {send.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        )}
      </div>
    </Modal>
  );
}
