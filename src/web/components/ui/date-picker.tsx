import CalendarDays from 'lucide-react/icons/calendar-days';
import { lazy, Suspense, useState } from 'react';
import type { IsoDate } from '#domain/dates';
import { useFormat, useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { cn } from './cn';
import { usePopoverTrigger } from './popover';

// The calendar loads when first opened: the daily view draws without it.
const DatePickerCalendar = lazy(() =>
  import('./date-picker-calendar').then((m) => ({ default: m.DatePickerCalendar })),
);

export interface DatePickerProps {
  value: IsoDate;
  /** What the Today button picks: the store's business date. */
  today: IsoDate;
  onChange: (date: IsoDate) => void;
  className?: string;
}

/**
 * SPEC §2 "Daily view": a month calendar (weeks start Monday) with previous/next month, Today and
 * Close. Opens on the chosen day with keyboard focus on it; Escape closes.
 */
export function DatePicker({ value, today, onChange, className }: DatePickerProps) {
  const t = useT(uiMessages);
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const { anchor, contentId, triggerProps } = usePopoverTrigger(open, setOpen);

  return (
    <>
      <button
        {...triggerProps}
        title={format.longDate(value)}
        className={cn(
          'inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-start font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
          className,
        )}
      >
        <CalendarDays
          aria-hidden="true"
          className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
        />
        {/* The name read out holds the text shown ("Choose date: Nov 23, 2026"). */}
        <span className="sr-only">{t('chooseDate')} </span>
        <span className="truncate">{format.shortDate(value)}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <DatePickerCalendar
            anchor={anchor}
            id={contentId}
            value={value}
            today={today}
            onOpenChange={setOpen}
            onChoose={(date) => {
              onChange(date);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
