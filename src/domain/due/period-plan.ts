import { addDays, businessDayStart, compareDates, storeToday, type IsoDate } from '../dates';
import { SHIFT_CATEGORIES, type ShiftCategory } from '../shifts';
import { firstOwedDay, type DueTimesOf } from './on-time';
import type { TimedStore } from './shift-timing';

/** The dates one store owes sections on in a period: from its first day, up to its today. */
export interface OwingStore {
  storeId: string;
  /** Stores with the same zone, shift times and due settings share one. */
  profile: number;
  from: IsoDate;
  to: IsoDate;
  /** Its enabled shifts' sections past due in the period, as if none had a checklist. */
  overdueIfAbsent: number;
}

/** The due times of one profile's shift on one date, as ISO 8601 UTC with milliseconds. */
export interface ShiftDue {
  profile: number;
  date: IsoDate;
  category: ShiftCategory;
  enabled: boolean;
  /** pre-shift, travel-path, post-shift */
  due: readonly [string, string, string];
  /** Which of the three were due before now: missed, if not done. */
  overdue: readonly [boolean, boolean, boolean];
}

/**
 * What a database needs to judge a period's sections itself (visitSectionOutcomes, row by row
 * in SQL): which dates each store owes, each shift's due times, and how many sections were
 * missed by shifts that have no checklist — every enabled shift's sections past due, less those
 * of the shifts whose checklist the database finds. Due times depend only on a store's zone and
 * settings, so a chain of 1,500 stores shares a few dozen of them per date.
 */
export interface PeriodPlan {
  stores: OwingStore[];
  dues: ShiftDue[];
  /** Sections past due of every enabled shift owed, as if none had a checklist. */
  overdueIfAbsent: number;
}

export type StoreToJudge = TimedStore & { id: string; createdAt: string };

export function planPeriod(
  stores: readonly StoreToJudge[],
  from: IsoDate,
  to: IsoDate,
  now: Date,
  dueMsOf: DueTimesOf,
): PeriodPlan {
  const nowMs = now.getTime();
  // Dates as positions in the period: a chain's stores are compared and summed by number.
  const dates: IsoDate[] = [];
  for (let date = from; compareDates(date, to) <= 0; date = addDays(date, 1)) dates.push(date);
  const position = new Map(dates.map((date, index) => [date, index]));
  const profileIds = new Map<string, number>();
  const todays = new Map<string, IsoDate>();
  /** Per profile: its first store (for the settings) and the positions any of its stores owe. */
  const profiles: { store: StoreToJudge; first: number; last: number }[] = [];
  const owing: { storeId: string; profile: number; first: number; last: number }[] = [];
  for (const store of stores) {
    const zoneDay = `${store.timezone}|${businessDayStart(store.shiftSettings)}`;
    const today = todays.get(zoneDay) ?? storeToday(store, now);
    todays.set(zoneDay, today);
    const firstDay = firstOwedDay(store, dueMsOf);
    if (compareDates(today, from) < 0 || compareDates(firstDay, to) > 0) continue;
    const first = compareDates(firstDay, from) <= 0 ? 0 : position.get(firstDay)!;
    const last = compareDates(today, to) >= 0 ? dates.length - 1 : position.get(today)!;
    if (first > last) continue;
    const settings = JSON.stringify([store.timezone, store.shiftSettings, store.dueSettings]);
    let profile = profileIds.get(settings);
    if (profile === undefined) {
      profile = profiles.length;
      profileIds.set(settings, profile);
      profiles.push({ store, first, last });
    } else {
      const known = profiles[profile]!;
      known.first = Math.min(known.first, first);
      known.last = Math.max(known.last, last);
    }
    owing.push({ storeId: store.id, profile, first, last });
  }

  const dues: ShiftDue[] = [];
  /** Per profile: sections of enabled shifts past due, summed up to each position. */
  const overdueBefore: number[][] = [];
  profiles.forEach(({ store, first, last }, profile) => {
    const sums = new Array<number>(dates.length + 1).fill(0);
    for (let index = first; index <= last; index += 1) {
      const date = dates[index]!;
      let overdueThatDay = 0;
      for (const category of SHIFT_CATEGORIES) {
        const ms = dueMsOf(store, date, category);
        const enabled = store.shiftSettings[category].enabled;
        const a = ms['pre-shift'];
        const b = ms['travel-path'];
        const c = ms['post-shift'];
        const overdue = [nowMs > a, nowMs > b, nowMs > c] as const;
        if (enabled) overdueThatDay += overdue.filter(Boolean).length;
        const iso = (at: number) => new Date(at).toISOString();
        dues.push({ profile, date, category, enabled, due: [iso(a), iso(b), iso(c)], overdue });
      }
      sums[index + 1] = overdueThatDay;
    }
    for (let index = 1; index <= dates.length; index += 1) sums[index]! += sums[index - 1]!;
    overdueBefore.push(sums);
  });

  let overdueIfAbsent = 0;
  const owingStores = owing.map(({ storeId, profile, first, last }) => {
    const sums = overdueBefore[profile]!;
    const owed = sums[last + 1]! - sums[first]!;
    overdueIfAbsent += owed;
    return { storeId, profile, from: dates[first]!, to: dates[last]!, overdueIfAbsent: owed };
  });
  return {
    stores: owingStores,
    dues,
    overdueIfAbsent,
  };
}
