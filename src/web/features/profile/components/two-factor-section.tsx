import { useState } from 'react';
import type { AuthenticatorSetup as Setup } from '#domain/two-factor/api';
import { AuthenticatorSetup } from '#web/components/two-factor/authenticator-setup';
import { CodeForm } from '#web/components/two-factor/code-form';
import { twoFactorMessages } from '#web/components/two-factor/messages';
import { RecoveryCodesPanel } from '#web/components/two-factor/recovery-codes-panel';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useFormat, useT } from '#web/lib/i18n';
import {
  useRenewRecoveryCodes,
  useStartTwoFactorSetup,
  useTurnOffTwoFactor,
  useTurnOnTwoFactor,
  useTwoFactorStatus,
} from '../api/two-factor';

/** What the section is doing: showing the status, or one change in progress. */
type Mode =
  | { kind: 'status'; notice?: 'turnedOn' | 'turnedOff' }
  | { kind: 'setup'; setup: Setup }
  | { kind: 'codes'; codes: string[]; notice?: 'turnedOn' }
  | { kind: 'renew' }
  | { kind: 'off' };

const errorText = (error: Error | null) => error?.message ?? null;

/**
 * Profile → Security: two-factor sign-in with an authenticator app. Anyone turns it on; new
 * recovery codes and turning it off take a current code; off only when the role allows.
 */
export function TwoFactorSection() {
  const t = useT(twoFactorMessages);
  const format = useFormat();
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const turnOn = useTurnOnTwoFactor();
  const renew = useRenewRecoveryCodes();
  const turnOff = useTurnOffTwoFactor();
  const [mode, setMode] = useState<Mode>({ kind: 'status' });
  const toStatus = () => {
    for (const mutation of [start, turnOn, renew, turnOff]) mutation.reset();
    setMode({ kind: 'status' });
  };
  const cancel = (
    <Button variant="ghost" onClick={toStatus}>
      {t('cancel')}
    </Button>
  );

  let body: React.ReactNode;
  if (mode.kind === 'setup') {
    body = (
      <AuthenticatorSetup
        setup={mode.setup}
        submitLabel={t('turnOnWithCode')}
        pending={turnOn.isPending}
        error={errorText(turnOn.error)}
        onSubmit={(code) =>
          turnOn.mutate(
            { code },
            {
              onSuccess: ({ recoveryCodes }) =>
                setMode({ kind: 'codes', codes: recoveryCodes, notice: 'turnedOn' }),
            },
          )
        }
      >
        {cancel}
      </AuthenticatorSetup>
    );
  } else if (mode.kind === 'codes') {
    body = (
      <RecoveryCodesPanel
        codes={mode.codes}
        continueLabel={t('done')}
        heading="h3"
        onContinue={() => {
          toStatus();
          setMode({ kind: 'status', ...(mode.notice ? { notice: mode.notice } : {}) });
        }}
      />
    );
  } else if (mode.kind === 'renew' || mode.kind === 'off') {
    const renewing = mode.kind === 'renew';
    const mutation = renewing ? renew : turnOff;
    body = (
      <div className="space-y-3">
        <p>{renewing ? t('newCodesIntro') : t('turnOffIntro')}</p>
        <CodeForm
          submitLabel={renewing ? t('makeNewCodes') : t('turnOff')}
          pending={mutation.isPending}
          error={errorText(mutation.error)}
          onSubmit={(code) =>
            renewing
              ? renew.mutate(
                  { code },
                  { onSuccess: (r) => setMode({ kind: 'codes', codes: r.recoveryCodes }) },
                )
              : turnOff.mutate(
                  { code },
                  { onSuccess: () => setMode({ kind: 'status', notice: 'turnedOff' }) },
                )
          }
        >
          {cancel}
        </CodeForm>
      </div>
    );
  } else if (status.isPending) {
    body = <Spinner />;
  } else if (status.isError) {
    body = <Alert tone="error">{status.error.message}</Alert>;
  } else {
    const state = status.data;
    body = (
      <div className="space-y-3">
        {mode.notice && <Alert tone="success">{t(mode.notice)}</Alert>}
        {start.isError && <Alert tone="error">{start.error.message}</Alert>}
        <p className="font-medium">
          {state.enabledAt
            ? t('statusOn', { date: format.dateTime(state.enabledAt) })
            : t('statusOff')}
          {state.enabledAt && <> {t('codesLeft', { count: state.recoveryCodesLeft })}</>}
        </p>
        {state.required && (
          <p className="text-slate-600 dark:text-slate-400">{t('requiredNote')}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {state.enabled ? (
            <>
              <Button variant="secondary" onClick={() => setMode({ kind: 'renew' })}>
                {t('newCodes')}
              </Button>
              {!state.required && (
                <Button variant="danger-outline" onClick={() => setMode({ kind: 'off' })}>
                  {t('turnOff')}
                </Button>
              )}
            </>
          ) : (
            <Button
              disabled={start.isPending}
              onClick={() =>
                start.mutate(undefined, { onSuccess: (setup) => setMode({ kind: 'setup', setup }) })
              }
            >
              {t('turnOn')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <section className="space-y-3" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <p className="max-w-prose text-slate-600 dark:text-slate-400">{t('intro')}</p>
      {body}
    </section>
  );
}
