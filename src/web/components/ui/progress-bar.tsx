import { cn } from './cn';

export type ProgressTone = 'green' | 'amber' | 'grey' | 'blue';

const FILL: Record<ProgressTone, string> = {
  green: 'bg-emerald-500 dark:bg-emerald-400',
  amber: 'bg-amber-500 dark:bg-amber-400',
  grey: 'bg-slate-400 dark:bg-slate-500',
  blue: 'bg-blue-600 dark:bg-blue-400',
};

export function progressTone(value: number): ProgressTone {
  if (value >= 100) return 'green';
  return value > 0 ? 'amber' : 'grey';
}

/** A thin horizontal bar; `label` names it for screen readers. */
export function ProgressBar({
  value,
  label,
  tone = progressTone(value),
  className,
}: {
  value: number;
  label: string;
  tone?: ProgressTone;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn(
        'h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700',
        className,
      )}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500 ease-out', FILL[tone])}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
