import { useState, type RefObject } from 'react';
import type { IsoDate } from '#domain/dates';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { Button } from './button';
import { MonthCalendar } from './month-calendar';
import { PopoverPanel } from './popover-panel';

/** The open date picker (DatePicker, date-picker.tsx), loaded on demand. */
export function DatePickerCalendar({
  anchor,
  id,
  value,
  today,
  onOpenChange,
  onChoose,
}: {
  anchor: RefObject<HTMLButtonElement | null>;
  id: string;
  value: IsoDate;
  today: IsoDate;
  onOpenChange: (open: boolean) => void;
  onChoose: (date: IsoDate) => void;
}) {
  const t = useT(uiMessages);
  const [focused, setFocused] = useState(value);
  return (
    <PopoverPanel
      anchor={anchor}
      id={id}
      label={t('chooseADate')}
      onOpenChange={onOpenChange}
      onOpenAutoFocus={(event) => {
        // Focus the chosen day rather than the first button (Previous month).
        event.preventDefault();
        const content = event.currentTarget as HTMLElement | null;
        content?.querySelector<HTMLButtonElement>(`[data-date="${value}"]`)?.focus();
      }}
      className="w-[min(22rem,calc(100vw-1.5rem))]"
    >
      <MonthCalendar
        month={focused}
        focused={focused}
        selected={value}
        today={today}
        onFocusChange={setFocused}
        onSelect={onChoose}
      />
      <div className="mt-3 flex justify-between gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
        <Button variant="secondary" size="sm" onClick={() => onChoose(today)}>
          {t('today')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onOpenChange(false)}>
          {t('close')}
        </Button>
      </div>
    </PopoverPanel>
  );
}
