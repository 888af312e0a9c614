// What both ways of saving a tick write (tick-repository.ts, and locked-tick-repository.ts under
// the checklist's lock): the statements' texts and their parameters, in one place.
import type { ChecklistItem } from '#domain/checklists/api';
import type { RecountedChecklist } from '#domain/checklists/recount';
import type { NewChecklistEvent } from './events-repository';
import { sectionDoneParameters } from './section-done-columns';

export const UPDATE_ITEM = `update checklist_items set completed = ?, completed_at = ?,
  completed_by = ?, failed = ?, failure_comment = ?, failure_priority = ?, resolved = ?,
  resolved_at = ?, updated_at = ? where id = ?`;

/** The recounted columns, in countParameters order. */
export const SET_COUNTS = `progress = ?, completed_at = ?, open_issues = ?, section_counts = ?,
  pre_shift_done_at = ?, travel_path_done_at = ?, post_shift_done_at = ?, updated_at = ?`;

export const EVENT_INTO = `insert into checklist_events (checklist_id, at, user_id, user_name,
  action, subject, summary, before_json, after_json)`;
export const EVENT_VALUES = '?, ?, ?, ?, ?, ?, ?, ?, ?';
export const INSERT_EVENT = `${EVENT_INTO} values (${EVENT_VALUES})`;

export const itemParameters = (item: ChecklistItem) => [
  item.completed,
  item.completedAt,
  item.completedBy,
  item.failed,
  item.failureComment,
  item.failurePriority,
  item.resolved,
  item.resolvedAt,
  item.updatedAt,
  item.id,
];

export const countParameters = (counts: RecountedChecklist, now: string) => [
  counts.progress,
  counts.completedAt,
  counts.openIssues,
  JSON.stringify(counts.sectionCounts),
  ...sectionDoneParameters(counts.sectionDoneAt),
  now,
];

export const eventParameters = (event: NewChecklistEvent) => [
  event.checklistId,
  event.at,
  event.userId,
  event.userName,
  event.action,
  event.subject,
  event.summary,
  event.before === null ? null : JSON.stringify(event.before),
  event.after === null ? null : JSON.stringify(event.after),
];
