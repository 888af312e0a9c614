import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/lib/i18n';
import { identityMessages } from '../messages';

/** A value to paste into the identity provider's console, with a Copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useT(identityMessages);
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-1.5">
      <p id={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </p>
      <div className="flex items-center gap-2">
        <code
          aria-labelledby={id}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm break-all dark:border-slate-700 dark:bg-slate-950"
        >
          {value}
        </code>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${t('copy')}: ${label}`}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
    </div>
  );
}
