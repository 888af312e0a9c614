import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { formatLongDate, formatShortDate, type IsoDate } from '../../../domain/dates';
import { Button } from './button';
import { cn } from './cn';
import { MonthCalendar } from './month-calendar';

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
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(value);

  const choose = (date: IsoDate) => {
    onChange(date);
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setFocused(value);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={`Choose date: ${formatLongDate(value)}`}
          className={cn(
            'inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
            className,
          )}
        >
          <CalendarDays
            aria-hidden="true"
            className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
          />
          <span className="truncate">{formatShortDate(value)}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label="Choose a date"
          onOpenAutoFocus={(event) => {
            // Focus the chosen day rather than the first button (Previous month).
            event.preventDefault();
            const content = event.currentTarget as HTMLElement | null;
            content?.querySelector<HTMLButtonElement>(`[data-date="${value}"]`)?.focus();
          }}
          className="z-30 w-[min(20rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-3 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          <MonthCalendar
            month={focused}
            focused={focused}
            selected={value}
            today={today}
            onFocusChange={setFocused}
            onSelect={choose}
          />
          <div className="mt-3 flex justify-between gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
            <Button variant="secondary" size="sm" onClick={() => choose(today)}>
              Today
            </Button>
            <Popover.Close asChild>
              <Button variant="ghost" size="sm">
                Close
              </Button>
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
