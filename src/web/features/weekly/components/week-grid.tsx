import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatWeekdayShort, type IsoDate } from '#domain/dates';
import { REPORT_MESSAGES, type ReportDay, type ShiftCell } from '#domain/reports/api';
import { SHIFT_LABELS, type ShiftCategory } from '#domain/shifts';
import { CellLegend } from '#web/components/reports/cell-legend';
import { cellFor, cellState, openIssuesLabel } from '#web/components/reports/shift-cell-state';
import { cn } from '#web/components/ui/cn';
import { dayOfMonth, weekdayMonthDay } from '#web/lib/date-labels';
import { dailyViewPath } from '#web/lib/routes';

/**
 * 'Tuesday Nov 17, Breakfast: 80%', with open issues and a chain's checklist count added; a day
 * to come says so rather than 'No checklist'.
 */
export function cellName(
  date: IsoDate,
  category: ShiftCategory,
  cell: ShiftCell | undefined,
  future = false,
) {
  const where = `${weekdayMonthDay(date)}, ${SHIFT_LABELS[category]}`;
  const state = cellState(cell);
  if (!cell || state.kind === 'none') {
    return `${where}: ${future ? REPORT_MESSAGES.stillToCome : 'No checklist'}`;
  }
  const extras = [
    cell.count > 1 ? `${cell.count} checklists` : null,
    cell.openIssues > 0 ? `${cell.openIssues} open issue(s)` : null,
  ].filter(Boolean);
  return `${where}: ${state.percent}%${extras.length ? `, ${extras.join(', ')}` : ''}`;
}

function CellContent({ cell, future }: { cell: ShiftCell | undefined; future: boolean }) {
  const state = cellState(cell);
  // A dash is a shift with no checklist; a day to come is left empty.
  if (state.kind === 'none') {
    if (future) return null;
    return <span className="text-lg leading-none text-slate-500 dark:text-slate-400">–</span>;
  }
  if (state.kind === 'done') {
    return (
      <CheckCircle2
        aria-hidden="true"
        className="h-6 w-6 text-emerald-600 sm:h-7 sm:w-7 dark:text-emerald-400"
      />
    );
  }
  if (state.kind === 'open') {
    return (
      <>
        <span className="text-[10px] leading-none font-semibold text-red-700 tabular-nums sm:text-xs dark:text-red-300">
          {state.percent}%
        </span>
        <span className="rounded-full bg-red-50 px-1 text-[10px] leading-tight font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-200 ring-inset sm:px-1.5 sm:text-xs dark:bg-red-950 dark:text-red-200 dark:ring-red-800">
          {openIssuesLabel(state.openIssues)}
        </span>
      </>
    );
  }
  return (
    <>
      <AlertTriangle
        aria-hidden="true"
        className="h-4 w-4 text-amber-600 sm:h-5 sm:w-5 dark:text-amber-400"
      />
      <span className="text-[10px] leading-none font-semibold text-amber-800 tabular-nums sm:text-xs dark:text-amber-200">
        {state.percent}%
      </span>
    </>
  );
}

/**
 * SPEC §2 "Weekly view": seven days by shift; each cell opens that day. Over all stores a cell
 * first asks which store's day to open.
 */
export function WeekGrid({
  days,
  categories,
  today,
  allStores,
}: {
  days: readonly ReportDay[];
  categories: readonly ShiftCategory[];
  today: IsoDate;
  allStores: boolean;
}) {
  return (
    <div className="overflow-x-auto" data-testid="week-grid-scroller">
      <table className="w-full min-w-[19.5rem] table-fixed border-collapse">
        <caption className="sr-only">Checklists by day and shift</caption>
        <colgroup>
          <col className="w-[4.25rem] sm:w-28" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="sr-only">
              Shift
            </th>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                abbr={weekdayMonthDay(day.date)}
                className={cn(
                  'px-0.5 pb-2 text-center text-xs font-medium text-slate-600 dark:text-slate-400',
                  day.date === today && 'text-blue-800 dark:text-blue-300',
                )}
              >
                <span className="block">{formatWeekdayShort(day.date)}</span>
                <span
                  className={cn(
                    'mx-auto mt-0.5 flex h-6 w-6 items-center justify-center rounded-full text-sm tabular-nums',
                    day.date === today
                      ? 'bg-blue-700 font-semibold text-white dark:bg-blue-500 dark:text-slate-950'
                      : 'text-slate-800 dark:text-slate-200',
                  )}
                >
                  {dayOfMonth(day.date)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category} className="border-t border-slate-200 dark:border-slate-800">
              <th
                scope="row"
                className="py-1 pr-1 text-left text-xs font-medium text-slate-700 sm:text-sm dark:text-slate-300"
              >
                {SHIFT_LABELS[category]}
              </th>
              {days.map((day) => {
                const cell = cellFor(day, category);
                const future = day.date > today;
                const name = cellName(day.date, category, cell, future);
                return (
                  <td key={day.date} className="px-px py-0.5 sm:p-0.5">
                    <Link
                      to={dailyViewPath(day.date, { customDate: true, chooseStore: allStores })}
                      aria-label={name}
                      title={name}
                      className={cn(
                        'flex h-12 flex-col items-center sm:h-14 justify-center gap-0.5 rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800',
                        day.date === today && 'bg-blue-50/70 dark:bg-blue-950/40',
                      )}
                    >
                      <CellContent cell={cell} future={future} />
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <CellLegend className="mt-3 px-1" />
    </div>
  );
}
