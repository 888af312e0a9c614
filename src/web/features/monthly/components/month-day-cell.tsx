import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '#domain/dates';
import { REPORT_MESSAGES, type ReportDay, type ShiftCell } from '#domain/reports/api';
import { SHIFT_LABELS } from '#domain/shifts';
import {
  cellState,
  openIssuesLabel,
  progressLabel,
} from '#web/components/reports/shift-cell-state';
import { cn } from '#web/components/ui/cn';
import { dayOfMonth } from '#web/lib/date-labels';
import { dailyViewPath } from '#web/lib/routes';

const TONE = {
  done: 'text-emerald-700 dark:text-emerald-300',
  open: 'text-red-700 dark:text-red-300',
  attention: 'text-amber-700 dark:text-amber-300',
} as const;

function progress(cell: ShiftCell): string {
  const state = cellState(cell);
  return progressLabel(state.kind === 'none' ? 0 : state.percent, cell.openIssues);
}

function withChecklists(day: ReportDay) {
  return day.shifts.filter((cell) => cell.count > 0);
}

/**
 * 'Tuesday, November 17, 2026: Breakfast 80%, Day 100% · 1 open', '...: No checklists', or for a
 * day to come '...: Still to come'.
 */
export function dayCellName(day: ReportDay, future = false): string {
  const cells = withChecklists(day);
  const none = future ? REPORT_MESSAGES.stillToCome : REPORT_MESSAGES.noChecklists;
  const what = cells.length
    ? cells.map((cell) => `${SHIFT_LABELS[cell.category]} ${progress(cell)}`).join(', ')
    : none;
  return `${formatLongDate(day.date)}: ${what}`;
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
  const cells = withChecklists(day);
  return (
    <div
      className={cn(
        'relative flex h-full min-h-20 flex-col gap-0.5 rounded-md border p-1 text-left hover:border-blue-400 hover:bg-blue-50/60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600 sm:min-h-24 sm:p-1.5 dark:hover:border-blue-500 dark:hover:bg-blue-950/40 dark:has-focus-visible:outline-blue-400',
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
        {dayOfMonth(day.date)}
      </Link>
      {cells.length === 0 ? (
        !future && (
          <span
            aria-hidden="true"
            className="text-[11px] leading-tight text-slate-600 dark:text-slate-400"
          >
            <span className="sm:hidden">–</span>
            <span className="hidden sm:inline">{REPORT_MESSAGES.noChecklists}</span>
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
                <span className="lg:hidden">{SHIFT_LABELS[cell.category][0]}</span>
                <span className="hidden truncate font-medium lg:inline">
                  {SHIFT_LABELS[cell.category]}
                </span>
                {state.kind === 'done' ? (
                  <>
                    <Check aria-hidden="true" className="h-3 w-3 shrink-0 sm:hidden" />
                    <span className="hidden sm:inline">100%</span>
                  </>
                ) : (
                  <span>
                    {state.percent}
                    <span className="hidden sm:inline">%</span>
                  </span>
                )}
                {state.kind === 'open' && (
                  <span className="w-full text-right font-semibold whitespace-nowrap">
                    {openIssuesLabel(state.openIssues)}
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
