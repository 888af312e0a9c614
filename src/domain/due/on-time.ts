import { addDays, compareDates, type IsoDate } from '../dates/calendar';
import { storeFirstDay } from '../dates/business-date';
import { SECTIONS, type Section } from '../sections';
import { SHIFT_CATEGORIES, type ShiftCategory } from '../shifts';
import type { SectionDoneAt, TimedStore } from './shift-timing';
import { sectionDueTimes, shiftWindow } from './shift-window';
import { classifyAt, tallyTimeliness, type OnTimeFigures, type Timeliness } from './timeliness';

export interface ChecklistTimes {
  businessDate: IsoDate;
  category: ShiftCategory;
  sectionDoneAt: SectionDoneAt;
}

export interface SectionOutcome {
  date: IsoDate;
  category: ShiftCategory;
  section: Section;
  timeliness: Timeliness;
}

/** Each section's due instant (ms) of a store's shift on a business date. */
export type DueTimesOf = (
  store: TimedStore,
  date: IsoDate,
  category: ShiftCategory,
) => Record<Section, number>;

/**
 * Due times computed once per (store settings, date, shift) for as long as the memo lives:
 * a chain's stores mostly share a zone and shift times, so a period of 1,500 stores asks for
 * the same few dozen windows over and over.
 */
export function dueTimesMemo(): DueTimesOf {
  return createDueTimesMemo().dueTimes;
}

function createDueTimesMemo() {
  // Stores with the same zone and settings share a small number, so a key stays short.
  const profileIds = new Map<string, number>();
  const profiles = new WeakMap<TimedStore, number>();
  const known = new Map<string, Record<Section, number>>();
  const dueTimes: DueTimesOf = (store, date, category) => {
    let profile = profiles.get(store);
    if (profile === undefined) {
      const settings = JSON.stringify([store.timezone, store.shiftSettings, store.dueSettings]);
      profile = profileIds.get(settings) ?? profileIds.size;
      profileIds.set(settings, profile);
      profiles.set(store, profile);
    }
    const key = `${profile}|${date}|${category}`;
    let due = known.get(key);
    if (!due) {
      const times = sectionDueTimes(
        shiftWindow(date, category, store.shiftSettings, store.timezone),
        store.dueSettings,
      );
      due = {
        'pre-shift': times['pre-shift'].getTime(),
        'travel-path': times['travel-path'].getTime(),
        'post-shift': times['post-shift'].getTime(),
      };
      known.set(key, due);
    }
    return due;
  };
  return { dueTimes, windows: () => known.size + profileIds.size };
}

/**
 * The first business date a store owes sections on: its first day when it existed before that
 * day's first section was due, else the next. A store created in the afternoon is not judged
 * for the morning it did not exist in: a new install starts with no missed shifts.
 */
export function firstOwedDay(
  store: TimedStore & { createdAt: string },
  dueTimes: DueTimesOf,
): IsoDate {
  const first = storeFirstDay(store);
  const created = Date.parse(store.createdAt);
  for (const category of SHIFT_CATEGORIES) {
    if (!store.shiftSettings[category].enabled) continue;
    const due = dueTimes(store, first, category);
    if (Math.min(due['pre-shift'], due['travel-path'], due['post-shift']) < created) {
      return addDays(first, 1);
    }
  }
  return first;
}

/** Windows and settings the process-wide memo holds before it starts afresh. */
const SHARED_DUE_TIMES_LIMIT = 50_000;
let shared: ReturnType<typeof createDueTimesMemo> | null = null;

/**
 * One memo for every request: a shift's due times depend only on the zone, the store's
 * settings (both in the key), the date and the shift, so they never go stale; every report
 * of the same week asks for the same ones. Bounded: past 50,000 it starts afresh.
 */
export function sharedDueTimes(): DueTimesOf {
  if (!shared || shared.windows() > SHARED_DUE_TIMES_LIMIT) shared = createDueTimesMemo();
  return shared.dueTimes;
}

/**
 * Every section a store owed on the given dates (ascending), judged at `now`: each enabled
 * shift's three sections (a shift with no checklist owes them all, and misses them once due),
 * plus those of any checklist of a shift since switched off. Dates before the store opened owe
 * nothing. Each one is handed to `visit`, so a period's tally builds no list.
 */
export function visitSectionOutcomes(
  store: TimedStore & { firstDay: IsoDate },
  dates: readonly IsoDate[],
  checklists: readonly ChecklistTimes[],
  now: Date,
  dueTimes: DueTimesOf,
  // Positional, not an outcome object: a chain's month visits some 50,000 sections.
  visit: (date: IsoDate, category: ShiftCategory, section: Section, timeliness: Timeliness) => void,
): void {
  const byKey = new Map(checklists.map((c) => [`${c.businessDate}|${c.category}`, c]));
  const nowMs = now.getTime();
  let opened = false;
  for (const date of dates) {
    if (!opened) {
      if (compareDates(date, store.firstDay) < 0) continue;
      opened = true;
    }
    for (const category of SHIFT_CATEGORIES) {
      const checklist = byKey.get(`${date}|${category}`);
      if (!checklist && !store.shiftSettings[category].enabled) continue;
      const due = dueTimes(store, date, category);
      for (const section of SECTIONS) {
        const doneAt = checklist?.sectionDoneAt[section];
        visit(
          date,
          category,
          section,
          classifyAt(due[section], doneAt ? Date.parse(doneAt) : null, nowMs),
        );
      }
    }
  }
}

/**
 * The earliest section due time at or after `now` of any of the store's shifts on these dates:
 * until it passes, no section of them can turn from pending to missed, so a period's on-time
 * figures stay as they are unless a checklist changes. Null when every one has passed.
 */
export function nextDueAfter(
  store: TimedStore,
  dates: readonly IsoDate[],
  now: Date,
  dueTimes: DueTimesOf,
): number | null {
  const nowMs = now.getTime();
  let next: number | null = null;
  for (const date of dates) {
    for (const category of SHIFT_CATEGORIES) {
      const due = dueTimes(store, date, category);
      for (const section of SECTIONS) {
        const at = due[section];
        if (at >= nowMs && (next === null || at < next)) next = at;
      }
    }
  }
  return next;
}

/** visitSectionOutcomes as a list. */
export function sectionOutcomes(
  store: TimedStore & { firstDay: IsoDate },
  dates: readonly IsoDate[],
  checklists: readonly ChecklistTimes[],
  now: Date,
  dueTimes: DueTimesOf = dueTimesMemo(),
): SectionOutcome[] {
  const outcomes: SectionOutcome[] = [];
  visitSectionOutcomes(
    store,
    dates,
    checklists,
    now,
    dueTimes,
    (date, category, section, timeliness) => outcomes.push({ date, category, section, timeliness }),
  );
  return outcomes;
}

export function onTimeFigures(outcomes: readonly SectionOutcome[]): OnTimeFigures {
  return tallyTimeliness(outcomes.map((o) => o.timeliness));
}
