import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { compareDates, isIsoDate, type IsoDate } from '../../../../domain/dates';

export interface DailyDate {
  /** The date in the address, or null for the store's today. */
  date: IsoDate | null;
  /** Reached from the week or month view, where a missed past checklist may be started. */
  customDate: boolean;
  /** Shows a date chosen in the picker (today clears the address). */
  showDate: (date: IsoDate, today: IsoDate) => void;
  showToday: () => void;
}

/** `/?date=YYYY-MM-DD&customDate=true` (SPEC §2 route table); a malformed date means today. */
export function useDailyDate(): DailyDate {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date');
  const date = isIsoDate(raw) ? raw : null;

  const showToday = useCallback(() => setParams({}), [setParams]);
  const showDate = useCallback(
    (next: IsoDate, today: IsoDate) => setParams(next === today ? {} : { date: next }),
    [setParams],
  );
  return {
    date,
    customDate: date !== null && params.get('customDate') === 'true',
    showDate,
    showToday,
  };
}

/**
 * SPEC §2 and §4: Create appears for today, and for a past date opened from the week or month
 * view; never for a future date (the server refuses those too).
 */
export function canCreateOn(date: IsoDate, today: IsoDate, customDate: boolean): boolean {
  const order = compareDates(date, today);
  return order === 0 || (order < 0 && customDate);
}
