import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import type { ReactNode } from 'react';
import type { ShiftCategory } from '#domain/shifts';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { cn } from '../ui/cn';

/** One figure of a performance summary. */
export function StatTile({
  label,
  value,
  detail,
  className,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-lg border border-slate-200 px-3 py-3 sm:px-4 dark:border-slate-800',
        className,
      )}
    >
      <dt className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{value}</dd>
      {detail && (
        <dd className="mt-0.5 text-xs text-slate-600 sm:text-sm dark:text-slate-400">{detail}</dd>
      )}
    </div>
  );
}

/** Checklists per shift: 'Breakfast 5 · Day 7 · ...'. */
export function ShiftCounts({
  counts,
  categories,
}: {
  counts: Record<ShiftCategory, number>;
  categories: readonly ShiftCategory[];
}) {
  const labels = useLabels();
  const format = useFormat();
  return (
    <ul
      className={cn(
        'grid gap-2',
        categories.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3',
      )}
    >
      {categories.map((category) => (
        <li
          key={category}
          className="min-w-0 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
        >
          <span className="block truncate text-sm text-slate-700 dark:text-slate-300">
            {labels.shift(category)}
          </span>
          <span className="text-lg font-semibold tabular-nums">
            {format.number(counts[category])}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 'Requires attention' with the count, or 'All checklists are resolved'. */
export function IssuesStatus({ withIssues }: { withIssues: number }) {
  const t = useT(uiMessages);
  const attention = withIssues > 0;
  const Icon = attention ? AlertTriangle : CheckCircle2;
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg px-4 py-3',
        attention
          ? 'bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100'
          : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">{attention ? t('requiresAttention') : t('allResolved')}</p>
        <p className="text-sm">{t('unresolvedChecklists', { count: withIssues })}</p>
      </div>
    </div>
  );
}
