import ChevronRight from 'lucide-react/icons/chevron-right';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useFormat } from '#web/lib/i18n';

/** A dashboard count that opens the screen behind it. */
export function StatCard({
  label,
  value,
  icon: Icon,
  to,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  to: string | null;
}) {
  const format = useFormat();
  const body = (
    <>
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-slate-600 dark:text-slate-400">{label}</span>
        <span className="block text-2xl font-semibold">{format.number(value)}</span>
      </span>
      {to && (
        <ChevronRight aria-hidden="true" className="h-5 w-5 text-slate-400 rtl:-scale-x-100" />
      )}
    </>
  );
  const className =
    'flex items-center gap-4 rounded-xl border border-slate-200 bg-white px-4 py-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';
  if (!to) return <div className={className}>{body}</div>;
  return (
    <Link
      to={to}
      className={`${className} hover:border-blue-400 hover:bg-blue-50/40 dark:hover:border-blue-700 dark:hover:bg-slate-800`}
    >
      {body}
    </Link>
  );
}
