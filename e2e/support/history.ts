// The past checklists the end-to-end database holds, so the weekly and monthly views have a
// history to show. seed.ts creates them; the view tests find them by the same plan. High Street's
// and Riverside's are views.spec.ts's, Harbour Road's store-choice.spec.ts's.
import { addDays, startOfWeek, type IsoDate } from '#domain/dates';
import type { ShiftCategory } from '#domain/shifts';
import type { STORES } from './accounts';

export type HistoryOutcome = 'complete' | 'open-issue' | 'partial';

export interface HistoryEntry {
  store: keyof typeof STORES;
  /** Weeks before the current one (1 = last week). */
  weeksAgo: number;
  /** 0 = Monday .. 6 = Sunday. */
  weekday: number;
  category: ShiftCategory;
  outcome: HistoryOutcome;
}

/** Items ticked for a partial checklist, and before the failure of an open-issue one. */
export const PARTIAL_TICKS = 20;
export const ISSUE_TICKS = 30;

export const HISTORY = {
  lastTuesdayBreakfast: {
    store: 'highStreet',
    weeksAgo: 1,
    weekday: 1,
    category: 'breakfast',
    outcome: 'complete',
  },
  lastTuesdayDay: {
    store: 'highStreet',
    weeksAgo: 1,
    weekday: 1,
    category: 'day',
    outcome: 'open-issue',
  },
  lastThursdayNight: {
    store: 'highStreet',
    weeksAgo: 1,
    weekday: 3,
    category: 'night',
    outcome: 'partial',
  },
  twoWeeksAgoMonday: {
    store: 'highStreet',
    weeksAgo: 2,
    weekday: 0,
    category: 'breakfast',
    outcome: 'partial',
  },
  twoWeeksAgoFriday: {
    store: 'highStreet',
    weeksAgo: 2,
    weekday: 4,
    category: 'day',
    outcome: 'complete',
  },
  /** store-choice.spec.ts's store: the same day's breakfast, done. */
  harbourLastTuesdayBreakfast: {
    store: 'harbour',
    weeksAgo: 1,
    weekday: 1,
    category: 'breakfast',
    outcome: 'complete',
  },
  /** Deleted by the delete test; nothing else looks at it. */
  riversideToDelete: {
    store: 'riverside',
    weeksAgo: 1,
    weekday: 2,
    category: 'day',
    outcome: 'partial',
  },
} as const satisfies Record<string, HistoryEntry>;

export function historyDate(today: IsoDate, entry: HistoryEntry): IsoDate {
  return addDays(startOfWeek(today), -7 * entry.weeksAgo + entry.weekday);
}

/**
 * actions.spec.ts: Dock Road's fryer item failed on these earlier days of its day shift; once
 * more today and it has failed RECURRING_COUNT times in RECURRING_DAYS days.
 */
export const RECURRING_FAILURE = {
  item: 'Fryer 2 thermostat',
  category: 'day',
  daysAgo: [2, 9],
} as const satisfies { item: string; category: ShiftCategory; daysAgo: readonly number[] };
