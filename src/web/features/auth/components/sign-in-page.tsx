import { lazy, Suspense, useState, type FormEvent } from 'react';
import { SIGN_IN_MESSAGES } from '#domain/auth/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { useDomainText, useT } from '#web/lib/i18n';
import { useSignIn } from '../api/sign-in';
import { authMessages } from '../messages';
import { CredentialFields } from './credential-fields';
import { SingleSignOn } from './single-sign-on';
import { TwoFactorGate } from './two-factor-gate';

// Forms machinery (react-hook-form, zod) loads only for the few who forgot their password.
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

/**
 * The first page of a signed-out visit. On the store tablet, `onBackToTablet` returns to its
 * lock screen.
 */
export function SignInPage({ onBackToTablet }: { onBackToTablet?: (() => void) | undefined }) {
  const t = useT(authMessages);
  const domainText = useDomainText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [forgotten, setForgotten] = useState(false);
  const signIn = useSignIn();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(domainText(SIGN_IN_MESSAGES.missingFields));
      return;
    }
    setError(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError
              ? failure.message
              : domainText(SIGN_IN_MESSAGES.fallback),
          ),
      },
    );
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <img src="/icon.svg" alt="" className="mx-auto mb-4 h-14 w-14" />
          <h1 className="text-2xl font-semibold tracking-tight">ShiftCheck</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('tagline')}</p>
        </div>
        <TwoFactorGate asked={signIn.data?.user === null} onCancel={() => signIn.reset()}>
          <SingleSignOn
            passwordForm={
              forgotten ? (
                <Suspense fallback={<Spinner className="flex justify-center" />}>
                  <ForgotPasswordForm onBack={() => setForgotten(false)} />
                </Suspense>
              ) : (
                <form
                  noValidate
                  onSubmit={submit}
                  className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
                >
                  {error && <Alert tone="error">{error}</Alert>}
                  <CredentialFields
                    email={email}
                    password={password}
                    onEmailChange={setEmail}
                    onPasswordChange={setPassword}
                  />
                  <Button type="submit" className="w-full" disabled={signIn.isPending}>
                    {signIn.isPending ? t('signingIn') : t('signIn')}
                  </Button>
                  <Button variant="ghost" className="w-full" onClick={() => setForgotten(true)}>
                    {t('forgotPassword')}
                  </Button>
                </form>
              )
            }
          />
        </TwoFactorGate>
        {onBackToTablet ? (
          <Button variant="ghost" className="mt-4 w-full" onClick={onBackToTablet}>
            {t('backToTablet')}
          </Button>
        ) : (
          <p className="mt-6 text-center text-sm">
            <a
              href="/tablet"
              className="inline-flex min-h-11 items-center text-slate-600 underline underline-offset-2 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
            >
              {t('setUpTablet')}
            </a>
          </p>
        )}
      </div>
    </main>
  );
}
