import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { compareDates, isIsoDate, type IsoDate } from '#domain/dates';

export interface DailyDate {
  /** The date in the address, or null for the store's today. */
  date: IsoDate | null;
  /** What the address gave as a date when it is not one; the page says so instead of guessing. */
  invalidDate: string | null;
  /** Reached from the week or month view, where a missed past checklist may be started. */
  customDate: boolean;
  /** Shows a date chosen in the picker (today clears the address). */
  showDate: (date: IsoDate, today: IsoDate) => void;
  showToday: () => void;
  /** Opened from an all-stores view: a super-admin first says which store's day to show. */
  chooseStore: boolean;
  /** The store is chosen: the day shows, and the back button does not ask again. */
  storeChosen: () => void;
  /** Opens this past day as from the week or month view, where a missed checklist may start. */
  allowMissedStart: () => void;
}

/** `/?date=YYYY-MM-DD&customDate=true` (SPEC §2 route table). */
export function useDailyDate(): DailyDate {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date');
  const date = isIsoDate(raw) ? raw : null;

  const showToday = useCallback(() => setParams({}), [setParams]);
  const showDate = useCallback(
    (next: IsoDate, today: IsoDate) => setParams(next === today ? {} : { date: next }),
    [setParams],
  );
  const storeChosen = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('chooseStore');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const allowMissedStart = useCallback(() => {
    if (date) setParams({ date, customDate: 'true' });
  }, [date, setParams]);
  return {
    date,
    invalidDate: raw !== null && date === null ? raw : null,
    customDate: date !== null && params.get('customDate') === 'true',
    showDate,
    showToday,
    chooseStore: params.get('chooseStore') === 'true',
    storeChosen,
    allowMissedStart,
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
