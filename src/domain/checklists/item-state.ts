import { z } from 'zod/mini';
import type { Section } from '../sections';
import {
  FAILED_ITEM_CANNOT_BE_COMPLETED,
  ISSUE_COMMENT_MAX_LENGTH,
  ISSUE_COMMENT_REQUIRED,
  ISSUE_COMMENT_REQUIRED_TO_RESOLVE,
  ISSUE_COMMENT_TOO_LONG,
  ONLY_FAILED_ITEM_CAN_BE_RESOLVED,
} from './messages';
import { DEFAULT_TRAVEL_PATH_PRIORITY, failurePrioritySchema } from './priorities';
import type { FailurePriority } from './priorities';

/** The part of a checklist item that ticking, failing and resolving change (SPEC §3). */
export interface ChecklistItemState {
  section: Section;
  completed: boolean;
  completedAt: string | null;
  failed: boolean;
  failureComment: string | null;
  failurePriority: FailurePriority | null;
  resolved: boolean;
  resolvedAt: string | null;
}

export type ItemStatus = 'open' | 'completed' | 'failed-unresolved' | 'failed-resolved';

export function itemStatus(
  item: Pick<ChecklistItemState, 'completed' | 'failed' | 'resolved'>,
): ItemStatus {
  if (item.failed) return item.resolved ? 'failed-resolved' : 'failed-unresolved';
  return item.completed ? 'completed' : 'open';
}

export function openItem(section: Section): ChecklistItemState {
  return {
    section,
    completed: false,
    completedAt: null,
    failed: false,
    failureComment: null,
    failurePriority: null,
    resolved: false,
    resolvedAt: null,
  };
}

/** The spec's fail button rule, verbatim: legacy rows may be both completed and failed. */
export function canShowFailButton(
  item: Pick<ChecklistItemState, 'completed' | 'failed' | 'resolved'>,
): boolean {
  return !item.completed || (item.failed && item.resolved);
}

const commentSchema = z
  .string()
  .check(z.maxLength(ISSUE_COMMENT_MAX_LENGTH, ISSUE_COMMENT_TOO_LONG));

/**
 * Each change names the state the caller wants rather than toggling, so a replayed or
 * duplicated request (offline queue, double click) leaves the item as it was.
 */
export const itemChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('complete'), completed: z.boolean() }),
  z.object({
    type: z.literal('fail'),
    comment: commentSchema,
    priority: z.nullish(failurePrioritySchema),
  }),
  z.object({ type: z.literal('unfail') }),
  z.object({
    type: z.literal('resolve'),
    resolved: z.boolean(),
    comment: z.optional(commentSchema),
  }),
]);

export type ItemChange = z.infer<typeof itemChangeSchema>;

export type ItemChangeResult<T extends ChecklistItemState = ChecklistItemState> =
  { ok: true; item: T; changed: boolean } | { ok: false; message: string };

/**
 * Generic so the server can pass whole item rows (id, text, ...) and get them back intact.
 * An unchanged item is returned as the same object, which lets React skip re-rendering it.
 */
export function applyItemChange<T extends ChecklistItemState>(
  item: T,
  change: ItemChange,
  now: string,
): ItemChangeResult<T> {
  switch (change.type) {
    case 'complete':
      return setCompleted(item, change.completed, now);
    case 'fail':
      return fail(item, change.comment, change.priority ?? null);
    case 'unfail':
      return unfail(item);
    case 'resolve':
      return setResolved(item, change.resolved, change.comment, now);
  }
}

/** The fields an item change can alter (an item's section never changes). */
export const ITEM_STATE_KEYS = [
  'completed',
  'completedAt',
  'failed',
  'failureComment',
  'failurePriority',
  'resolved',
  'resolvedAt',
] as const satisfies readonly (keyof ChecklistItemState)[];

function outcome<T extends ChecklistItemState>(before: T, after: T): ItemChangeResult<T> {
  const changed = ITEM_STATE_KEYS.some((key) => before[key] !== after[key]);
  return { ok: true, item: changed ? after : before, changed };
}

function unchanged<T extends ChecklistItemState>(item: T): ItemChangeResult<T> {
  return { ok: true, item, changed: false };
}

function rejected(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

function setCompleted<T extends ChecklistItemState>(
  item: T,
  completed: boolean,
  now: string,
): ItemChangeResult<T> {
  // Ticking must not silently discard a logged issue; the leader clears it first.
  if (item.failed) return completed ? rejected(FAILED_ITEM_CANNOT_BE_COMPLETED) : unchanged(item);
  if (!completed) return outcome(item, { ...item, completed: false, completedAt: null });
  const completedAt = item.completed ? (item.completedAt ?? now) : now;
  return outcome(item, { ...item, completed: true, completedAt });
}

function fail<T extends ChecklistItemState>(
  item: T,
  rawComment: string,
  priority: FailurePriority | null,
): ItemChangeResult<T> {
  const failureComment = rawComment.trim();
  if (failureComment === '') return rejected(ISSUE_COMMENT_REQUIRED);
  // Editing an existing issue without naming a priority keeps the one already chosen.
  const keptPriority = item.failed ? item.failurePriority : null;
  const failurePriority =
    item.section === 'travel-path'
      ? (priority ?? keptPriority ?? DEFAULT_TRAVEL_PATH_PRIORITY)
      : null;
  const keepsResolution = item.failed && item.resolved;
  return outcome(item, {
    ...item,
    completed: false,
    completedAt: null,
    failed: true,
    failureComment,
    failurePriority,
    resolved: keepsResolution,
    resolvedAt: keepsResolution ? item.resolvedAt : null,
  });
}

function unfail<T extends ChecklistItemState>(item: T): ItemChangeResult<T> {
  if (!item.failed) return unchanged(item);
  return outcome(item, {
    ...item,
    failed: false,
    failureComment: null,
    failurePriority: null,
    resolved: false,
    resolvedAt: null,
  });
}

function setResolved<T extends ChecklistItemState>(
  item: T,
  resolved: boolean,
  comment: string | undefined,
  now: string,
): ItemChangeResult<T> {
  if (!item.failed) return resolved ? rejected(ONLY_FAILED_ITEM_CAN_BE_RESOLVED) : unchanged(item);
  const failureComment = comment === undefined ? item.failureComment : comment.trim();
  const blank = (failureComment ?? '').trim() === '';
  if (blank && resolved) return rejected(ISSUE_COMMENT_REQUIRED_TO_RESOLVE);
  if (blank && comment !== undefined) return rejected(ISSUE_COMMENT_REQUIRED);
  const resolvedAt = resolved ? (item.resolved ? (item.resolvedAt ?? now) : now) : null;
  return outcome(item, { ...item, failureComment, resolved, resolvedAt });
}
