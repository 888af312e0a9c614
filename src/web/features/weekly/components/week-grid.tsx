import { dateParts, type IsoDate } from '#domain/dates';
import type { ReportDay } from '#domain/reports/api';
import type { ShiftCategory } from '#domain/shifts';
import { CellLegend } from '#web/components/reports/cell-legend';
import { cellFor } from '#web/components/reports/shift-cell-state';
import { cn } from '#web/components/ui/cn';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { useDayName } from '../hooks/use-day-name';
import { weeklyMessages } from '../messages';
import { ShiftCellLink } from './shift-cell-link';

interface GridProps {
  days: readonly ReportDay[];
  categories: readonly ShiftCategory[];
  today: IsoDate;
  allStores: boolean;
}

/** 'Tue' over '17', the day's number in a circle on today. */
function DayLabel({ date, today, inline }: { date: IsoDate; today: IsoDate; inline?: boolean }) {
  const format = useFormat();
  return (
    <>
      <span className={inline ? 'w-8' : 'block'}>{format.weekdayShort(date)}</span>
      <span
        className={cn(
          'flex h-6 w-6 items-center justify-center rounded-full text-sm tabular-nums',
          !inline && 'mx-auto mt-0.5',
          date === today
            ? 'bg-blue-700 font-semibold text-white dark:bg-blue-500 dark:text-slate-950'
            : 'text-slate-800 dark:text-slate-200',
        )}
      >
        {format.number(dateParts(date).day)}
      </span>
    </>
  );
}

/** One shift of one day, in either layout. */
function GridCell({
  day,
  category,
  today,
  allStores,
  className,
}: {
  day: ReportDay;
  category: ShiftCategory;
  today: IsoDate;
  allStores: boolean;
  className: string;
}) {
  return (
    <td className={className}>
      <ShiftCellLink
        date={day.date}
        category={category}
        cell={cellFor(day, category)}
        today={today}
        allStores={allStores}
      />
    </td>
  );
}

/** From 640 px: the shifts down the side, the seven days across. */
function ShiftsByDay({ days, categories, today, allStores }: GridProps) {
  const t = useT(weeklyMessages);
  const labels = useLabels();
  const dayName = useDayName();
  return (
    <table className="hidden w-full table-fixed border-collapse sm:table">
      <caption className="sr-only">{t('gridCaption')}</caption>
      <colgroup>
        <col className="w-28" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className="sr-only">
            {t('shiftColumn')}
          </th>
          {days.map((day) => (
            <th
              key={day.date}
              scope="col"
              abbr={dayName(day.date)}
              className={cn(
                'px-0.5 pb-2 text-center text-xs font-medium text-slate-600 dark:text-slate-400',
                day.date === today && 'text-blue-800 dark:text-blue-300',
              )}
            >
              <DayLabel date={day.date} today={today} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category) => (
          <tr key={category} className="border-t border-slate-200 dark:border-slate-800">
            <th
              scope="row"
              className="py-1 pe-1 text-start text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              {labels.shift(category)}
            </th>
            {days.map((day) => (
              <GridCell key={day.date} className="p-0.5" {...{ day, category, today, allStores }} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * On a phone: the days down the side, the shifts across, so every cell is a full finger wide
 * (seven columns of 44 px do not fit beside the shift names in 375 px).
 */
function DaysByShift({ days, categories, today, allStores }: GridProps) {
  const t = useT(weeklyMessages);
  const labels = useLabels();
  const dayName = useDayName();
  return (
    <table className="w-full table-fixed border-collapse sm:hidden">
      <caption className="sr-only">{t('gridCaption')}</caption>
      <colgroup>
        <col className="w-[4.5rem]" />
      </colgroup>
      <thead>
        <tr>
          <td />
          {categories.map((category) => (
            <th
              key={category}
              scope="col"
              className="px-0.5 pb-2 text-center text-xs font-medium text-slate-700 dark:text-slate-300"
            >
              {labels.shift(category)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date} className="border-t border-slate-200 dark:border-slate-800">
            <th
              scope="row"
              abbr={dayName(day.date)}
              className={cn(
                'py-0.5 pe-1 text-xs font-medium text-slate-600 dark:text-slate-400',
                day.date === today && 'text-blue-800 dark:text-blue-300',
              )}
            >
              <span className="flex items-center gap-1">
                <DayLabel date={day.date} today={today} inline />
              </span>
            </th>
            {categories.map((category) => (
              <GridCell
                key={category}
                className="px-0.5 py-0.5"
                {...{ day, category, today, allStores }}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * SPEC §2 "Weekly view": seven days by shift; each cell opens that day. Over all stores a cell
 * first asks which store's day to open.
 */
export function WeekGrid(props: GridProps) {
  return (
    <div className="overflow-x-auto" data-testid="week-grid-scroller">
      <ShiftsByDay {...props} />
      <DaysByShift {...props} />
      <CellLegend className="mt-3 px-1" />
    </div>
  );
}
