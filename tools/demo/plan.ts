// Which checklists the demo history has, when each shift ran and how it went.
import {
  addDays,
  businessDayBounds,
  businessDayStart,
  parseTimeOfDay,
  type IsoDate,
} from '#domain/dates';
import { SHIFT_CATEGORIES, type ShiftCategory, type ShiftSettings } from '#domain/shifts';
import type { Random } from './random';

/** 8 weeks up to and including today. */
export const DEMO_HISTORY_DAYS = 56;

/**
 * complete: every item done, perhaps a resolved issue; issues: every item done with failures
 * left unresolved; partial: abandoned part-way; in-progress: a shift still running now.
 */
export type Outcome = 'complete' | 'issues' | 'partial' | 'in-progress';

export interface ShiftPlan {
  date: IsoDate;
  category: ShiftCategory;
  /** When the leader opened the checklist. */
  start: Date;
  /** The shift's end, or now for a shift still running. */
  end: Date;
  outcome: Outcome;
  /** Which of the store's two leaders ran the shift. */
  leader: 0 | 1;
}

// Out of every shift in the history: about 10 % never got a checklist, 10 % ended with
// unresolved failures, 5 % were left part-way and the rest, three quarters, completed.
const GAP = 0.1;
const ISSUES = 0.2;
const PARTIAL = 0.25;

const MINUTE = 60_000;

/** Minutes from the business day's start to `time`, wrapping past midnight. */
function minutesIntoDay(time: string, dayStart: string): number {
  return (parseTimeOfDay(time) - parseTimeOfDay(dayStart) + 1440) % 1440;
}

function shiftMinutes(startTime: string, endTime: string): number {
  return (parseTimeOfDay(endTime) - parseTimeOfDay(startTime) + 1440) % 1440 || 1440;
}

function pastOutcome(random: Random): Outcome | null {
  const roll = random.next();
  if (roll < GAP) return null;
  if (roll < ISSUES) return 'issues';
  if (roll < PARTIAL) return 'partial';
  return 'complete';
}

/** The store's shifts, day by day, oldest first; only shifts that had started by `now`. */
export function planStoreHistory(
  settings: ShiftSettings,
  timezone: string,
  today: IsoDate,
  now: Date,
  random: Random,
): ShiftPlan[] {
  const dayStart = businessDayStart(settings);
  const plans: ShiftPlan[] = [];
  for (let back = DEMO_HISTORY_DAYS - 1; back >= 0; back -= 1) {
    const date = addDays(today, -back);
    const { start: dayBegins, end: dayEnds } = businessDayBounds(date, timezone, dayStart);
    for (const category of SHIFT_CATEGORIES) {
      const shift = settings[category];
      if (!shift.enabled) continue;
      const outcome = pastOutcome(random);
      const leader = random.chance(0.5) ? 1 : 0;
      // A few minutes either side of the rota time, as real shifts start.
      const lateBy = random.int(-10, 15);
      const rotaStart = dayBegins.getTime() + minutesIntoDay(shift.startTime, dayStart) * MINUTE;
      // Inside the business day, or the checklist would belong to the day before or after.
      const start = new Date(
        Math.min(
          dayEnds.getTime() - MINUTE,
          Math.max(dayBegins.getTime(), rotaStart + lateBy * MINUTE),
        ),
      );
      const end = new Date(rotaStart + shiftMinutes(shift.startTime, shift.endTime) * MINUTE);
      if (start >= now) continue;
      // Today's checklists are all under way, ready for a visitor to carry on ticking.
      if (date === today || end > now) {
        const until = end > now ? now : end;
        plans.push({ date, category, start, end: until, outcome: 'in-progress', leader });
      } else if (outcome !== null) {
        plans.push({ date, category, start, end, outcome, leader });
      }
    }
  }
  return plans;
}
