import { addDays, compareDates, storeFirstDay, storeToday, type IsoDate } from '../../domain/dates';
import { onTimeFigures, sectionOutcomes, type SectionOutcome } from '../../domain/due/on-time';
import type { OnTimeFigures } from '../../domain/due/timeliness';
import type { Db } from '../db/database';
import type { StoreRecord } from '../stores/repository';
import { listChecklistTimes } from './repository';

function datesFrom(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let d = from; compareDates(d, to) <= 0; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/**
 * Each section the stores owed in [from, to], judged at `now`; days after a store's today
 * owe nothing yet. Reads one row per checklist, never items.
 */
export async function periodOutcomes(
  db: Db,
  stores: readonly StoreRecord[],
  from: IsoDate,
  to: IsoDate,
  now: Date,
  allStores = false,
): Promise<SectionOutcome[]> {
  const times = await listChecklistTimes(
    db.kysely,
    allStores ? null : stores.map((s) => s.id),
    from,
    to,
  );
  return stores.flatMap((store) => {
    const today = storeToday(store, now);
    const last = compareDates(to, today) < 0 ? to : today;
    if (compareDates(from, last) > 0) return [];
    const own = times.filter((t) => t.storeId === store.id);
    return sectionOutcomes(
      { ...store, firstDay: storeFirstDay(store) },
      datesFrom(from, last),
      own,
      now,
    );
  });
}

export async function periodOnTime(
  ...args: Parameters<typeof periodOutcomes>
): Promise<OnTimeFigures> {
  return onTimeFigures(await periodOutcomes(...args));
}
