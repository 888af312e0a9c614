import type { IsoDate } from '#domain/dates';
import { sharedDueTimes } from '#domain/due/on-time';
import { planPeriod } from '#domain/due/period-plan';
import { onTimeFiguresOf, type OnTimeFigures } from '#domain/due/timeliness';
import type { Db } from '../db/database';
import type { StoreRecord } from '../stores/repository';
import { sumSectionOutcomes } from './repository';

/**
 * The on-time figures of each section the stores owed in [from, to], judged at `now`; days
 * after a store's today owe nothing yet. The database judges the checklists it has and answers
 * with one row (sumSectionOutcomes); shifts with no checklist are counted here from the due
 * times alone: each of their sections is missed once due.
 */
export async function periodOnTime(
  db: Db,
  stores: readonly StoreRecord[],
  from: IsoDate,
  to: IsoDate,
  now: Date,
): Promise<OnTimeFigures> {
  const plan = planPeriod(stores, from, to, now, sharedDueTimes());
  const present = await sumSectionOutcomes(db, plan);
  return onTimeFiguresOf({
    'on-time': present.onTime,
    late: present.late,
    missed: present.missed + plan.overdueIfAbsent - present.overdueOfPresent,
    pending: 0,
  });
}
