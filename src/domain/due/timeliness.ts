import { DUE_MESSAGES } from './settings';

/** pending: not done and not yet due, so it counts neither way. */
export type Timeliness = 'on-time' | 'late' | 'missed' | 'pending';

/**
 * A section done by its due time is on time, done after it late; not done once the due time
 * has passed, missed. `doneAt` is when the server saved the change that completed the
 * section, never a device's clock.
 */
export function classifySection(dueAt: Date, doneAt: Date | null, now: Date): Timeliness {
  return classifyAt(dueAt.getTime(), doneAt ? doneAt.getTime() : null, now.getTime());
}

/** classifySection on epoch milliseconds, for periods that judge many thousands of sections. */
export function classifyAt(dueMs: number, doneMs: number | null, nowMs: number): Timeliness {
  if (doneMs !== null) return doneMs <= dueMs ? 'on-time' : 'late';
  return nowMs > dueMs ? 'missed' : 'pending';
}

export interface OnTimeFigures {
  onTime: number;
  late: number;
  missed: number;
  /** Whole per cent of the counted sections that were on time; null when none counted. */
  onTimeRate: number | null;
}

/** A count of each outcome, all zero, to add to one section at a time. */
export function noTimeliness(): Record<Timeliness, number> {
  return { 'on-time': 0, late: 0, missed: 0, pending: 0 };
}

export function tallyTimeliness(values: Iterable<Timeliness>): OnTimeFigures {
  const counts = noTimeliness();
  for (const value of values) counts[value] += 1;
  return onTimeFiguresOf(counts);
}

/** The figures from counts of each outcome; pending sections are not counted yet. */
export function onTimeFiguresOf(counts: Readonly<Record<Timeliness, number>>): OnTimeFigures {
  const onTime = counts['on-time'];
  const counted = onTime + counts.late + counts.missed;
  return {
    onTime,
    late: counts.late,
    missed: counts.missed,
    onTimeRate: counted === 0 ? null : Math.round((onTime / counted) * 100),
  };
}

/** Whole minutes past the due time (0 before it). */
export function minutesOverdue(dueAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / 60_000));
}

export function onTimeRateLabel(rate: number | null): string {
  return rate === null ? '–' : `${rate}%`;
}

export const TIMELINESS_LABELS: Record<Exclude<Timeliness, 'pending'>, string> = {
  'on-time': DUE_MESSAGES.onTime,
  late: DUE_MESSAGES.late,
  missed: DUE_MESSAGES.missed,
};
