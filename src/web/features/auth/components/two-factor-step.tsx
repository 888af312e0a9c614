import { useState } from 'react';
import { SIGN_IN_MESSAGES } from '#domain/auth/messages';
import type { SessionUser } from '#domain/auth/schemas';
import type { TwoFactorAnswerBody } from '#domain/two-factor/api';
import { TWO_FACTOR_MESSAGES } from '#domain/two-factor/messages';
import { AuthenticatorSetup } from '#web/components/two-factor/authenticator-setup';
import { CodeForm } from '#web/components/two-factor/code-form';
import { twoFactorMessages } from '#web/components/two-factor/messages';
import { RecoveryCodesPanel } from '#web/components/two-factor/recovery-codes-panel';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { useDomainText, useT } from '#web/lib/i18n';
import { useAbandonTwoFactor, useAnswerTwoFactor, useEnterApp } from '../api/two-factor';
import { useTwoFactorChallenge } from '../api/two-factor-challenge';
import { authMessages } from '../messages';
import type { TwoFactorStepProps } from './two-factor-gate';

const panelClass =
  'space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * After the password (or single sign-on): a code from the authenticator app, or a recovery
 * code; or, for someone whose role needs two-factor and who has no app yet, setting one up and
 * then saving their recovery codes before they go in.
 */
export function TwoFactorStep({ onCancel, onSignedIn }: TwoFactorStepProps) {
  const t = useT(twoFactorMessages);
  const authText = useT(authMessages);
  const domainText = useDomainText();
  const challenge = useTwoFactorChallenge();
  const answer = useAnswerTwoFactor();
  const abandon = useAbandonTwoFactor();
  const enter = useEnterApp();
  const [recovery, setRecovery] = useState(false);
  const [newCodes, setNewCodes] = useState<{ user: SessionUser; codes: string[] } | null>(null);

  const finish = (user: SessionUser) => {
    enter(user);
    onSignedIn?.(user);
  };
  const cancel = () => abandon.mutate(undefined, { onSettled: onCancel });
  const back = (
    <Button variant="ghost" onClick={cancel} disabled={abandon.isPending}>
      {authText('backToSignIn')}
    </Button>
  );
  const error = !answer.error
    ? null
    : answer.error instanceof ApiRequestError
      ? answer.error.message
      : domainText(SIGN_IN_MESSAGES.fallback);

  function send(body: TwoFactorAnswerBody) {
    answer.mutate(body, {
      onSuccess: ({ user, recoveryCodes }) =>
        recoveryCodes ? setNewCodes({ user, codes: recoveryCodes }) : finish(user),
      // Refused as signed out: the sign-in may have expired meanwhile.
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.status === 401) void challenge.refetch();
      },
    });
  }

  if (newCodes) {
    return (
      <div className={panelClass}>
        <RecoveryCodesPanel
          codes={newCodes.codes}
          continueLabel={t('savedContinue')}
          onContinue={() => finish(newCodes.user)}
        />
      </div>
    );
  }
  const state = challenge.data;
  if (!state?.pending) {
    if (challenge.isFetching || !state) return <Spinner className="flex justify-center" />;
    return (
      <div className={panelClass}>
        <Alert tone="error">{domainText(TWO_FACTOR_MESSAGES.challengeExpired)}</Alert>
        {back}
      </div>
    );
  }
  if (state.enrol && state.setup) {
    return (
      <div className={panelClass}>
        <h2 className="text-lg font-semibold">{t('setupTitle')}</h2>
        <p className="text-slate-600 dark:text-slate-400">{t('setupRequired')}</p>
        <AuthenticatorSetup
          setup={state.setup}
          submitLabel={t('verifyAndContinue')}
          pending={answer.isPending}
          error={error}
          onSubmit={(code) => send({ code })}
        >
          {back}
        </AuthenticatorSetup>
      </div>
    );
  }
  return (
    <div className={panelClass}>
      <h2 className="text-lg font-semibold">{t('stepTitle')}</h2>
      <p className="text-slate-600 dark:text-slate-400">
        {recovery ? t('recoveryIntro') : t('codeIntro')}
      </p>
      <CodeForm
        key={recovery ? 'recovery' : 'app'}
        kind={recovery ? 'recovery' : 'app'}
        submitLabel={t('verify')}
        pending={answer.isPending}
        error={error}
        onSubmit={(code) => send(recovery ? { recoveryCode: code } : { code })}
      />
      <div className="flex flex-col items-start gap-1">
        <Button
          variant="ghost"
          onClick={() => {
            answer.reset();
            setRecovery(!recovery);
          }}
        >
          {recovery ? t('useAppCode') : t('useRecoveryCode')}
        </Button>
        {back}
      </div>
    </div>
  );
}
