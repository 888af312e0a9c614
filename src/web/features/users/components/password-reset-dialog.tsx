import { useEffect } from 'react';
import { PASSWORD_RESET_MESSAGES } from '#domain/users/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { useDomainText, useT } from '#web/lib/i18n';
import { passwordResetErrorMessage, useSendPasswordReset } from '../api/send-password-reset';
import { userMessages } from '../messages';

/** SPEC §9: the modal closes 2 seconds after the e-mail has gone. */
export const RESET_MODAL_CLOSE_MS = 2000;

/** Stands in for the address while the sentence around it is translated. */
const EMAIL_MARK = '\u0000';

export function PasswordResetDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const t = useT(userMessages);
  const domainText = useDomainText();
  const send = useSendPasswordReset();
  // The address shows in bold wherever the language puts it in the sentence.
  const [before = '', after = ''] = t('resetDescription', { email: EMAIL_MARK }).split(EMAIL_MARK);

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(onClose, RESET_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess, onClose]);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('resetTitle')}
      description={
        <>
          {before}
          <strong className="break-all">{email}</strong>
          {after}
        </>
      }
    >
      {send.isSuccess && <Alert tone="success">{domainText(PASSWORD_RESET_MESSAGES.sent)}</Alert>}
      {send.isError && (
        <Alert tone="error">{passwordResetErrorMessage(send.error, domainText)}</Alert>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {send.isSuccess ? t('close') : t('cancel')}
        </Button>
        {!send.isSuccess && (
          <Button disabled={send.isPending} onClick={() => send.mutate(email)}>
            {send.isPending ? t('sending') : t('sendResetLink')}
          </Button>
        )}
      </div>
    </Modal>
  );
}
