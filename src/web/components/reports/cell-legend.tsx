import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

/** What the week grid's and month calendar's marks mean. */
export function CellLegend({ children, className }: { children?: ReactNode; className?: string }) {
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
        no checklist
      </span>
      <span>
        <span aria-hidden="true" className="font-semibold text-emerald-700 dark:text-emerald-300">
          ✓
        </span>{' '}
        complete
      </span>
      <span>
        <span className="font-semibold text-amber-800 dark:text-amber-200">80%</span> done so far
      </span>
      <span>
        <span className="font-semibold text-red-700 dark:text-red-300">1 open</span> unresolved
        issue
      </span>
    </p>
  );
}
