import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { useT } from '#web/lib/i18n';
import { twoFactorMessages } from './messages';

/**
 * Recovery codes, shown this once: to copy or download, then on (the continue button says
 * whether into the app or back to the profile).
 */
export function RecoveryCodesPanel({
  codes,
  continueLabel,
  onContinue,
  heading: Heading = 'h2',
}: {
  codes: readonly string[];
  continueLabel: string;
  onContinue: () => void;
  /** h3 inside a section that has its own heading (Profile → Security). */
  heading?: 'h2' | 'h3';
}) {
  const t = useT(twoFactorMessages);
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <section className="space-y-4" aria-labelledby="recovery-codes-heading">
      <Heading id="recovery-codes-heading" className="text-lg font-semibold">
        {t('recoveryTitle')}
      </Heading>
      <Alert tone="warning">{t('recoveryCodesIntro')}</Alert>
      <ul
        aria-label={t('recoveryCodesLabel')}
        data-testid="recovery-codes"
        dir="ltr"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 font-mono text-base dark:border-slate-700 dark:bg-slate-950"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? t('copied') : t('copyCodes')}
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="shiftcheck-recovery-codes.txt"
          className={buttonClasses('secondary')}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('downloadCodes')}
        </a>
      </div>
      <Button onClick={onContinue}>{continueLabel}</Button>
    </section>
  );
}
