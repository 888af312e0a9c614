import { formatTime } from '../dates/format';
import { DUE_MESSAGES } from './settings';
import type { ShiftTiming } from './shift-timing';
import { classifySection, minutesOverdue, overdueLabel } from './timeliness';
import type { Section } from '../sections';

export type SectionDueTone = 'overdue' | 'late' | 'on-time' | 'upcoming';

export interface SectionDueStatus {
  tone: SectionDueTone;
  /** 'Due 8:00 AM', 'Overdue by 20 min', 'Done late', 'Done on time'. */
  label: string;
  dueLabel: string;
  /** The due time, for a screen that words the status in the person's language. */
  dueAt: string;
  /** Whole minutes past the due time (0 before it). */
  minutesOverdue: number;
}

/** What a screen says about a section's due time at `now` (the screen's clock, for display). */
export function sectionDueStatus(
  timing: ShiftTiming,
  section: Section,
  timeZone: string,
  now: Date,
): SectionDueStatus {
  const { dueAt, doneAt } = timing.sections[section];
  const due = new Date(dueAt);
  const dueLabel = `Due ${formatTime(due, timeZone)}`;
  const judged = classifySection(due, doneAt ? new Date(doneAt) : null, now);
  const overdue = minutesOverdue(due, now);
  const base = { dueLabel, dueAt, minutesOverdue: overdue };
  if (judged === 'on-time') return { tone: 'on-time', label: 'Done on time', ...base };
  if (judged === 'late') return { tone: 'late', label: 'Done late', ...base };
  if (judged === 'missed') return { tone: 'overdue', label: overdueLabel(overdue), ...base };
  return { tone: 'upcoming', label: dueLabel, ...base };
}

/** A shift with no checklist 30 minutes after it started. */
export function isNotStarted(timing: ShiftTiming, now: Date): boolean {
  return now.getTime() >= new Date(timing.notStartedAt).getTime();
}

export const NOT_STARTED_LABEL = DUE_MESSAGES.notStarted;
