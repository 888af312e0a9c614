import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_RESET_MESSAGES } from '#domain/users/messages';
import {
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '#domain/users/password-reset';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { ApiRequestError } from '#web/lib/api-client';
import { useDomainText, useT } from '#web/lib/i18n';
import { useRequestPasswordReset } from '../api/password-reset';
import { authMessages } from '../messages';

/** The sign-in page's "Forgot your password?" step. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useT(authMessages);
  const domainText = useDomainText();
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ email }) => request.mutate(email))(event)}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 className="text-lg font-semibold">{t('resetYourPassword')}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('resetIntro')}</p>
      </div>
      {request.isSuccess && <Alert tone="success">{request.data.message}</Alert>}
      {request.isError && (
        <Alert tone="error">
          {request.error instanceof ApiRequestError && request.error.status < 500
            ? request.error.message
            : domainText(PASSWORD_RESET_MESSAGES.unexpected)}
        </Alert>
      )}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={formState.errors.email?.message && domainText(formState.errors.email.message)}
        {...register('email')}
      />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? t('sending') : t('sendResetLink')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('backToSignIn')}
      </Button>
    </form>
  );
}
