import type { ReactNode } from 'react';
import { useFormat, useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { cn } from '../ui/cn';

/** What the week grid's and month calendar's marks mean. */
export function CellLegend({ children, className }: { children?: ReactNode; className?: string }) {
  const t = useT(uiMessages);
  const format = useFormat();
  return (
    <p
      className={cn(
        'flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400',
        className,
      )}
    >
      {children}
      <span>
        <span aria-hidden="true" className="font-semibold">
          –
        </span>{' '}
        {t('legendNoChecklist')}
      </span>
      <span>
        <span aria-hidden="true" className="font-semibold text-emerald-700 dark:text-emerald-300">
          ✓
        </span>{' '}
        {t('legendComplete')}
      </span>
      <span>
        <span className="font-semibold text-amber-800 dark:text-amber-200">
          {format.percent(80)}
        </span>{' '}
        {t('legendDoneSoFar')}
      </span>
      <span>
        <span className="font-semibold text-red-700 dark:text-red-300">
          {t('openIssues', { count: 1 })}
        </span>{' '}
        {t('legendUnresolvedIssue')}
      </span>
    </p>
  );
}
