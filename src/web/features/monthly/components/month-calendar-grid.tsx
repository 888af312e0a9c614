import { monthOf } from '#domain/dates';
import type { ReportDay } from '#domain/reports/api';
import type { ShiftCategory } from '#domain/shifts';
import { CellLegend } from '#web/components/reports/cell-legend';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { monthlyMessages } from '../messages';
import { MonthDayCell } from './month-day-cell';

/** Shift initials on screens too narrow for the names, then what the marks mean. */
function Legend({ categories }: { categories: readonly ShiftCategory[] }) {
  const t = useT(monthlyMessages);
  const labels = useLabels();
  return (
    <CellLegend className="mb-2">
      {categories.map((category) => (
        <span key={category} className="lg:hidden">
          <span className="font-semibold text-slate-800 dark:text-slate-200">
            {t('shiftInitial', { category })}
          </span>{' '}
          {labels.shift(category)}
        </span>
      ))}
    </CellLegend>
  );
}

/** SPEC §2 "Monthly view": whole Monday-first weeks; days of other months are dimmed. */
export function MonthCalendarGrid({
  weeks,
  month,
  today,
  categories,
  allStores,
}: {
  weeks: readonly (readonly ReportDay[])[];
  month: number;
  today: string;
  categories: readonly ShiftCategory[];
  /** Over all stores a day first asks which store's day to open. */
  allStores: boolean;
}) {
  const t = useT(monthlyMessages);
  const format = useFormat();
  const firstWeek = weeks[0] ?? [];
  return (
    <div>
      <Legend categories={categories} />
      <div role="table" aria-label={t('calendarLabel')} className="space-y-0.5 sm:space-y-1">
        <div role="row" className="grid grid-cols-7 gap-0.5 sm:gap-1">
          {firstWeek.map((day) => (
            <div
              key={day.date}
              role="columnheader"
              aria-label={format.weekday(day.date)}
              className="pb-1 text-center text-xs font-medium text-slate-600 dark:text-slate-400"
            >
              {format.weekdayShort(day.date)}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]?.date} role="row" className="grid grid-cols-7 gap-0.5 sm:gap-1">
            {week.map((day) => (
              <div key={day.date} role="cell" className="min-w-0">
                <MonthDayCell
                  day={day}
                  inMonth={monthOf(day.date).month === month}
                  isToday={day.date === today}
                  future={day.date > today}
                  allStores={allStores}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
