import { useState } from 'react';
import type { AuthenticatorSetup as Setup } from '#domain/two-factor/challenge';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/lib/i18n';
import { CodeForm } from './code-form';
import { twoFactorMessages } from './messages';

export interface AuthenticatorSetupProps {
  setup: Setup;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  /** Beside the submit button (Cancel). */
  children?: React.ReactNode;
}

/**
 * Setting up an authenticator app: scan the QR code (drawn by the server), or type the key,
 * then enter the app's first code.
 */
export function AuthenticatorSetup({
  setup,
  submitLabel,
  pending,
  error,
  onSubmit,
  children,
}: AuthenticatorSetupProps) {
  const t = useT(twoFactorMessages);
  const [copied, setCopied] = useState(false);
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-3 ps-5 marker:font-semibold">
        <li>{t('setupInstall')}</li>
        <li className="space-y-3">
          <p>{t('setupScan')}</p>
          {/* Dark on white in both themes: cameras read a QR code that way round. */}
          <img
            src={qr}
            alt={t('qrAlt')}
            width={192}
            height={192}
            className="h-48 w-48 rounded-lg border border-slate-200 bg-white p-1 dark:border-slate-700"
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('cantScan')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              aria-label={t('secretLabel')}
              data-testid="two-factor-secret"
              dir="ltr"
              className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-base tracking-wide break-words dark:border-slate-700 dark:bg-slate-950"
            >
              {setup.secret}
            </code>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${t('copy')}: ${t('secretLabel')}`}
              onClick={() => {
                void navigator.clipboard
                  ?.writeText(setup.secret.replace(/\s/g, ''))
                  .then(() => setCopied(true));
              }}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          </div>
        </li>
        <li className="space-y-3">
          <p>{t('setupEnterCode')}</p>
          <CodeForm submitLabel={submitLabel} pending={pending} error={error} onSubmit={onSubmit}>
            {children}
          </CodeForm>
        </li>
      </ol>
    </div>
  );
}
