import type { QueryKey } from '@tanstack/react-query';
import { compareDates, monthGrid, startOfWeek, type IsoDate } from '../../domain/dates';
import type { ChecklistChangeEvent } from '../../domain/live/events';

const within = (date: IsoDate, from: IsoDate, to: IsoDate) =>
  compareDates(date, from) >= 0 && compareDates(date, to) <= 0;

/** A month report shows whole weeks, so the days of the months either side as well. */
function monthShows(year: unknown, month: unknown, date: IsoDate): boolean {
  if (typeof year !== 'number' || typeof month !== 'number') return true;
  const days = monthGrid(year, month).flat();
  return within(date, days[0]!, days.at(-1)!);
}

/**
 * Whether a cached query shows the store and business date a change was about (see
 * query-keys.ts): that store's day, the week and month reports holding the date (the
 * all-stores ones too), and the checklist itself. Keys for "today" or "the current week" might.
 */
export function isAffectedBy(change: ChecklistChangeEvent, key: QueryKey): boolean {
  const [kind, ...rest] = key;
  if (kind === 'store-day') {
    const [storeId, date] = rest;
    return storeId === change.storeId && (date === 'today' || date === change.businessDate);
  }
  if (kind === 'checklists') return rest[1] === change.checklistId;
  if (kind !== 'reports') return false;
  const [period, storeId, ...when] = rest;
  if (storeId !== 'all' && storeId !== change.storeId) return false;
  if (period === 'week') {
    const [date] = when;
    return (
      typeof date !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      startOfWeek(date) === startOfWeek(change.businessDate)
    );
  }
  return period === 'month' && monthShows(when[0], when[1], change.businessDate);
}
