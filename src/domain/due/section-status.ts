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
  if (judged === 'on-time') return { tone: 'on-time', label: 'Done on time', dueLabel };
  if (judged === 'late') return { tone: 'late', label: 'Done late', dueLabel };
  if (judged === 'missed') {
    return { tone: 'overdue', label: overdueLabel(minutesOverdue(due, now)), dueLabel };
  }
  return { tone: 'upcoming', label: dueLabel, dueLabel };
}

/** A shift with no checklist 30 minutes after it started. */
export function isNotStarted(timing: ShiftTiming, now: Date): boolean {
  return now.getTime() >= new Date(timing.notStartedAt).getTime();
}

export const NOT_STARTED_LABEL = DUE_MESSAGES.notStarted;
