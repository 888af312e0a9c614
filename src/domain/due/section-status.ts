import type { ShiftTiming } from './shift-timing';
import { classifySection, minutesOverdue } from './timeliness';
import type { Section } from '../sections';

export type SectionDueTone = 'overdue' | 'late' | 'on-time' | 'upcoming';

export interface SectionDueStatus {
  /** Worded by the screen in the person's language: 'Due 8:00 AM', 'Overdue by 20 min'… */
  tone: SectionDueTone;
  /** The due time. */
  dueAt: string;
  /** Whole minutes past the due time (0 before it). */
  minutesOverdue: number;
}

/** What a screen says about a section's due time at `now` (the screen's clock, for display). */
export function sectionDueStatus(
  timing: ShiftTiming,
  section: Section,
  now: Date,
): SectionDueStatus {
  const { dueAt, doneAt } = timing.sections[section];
  const due = new Date(dueAt);
  const judged = classifySection(due, doneAt ? new Date(doneAt) : null, now);
  const overdue = minutesOverdue(due, now);
  const base = { dueAt, minutesOverdue: overdue };
  if (judged === 'on-time') return { tone: 'on-time', ...base };
  if (judged === 'late') return { tone: 'late', ...base };
  if (judged === 'missed') return { tone: 'overdue', ...base };
  return { tone: 'upcoming', ...base };
}

/** A shift with no checklist 30 minutes after it started. */
export function isNotStarted(timing: ShiftTiming, now: Date): boolean {
  return now.getTime() >= new Date(timing.notStartedAt).getTime();
}
