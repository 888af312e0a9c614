import type { QueryKey } from '@tanstack/react-query';
import { compareDates, monthGrid, startOfWeek, type IsoDate } from '#domain/dates';
import type { ChecklistChangeEvent } from '#domain/live/events';

const within = (date: IsoDate, from: IsoDate, to: IsoDate) =>
  compareDates(date, from) >= 0 && compareDates(date, to) <= 0;

const isDate = (value: unknown): value is IsoDate =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A field of the answer a query holds, if it has one. */
function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null && name in data
    ? (data as Record<string, unknown>)[name]
    : undefined;
}

/** A month report shows whole weeks, so the days of the months either side as well. */
function monthShows(year: unknown, month: unknown, date: IsoDate): boolean {
  if (typeof year !== 'number' || typeof month !== 'number') return true;
  const days = monthGrid(year, month).flat();
  return within(date, days[0]!, days.at(-1)!);
}

function weekShows(keyDate: unknown, data: unknown, date: IsoDate): boolean {
  if (isDate(keyDate)) return startOfWeek(keyDate) === startOfWeek(date);
  // "The current week": the answer held says which week that was.
  const [start, end] = [field(data, 'start'), field(data, 'end')];
  return !isDate(start) || !isDate(end) || within(date, start, end);
}

/**
 * Whether a cached query shows the store and business date a change was about (see
 * query-keys.ts): that store's day, the week and month reports holding the date (the
 * all-stores ones too), and the checklist itself. A key for "today" or "the current week" is
 * judged by the answer it holds (its date, week or month); without one, it might show the date.
 */
export function isAffectedBy(change: ChecklistChangeEvent, key: QueryKey, data?: unknown): boolean {
  const [kind, ...rest] = key;
  if (kind === 'store-day') {
    const [storeId, date] = rest;
    if (storeId !== change.storeId) return false;
    if (date !== 'today') return date === change.businessDate;
    const shown = field(data, 'date');
    return !isDate(shown) || shown === change.businessDate;
  }
  if (kind === 'checklists') return rest[1] === change.checklistId;
  if (kind === 'actions') {
    // Any change of a checklist may open, move or close a corrective action (features/actions):
    // a list of another store's aside.
    const storeId = new URLSearchParams(`${rest[1]}`).get('storeId');
    return storeId === null || storeId === change.storeId;
  }
  if (kind !== 'reports') return false;
  const [period, storeId, ...when] = rest;
  if (storeId !== 'all' && storeId !== change.storeId) return false;
  if (period === 'week') return weekShows(when[0], data, change.businessDate);
  if (period !== 'month') return false;
  return when[0] === 'current'
    ? monthShows(field(data, 'year'), field(data, 'month'), change.businessDate)
    : monthShows(when[0], when[1], change.businessDate);
}
