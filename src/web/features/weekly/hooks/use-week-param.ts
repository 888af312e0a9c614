import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate, startOfWeek, type IsoDate } from '#domain/dates';

/**
 * The week shown lives in the address (`/weekly?week=<Monday>`), so the back button from a
 * day returns to the same week. Null means the current week.
 */
export function useWeekParam(): [IsoDate | null, (monday: IsoDate | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('week');
  const week = isIsoDate(raw) ? startOfWeek(raw) : null;
  const setWeek = useCallback(
    (monday: IsoDate | null) => setParams(monday ? { week: monday } : {}),
    [setParams],
  );
  return [week, setWeek];
}
