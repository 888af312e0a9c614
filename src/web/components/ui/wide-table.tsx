import type { ReactNode } from 'react';
import { cn } from './cn';

export interface WideTableColumn {
  label: string;
  /** Figures and row actions line up at the end (the right, or the left in Arabic). */
  align?: 'right';
}

/**
 * The table of a list that shows as a table on wider screens and as one card per row on a
 * phone (the cards are the caller's, shown below `md`): its header row and its body.
 */
export function WideTable({
  columns,
  children,
}: {
  columns: readonly WideTableColumn[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <table className="hidden w-full text-start md:table">
      <thead className="border-b border-slate-200 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cn('px-4 py-3 font-medium', column.align === 'right' && 'text-end')}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
    </table>
  );
}
