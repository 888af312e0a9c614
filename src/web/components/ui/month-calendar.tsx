import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  dateParts,
  monthGrid,
  monthOf,
  startOfMonth,
  startOfWeek,
  weekDates,
  type IsoDate,
} from '#domain/dates';
import { useFormat, useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { cn } from './cn';

export interface MonthCalendarProps {
  /** Any day of the month shown. */
  month: IsoDate;
  /** The day that takes keyboard focus; moving it off the month turns the page. */
  focused: IsoDate;
  selected: IsoDate;
  today: IsoDate;
  onFocusChange: (date: IsoDate) => void;
  onSelect: (date: IsoDate) => void;
}

/** Right to left, the week runs the other way: the left arrow goes to the next day. */
const RTL_KEYS: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

const KEY_MOVES: Record<string, (date: IsoDate) => IsoDate> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => startOfWeek(d),
  End: (d) => addDays(startOfWeek(d), 6),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
};

/** A Monday-first month of day buttons, usable with the arrow keys (WAI-ARIA date grid). */
export function MonthCalendar({
  month,
  focused,
  selected,
  today,
  onFocusChange,
  onSelect,
}: MonthCalendarProps) {
  const t = useT(uiMessages);
  const format = useFormat();
  const headingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const { year, month: monthNumber } = monthOf(month);
  const weeks = monthGrid(year, monthNumber);

  // Only a key press inside the grid moves keyboard focus; the month buttons keep theirs.
  const keyboardMove = useRef(false);
  useEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const move = KEY_MOVES[(rtl && RTL_KEYS[event.key]) || event.key];
    if (!move) return;
    event.preventDefault();
    keyboardMove.current = true;
    onFocusChange(move(focused));
  };

  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={t('previousMonth')}
          onClick={() => onFocusChange(startOfMonth(addMonths(month, -1)))}
          className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
        </button>
        <h2 id={headingId} aria-live="polite" className="font-semibold">
          {format.monthYear(year, monthNumber)}
        </h2>
        <button
          type="button"
          aria-label={t('nextMonth')}
          onClick={() => onFocusChange(startOfMonth(addMonths(month, 1)))}
          className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-collapse text-center"
      >
        <thead>
          <tr>
            {weekDates(month).map((day) => (
              <th
                key={day}
                scope="col"
                abbr={format.weekday(day)}
                className="pb-1 text-xs font-medium text-slate-600 dark:text-slate-400"
              >
                {format.weekdayShort(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = monthOf(day).month === monthNumber;
                const isSelected = day === selected;
                const isToday = day === today;
                return (
                  <td key={day} role="gridcell" aria-selected={isSelected} className="p-0">
                    <button
                      type="button"
                      data-date={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={format.longDate(day)}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => onSelect(day)}
                      className={cn(
                        'mx-auto flex h-11 w-11 items-center justify-center rounded-lg text-sm tabular-nums',
                        isSelected
                          ? 'bg-blue-700 font-semibold text-white dark:bg-blue-500 dark:text-slate-950'
                          : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                        // Other months' days: lighter than this month's, still legible (4.5:1).
                        !isSelected && !inMonth && 'text-slate-500 dark:text-slate-400',
                        !isSelected &&
                          isToday &&
                          'font-semibold text-blue-800 ring-1 ring-blue-600 ring-inset dark:text-blue-300 dark:ring-blue-400',
                      )}
                    >
                      {format.number(dateParts(day).day)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
