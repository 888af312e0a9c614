import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_RESET_MESSAGES } from '#domain/users/messages';
import { resetPasswordBodySchema, type ResetPasswordBody } from '#domain/users/password-reset';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { PageSpinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { ApiRequestError } from '#web/lib/api-client';
import { useDomainText, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { usePublicSettings } from '#web/lib/public-settings';
import { useResetLinkStatus, useResetPassword } from '../api/password-reset';
import { useSetSession } from '../api/session';
import { authMessages } from '../messages';

type Values = ResetPasswordBody;

/** The page a reset e-mail links to: public, outside the signed-in app. */
export function ResetPasswordPage() {
  const t = useT(authMessages);
  const domainText = useDomainText();
  usePageTitle(t('resetPageTitle'));
  const [params] = useSearchParams();
  const settings = usePublicSettings();
  const token = params.get('token') ?? '';

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <img src="/icon.svg" alt="" className="mx-auto mb-4 h-14 w-14" />
          <h1 className="text-2xl font-semibold tracking-tight">{t('chooseNewPassword')}</h1>
        </div>
        {token ? (
          <CheckedLink
            token={token}
            minLength={settings.isPending ? undefined : (settings.data?.passwordMinLength ?? 6)}
          />
        ) : (
          <Alert tone="error">{domainText(PASSWORD_RESET_MESSAGES.invalidLink)}</Alert>
        )}
        <p className="mt-6 text-center">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center font-medium text-blue-700 underline dark:text-blue-400"
          >
            {t('backToSignIn')}
          </Link>
        </p>
      </div>
    </main>
  );
}

/**
 * The form, once the server has said the link still works: a link used, replaced by a newer one
 * or past its hour is told so before anyone types a password. When the server cannot be asked
 * (no signal), the form shows and the reset itself says.
 */
function CheckedLink({ token, minLength }: { token: string; minLength: number | undefined }) {
  const link = useResetLinkStatus(token);
  if (link.isPending || minLength === undefined) return <PageSpinner />;
  if (link.isError && link.error instanceof ApiRequestError && link.error.status === 400) {
    return <Alert tone="error">{link.error.message}</Alert>;
  }
  return <ResetForm token={token} minLength={minLength} />;
}

function ResetForm({ token, minLength }: { token: string; minLength: number }) {
  const t = useT(authMessages);
  const domainText = useDomainText();
  const reset = useResetPassword();
  const setSession = useSetSession();
  const schema = useMemo(() => resetPasswordBodySchema(minLength), [minLength]);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  if (reset.isSuccess) return <Alert tone="success">{reset.data.message}</Alert>;
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((body) =>
          // Every session of the account has ended, this browser's too.
          reset.mutate(body, { onSuccess: () => setSession(null) }),
        )(event)
      }
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {reset.isError && (
        <Alert tone="error">
          {reset.error instanceof ApiRequestError && reset.error.status < 500
            ? reset.error.message
            : domainText(PASSWORD_RESET_MESSAGES.unexpected)}
        </Alert>
      )}
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint', { minLength })}
        error={formState.errors.password?.message && domainText(formState.errors.password.message)}
        {...register('password')}
      />
      <TextField
        label={t('confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        error={
          formState.errors.confirmPassword?.message &&
          domainText(formState.errors.confirmPassword.message)
        }
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? t('saving') : t('setNewPassword')}
      </Button>
    </form>
  );
}
