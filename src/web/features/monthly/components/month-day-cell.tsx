import Check from 'lucide-react/icons/check';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { dateParts } from '#domain/dates';
import type { ReportDay, ShiftCell } from '#domain/reports/api';
import { cellState } from '#web/components/reports/shift-cell-state';
import { cn } from '#web/components/ui/cn';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { dailyViewPath } from '#web/lib/routes';
import { monthlyMessages } from '../messages';

const TONE = {
  done: 'text-emerald-700 dark:text-emerald-300',
  open: 'text-red-700 dark:text-red-300',
  attention: 'text-amber-700 dark:text-amber-300',
} as const;

function withChecklists(day: ReportDay) {
  return day.shifts.filter((cell) => cell.count > 0);
}

/**
 * A day's name: 'Tuesday 17 November 2026: Breakfast 80%, Day 100% · 1 open', '...: No
 * checklists', or for a day to come '...: Still to come'.
 */
function useDayCellName(): (day: ReportDay, future: boolean) => string {
  const t = useT(monthlyMessages);
  const format = useFormat();
  const labels = useLabels();
  return useCallback(
    (day: ReportDay, future: boolean) => {
      const date = format.longDate(day.date);
      const progress = (cell: ShiftCell) => {
        const state = cellState(cell);
        const percent = format.percent(state.kind === 'none' ? 0 : state.percent);
        return cell.openIssues > 0
          ? t('progressOpen', { percent, open: t('openIssues', { count: cell.openIssues }) })
          : percent;
      };
      const shifts = withChecklists(day).map((cell) =>
        t('shiftProgress', { shift: labels.shift(cell.category), progress: progress(cell) }),
      );
      const [first, ...rest] = shifts;
      if (first === undefined) {
        return future ? t('dayCellToCome', { date }) : t('dayCellNone', { date });
      }
      return t('dayCell', {
        date,
        shifts: rest.reduce((list, item) => t('listMore', { list, item }), first),
      });
    },
    [t, format, labels],
  );
}

/**
 * One day of the month calendar: its shifts' progress; opens the daily view for that day.
 *
 * The link is the day's number, named in full with the day's progress ('Tuesday, November 17,
 * 2026: Breakfast 80%'), and its tap area covers the whole cell. The shorthand drawn under the
 * number ('B 80') stays outside the link and is hidden from screen readers, which hear it in
 * the link's name: so the name holds all the link's visible text (WCAG 2.5.3).
 */
export function MonthDayCell({
  day,
  inMonth,
  isToday,
  future,
  allStores,
}: {
  day: ReportDay;
  inMonth: boolean;
  isToday: boolean;
  /** After the store's today: nothing is missing yet, so it shows nothing. */
  future: boolean;
  allStores: boolean;
}) {
  const t = useT(monthlyMessages);
  const format = useFormat();
  const labels = useLabels();
  const dayCellName = useDayCellName();
  const cells = withChecklists(day);
  return (
    <div
      className={cn(
        'relative flex h-full min-h-20 flex-col gap-0.5 rounded-md border p-1 text-start hover:border-blue-400 hover:bg-blue-50/60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600 sm:min-h-24 sm:p-1.5 dark:hover:border-blue-500 dark:hover:bg-blue-950/40 dark:has-focus-visible:outline-blue-400',
        inMonth
          ? 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
          : // Other months' days: set back by their background, not faded, so text stays legible.
            'border-transparent bg-slate-100 dark:bg-slate-950',
        isToday && 'border-blue-600 ring-1 ring-blue-600 dark:border-blue-400 dark:ring-blue-400',
      )}
    >
      <Link
        to={dailyViewPath(day.date, { customDate: true, chooseStore: allStores })}
        aria-label={dayCellName(day, future)}
        aria-current={isToday ? 'date' : undefined}
        className={cn(
          // The whole cell, border and all, is the link's tap area; the cell draws its focus ring.
          "self-start text-xs font-semibold tabular-nums after:absolute after:-inset-px after:rounded-md after:content-[''] focus-visible:outline-none sm:text-sm",
          isToday
            ? 'text-blue-800 dark:text-blue-300'
            : inMonth
              ? 'text-slate-800 dark:text-slate-200'
              : 'font-normal text-slate-600 dark:text-slate-400',
        )}
      >
        {format.number(dateParts(day.date).day)}
      </Link>
      {cells.length === 0 ? (
        !future && (
          <span
            aria-hidden="true"
            className="text-[11px] leading-tight text-slate-600 dark:text-slate-400"
          >
            <span className="sm:hidden">–</span>
            <span className="hidden sm:inline">{t('noChecklists')}</span>
          </span>
        )
      ) : (
        <ul aria-hidden="true" className="space-y-px">
          {cells.map((cell) => {
            const state = cellState(cell);
            if (state.kind === 'none') return null;
            return (
              <li
                key={cell.category}
                className={cn(
                  'flex flex-wrap items-center justify-between gap-x-0.5 text-[10px] leading-tight font-semibold tabular-nums sm:text-xs',
                  TONE[state.kind],
                )}
              >
                <span className="lg:hidden">{t('shiftInitial', { category: cell.category })}</span>
                <span className="hidden truncate font-medium lg:inline">
                  {labels.shift(cell.category)}
                </span>
                {state.kind === 'done' ? (
                  <>
                    <Check aria-hidden="true" className="h-3 w-3 shrink-0 sm:hidden" />
                    <span className="hidden sm:inline">{format.percent(100)}</span>
                  </>
                ) : (
                  <span>
                    <span className="sm:hidden">{format.number(state.percent)}</span>
                    <span className="hidden sm:inline">{format.percent(state.percent)}</span>
                  </span>
                )}
                {state.kind === 'open' && (
                  <span className="w-full text-end font-semibold whitespace-nowrap">
                    {t('openIssues', { count: state.openIssues })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
