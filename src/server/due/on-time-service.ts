import {
  addDays,
  businessDayStart,
  compareDates,
  storeFirstDay,
  storeToday,
  type IsoDate,
} from '../../domain/dates';
import { dueTimesMemo, visitSectionOutcomes } from '../../domain/due/on-time';
import { noTimeliness, onTimeFiguresOf, type OnTimeFigures } from '../../domain/due/timeliness';
import type { Db } from '../db/database';
import type { StoreRecord } from '../stores/repository';
import { listChecklistTimes, type StoreChecklistTimes } from './repository';

function datesFrom(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let d = from; compareDates(d, to) <= 0; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/**
 * The on-time figures of each section the stores owed in [from, to], judged at `now`; days
 * after a store's today owe nothing yet. Reads one row per checklist, never items.
 */
export async function periodOnTime(
  db: Db,
  stores: readonly StoreRecord[],
  from: IsoDate,
  to: IsoDate,
  now: Date,
  allStores = false,
): Promise<OnTimeFigures> {
  const times = await listChecklistTimes(
    db.kysely,
    allStores ? null : stores.map((s) => s.id),
    from,
    to,
  );
  const byStore = new Map<string, StoreChecklistTimes[]>();
  for (const t of times) {
    const own = byStore.get(t.storeId);
    if (own) own.push(t);
    else byStore.set(t.storeId, [t]);
  }
  const dueTimes = dueTimesMemo();
  const period = datesFrom(from, to);
  const position = new Map(period.map((date, index) => [date, index]));
  // A store's today depends only on its zone and day start, which most stores share.
  const todays = new Map<string, IsoDate>();
  const counts = noTimeliness();
  for (const store of stores) {
    const zoneDay = `${store.timezone}|${businessDayStart(store.shiftSettings)}`;
    const today = todays.get(zoneDay) ?? storeToday(store, now);
    todays.set(zoneDay, today);
    const last = compareDates(to, today) < 0 ? to : today;
    if (compareDates(from, last) > 0) continue;
    visitSectionOutcomes(
      { ...store, firstDay: storeFirstDay(store) },
      period.slice(0, (position.get(last) ?? period.length - 1) + 1),
      byStore.get(store.id) ?? [],
      now,
      dueTimes,
      (_date, _category, _section, timeliness) => {
        counts[timeliness] += 1;
      },
    );
  }
  return onTimeFiguresOf(counts);
}
