import { useId, useState } from 'react';
import { Button } from './button';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';

/** A value to paste elsewhere (a console, an integration's settings), left to right, with a Copy button. */
export function CopyField({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) {
  const t = useT(uiMessages);
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard
      .writeText(value)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <div className="space-y-1.5">
      <p id={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-labelledby={id}
          dir="ltr"
          data-testid={testId}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all select-all dark:border-slate-700 dark:bg-slate-950"
        >
          {value}
        </code>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${copied ? t('copied') : t('copy')}: ${label}`}
          onClick={() => void copy()}
        >
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
      {copied === false && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('copyFailed')}</p>
      )}
    </div>
  );
}
