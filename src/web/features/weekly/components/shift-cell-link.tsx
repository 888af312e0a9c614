import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { IsoDate } from '#domain/dates';
import type { ShiftCell } from '#domain/reports/api';
import type { ShiftCategory } from '#domain/shifts';
import { cellState } from '#web/components/reports/shift-cell-state';
import { cn } from '#web/components/ui/cn';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { dailyViewPath } from '#web/lib/routes';
import { useDayName } from '../hooks/use-day-name';
import { weeklyMessages } from '../messages';

/**
 * A cell's name: 'Tuesday 17 Nov, Breakfast: 80%', with open issues and then a chain's
 * checklist count added; a day to come says so rather than 'No checklist'.
 */
function useCellName() {
  const t = useT(weeklyMessages);
  const format = useFormat();
  const labels = useLabels();
  const dayName = useDayName();
  return useCallback(
    (date: IsoDate, category: ShiftCategory, cell: ShiftCell | undefined, future = false) => {
      const place = t('cellPlace', { day: dayName(date), shift: labels.shift(category) });
      const state = cellState(cell);
      if (!cell || state.kind === 'none') {
        return future ? t('cellStillToCome', { place }) : t('cellNoChecklist', { place });
      }
      // Open issues right after the percent, as the cell shows them ('80% 1 open'): the name
      // holds the cell's text in its order (WCAG 2.5.3).
      const extras = [
        cell.openIssues > 0 ? t('cellOpenIssues', { count: cell.openIssues }) : null,
        cell.count > 1 ? t('cellChecklists', { count: cell.count }) : null,
      ];
      return extras.reduce<string>(
        (text, detail) => (detail === null ? text : t('cellDetail', { text, detail })),
        t('cellProgress', { place, percent: format.percent(state.percent) }),
      );
    },
    [t, format, labels, dayName],
  );
}

function CellContent({ cell, future }: { cell: ShiftCell | undefined; future: boolean }) {
  const t = useT(weeklyMessages);
  const format = useFormat();
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
          {format.percent(state.percent)}
        </span>
        <span className="rounded-full bg-red-50 px-1 text-[10px] leading-tight font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-200 ring-inset sm:px-1.5 sm:text-xs dark:bg-red-950 dark:text-red-200 dark:ring-red-800">
          {t('openIssues', { count: state.openIssues })}
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
        {format.percent(state.percent)}
      </span>
    </>
  );
}

/** One shift of one day in the week grid: its mark, and the link to that day. */
export function ShiftCellLink({
  date,
  category,
  cell,
  today,
  allStores,
}: {
  date: IsoDate;
  category: ShiftCategory;
  cell: ShiftCell | undefined;
  today: IsoDate;
  allStores: boolean;
}) {
  const cellName = useCellName();
  const future = date > today;
  const name = cellName(date, category, cell, future);
  return (
    <Link
      to={dailyViewPath(date, { customDate: true, chooseStore: allStores })}
      aria-label={name}
      title={name}
      className={cn(
        'flex h-12 flex-col items-center justify-center gap-0.5 rounded-lg hover:bg-slate-100 sm:h-14 dark:hover:bg-slate-800',
        date === today && 'bg-blue-50/70 dark:bg-blue-950/40',
      )}
    >
      <CellContent cell={cell} future={future} />
    </Link>
  );
}
