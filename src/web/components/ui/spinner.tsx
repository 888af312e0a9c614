import { usePageLoading } from '#web/lib/page-shown';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { cn } from './cn';

/** A spinner shows while other things load: its own text never waits for its language. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT(uiMessages);
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-500', className)}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-blue-600 dark:border-slate-700 dark:border-t-blue-400"
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A screen waiting for its code or its first answer. */
export function PageSpinner() {
  usePageLoading();
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
