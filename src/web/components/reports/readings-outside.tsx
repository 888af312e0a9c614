import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Thermometer from 'lucide-react/icons/thermometer';
import { Link } from 'react-router';
import { cn } from '#web/components/ui/cn';
import { useFormat } from '#web/lib/i18n';

/**
 * A period's readings outside their limits so far (the weekly and monthly summaries). Above 0 it
 * asks for attention as 'Requires attention' does (IssuesStatus), with the way to the store's
 * temperature log when there is one log to open (`log`: a week of one store).
 */
export function ReadingsOutside({
  label,
  count,
  log = null,
}: {
  label: string;
  count: number;
  log?: { href: string; text: string } | null;
}) {
  const format = useFormat();
  const attention = count > 0;
  const Icon = attention ? AlertTriangle : Thermometer;
  return (
    <div
      data-testid="readings-outside"
      className={cn(
        'flex items-start gap-3 rounded-lg px-4 py-3',
        attention
          ? 'bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100'
          : 'bg-slate-50 text-slate-900 dark:bg-slate-800/60 dark:text-slate-100',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <dl className="min-w-0">
        <dt className="font-semibold">{label}</dt>
        <dd data-testid="readings-outside-count" className="text-xl font-semibold tabular-nums">
          {format.number(count)}
        </dd>
        {attention && log && (
          <dd>
            <Link
              to={log.href}
              className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-2"
            >
              {log.text}
            </Link>
          </dd>
        )}
      </dl>
    </div>
  );
}
