import { useId } from 'react';
import type { WeekSummary } from '#domain/reports/api';
import { cn } from '#web/components/ui/cn';
import { useFormat, useT } from '#web/lib/i18n';
import { useDayName } from '../hooks/use-day-name';
import { weeklyMessages } from '../messages';

/** Average completion per day as bars; each bar is also read out as a sentence. */
export function CompletionChart({ days }: { days: WeekSummary['completionByDay'] }) {
  const t = useT(weeklyMessages);
  const format = useFormat();
  const dayName = useDayName();
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId}>
      <figcaption id={titleId} className="mb-3 font-medium">
        {t('chartTitle')}
      </figcaption>
      <ul className="grid grid-cols-7 gap-1.5 sm:gap-3" data-testid="completion-chart">
        {days.map((day) => (
          <li key={day.date} className="flex min-w-0 flex-col items-center gap-1">
            <span className="sr-only">
              {day.count === 0
                ? t('chartDayEmpty', { day: dayName(day.date) })
                : t('chartDay', {
                    day: dayName(day.date),
                    percent: format.percent(day.averageProgress),
                    count: day.count,
                  })}
            </span>
            <span
              aria-hidden="true"
              className="text-xs font-semibold text-slate-800 tabular-nums dark:text-slate-200"
            >
              {day.count === 0 ? '–' : format.percent(day.averageProgress)}
            </span>
            <div
              aria-hidden="true"
              className="relative flex h-32 w-full max-w-12 items-end overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800"
            >
              <div
                className={cn(
                  'w-full rounded-md transition-[height] duration-500',
                  day.averageProgress >= 100
                    ? 'bg-emerald-500 dark:bg-emerald-400'
                    : 'bg-blue-600 dark:bg-blue-400',
                )}
                style={{ height: `${day.count === 0 ? 0 : Math.max(day.averageProgress, 2)}%` }}
              />
            </div>
            <span aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-400">
              {format.weekdayShort(day.date)}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
