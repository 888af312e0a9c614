// What a tick does, decided from what it read: shared by the tick run on its own
// (item-service.ts), the ticks run together (tick-group.ts) and the tick under the checklist's
// lock.
import type {
  ChecklistCounts,
  ChecklistItem,
  ChangedItem,
  ItemChangeResponse,
} from '#domain/checklists/api';
import { applyItemChange, type ItemChange } from '#domain/checklists/item-state';
import { CHECKLIST_ITEM_NOT_FOUND, CHECKLIST_NOT_FOUND } from '#domain/checklists/messages';
import { checklistStatus } from '#domain/checklists/progress';
import { recountAfterItemChange, type RecountedChecklist } from '#domain/checklists/recount';
import type { Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import { badRequest, notFound } from '../http/errors';
import type { StoredKey } from '../idempotency/repository';
import type { BusMessage } from '../live/bus';
import { raisesPriorityNotice } from '../notifications/checklist-events';
import { checklistChanged } from './change';
import type { NewChecklistEvent } from './events-repository';
import { eventsBy, itemChanged } from './history';
import type { LockedForTick, TickRead } from './tick-repository';

export interface TickRequest {
  checklistId: string;
  itemId: string;
  change: ItemChange;
  now: string;
}

/** Who ticked it: set by the tick, kept while it stays ticked, cleared when it is not. */
function completedBy(before: ChecklistItem, after: ChecklistItem, userId: string) {
  if (!after.completed) return null;
  return before.completed ? before.completedBy : userId;
}

/** Exactly the answer's fields: the answer is also what a repeat gets back, verbatim. */
export function stateOf(item: ChecklistItem): ChangedItem {
  return {
    id: item.id,
    completed: item.completed,
    completedAt: item.completedAt,
    completedBy: item.completedBy,
    failed: item.failed,
    failureComment: item.failureComment,
    failurePriority: item.failurePriority,
    resolved: item.resolved,
    resolvedAt: item.resolvedAt,
    updatedAt: item.updatedAt,
  };
}

export function countsOf(
  locked: LockedForTick,
  counts: Omit<ChecklistCounts, 'id' | 'version' | 'updatedAt' | 'status'>,
  changed: { version: number; updatedAt: string },
): ChecklistCounts {
  return {
    id: locked.id,
    version: changed.version,
    updatedAt: changed.updatedAt,
    progress: counts.progress,
    completedAt: counts.completedAt,
    openIssues: counts.openIssues,
    status: checklistStatus(counts),
    sectionCounts: counts.sectionCounts,
  };
}

export function changedItem(
  before: ChecklistItem,
  after: ChecklistItem,
  userId: string,
  now: string,
): ChecklistItem {
  return { ...after, completedBy: completedBy(before, after, userId), updatedAt: now };
}

/** A cleared failure takes its photos with it; an A or B failure tells the managers at once. */
function writesMoreThanTheItem(before: ChecklistItem, after: ChecklistItem): boolean {
  return (before.failed && !after.failed) || raisesPriorityNotice(after);
}

export function historyEvent(
  user: Caller,
  checklistId: string,
  now: string,
  before: ChecklistItem,
  after: ChecklistItem,
): NewChecklistEvent {
  const [event] = eventsBy(user, checklistId, now, [itemChanged(before, after)]);
  if (!event) throw new Error('an item change has one history event');
  return event;
}

export type TickDecision =
  /** The Idempotency-Key was used before: answer as the first did. */
  | { kind: 'replay'; stored: StoredKey }
  | { kind: 'unchanged'; answer: ItemChangeResponse }
  /** The change writes more than the item (a notification, photos to drop). */
  | { kind: 'in-transaction' }
  | {
      kind: 'change';
      /** The checklist's version as read: the write applies only while it is still so. */
      version: number;
      /** The checklist as the change leaves it: a tick decided after it starts from there. */
      after: LockedForTick;
      item: ChecklistItem;
      counts: RecountedChecklist;
      answer: ItemChangeResponse;
      event: NewChecklistEvent;
      message: BusMessage;
    };

/**
 * Decides a tick (SPEC §4 "Item states") from the Idempotency-Key, the checklist and the item as
 * read, and recounts the checklist from its stored counts. The refusals (not found, not allowed,
 * not a valid change) are thrown.
 */
export function decideTick(user: Caller, request: TickRequest, read: TickRead): TickDecision {
  const { change, now } = request;
  if (read.stored) return { kind: 'replay', stored: read.stored };
  const { checklist, item: before } = read;
  if (!checklist) throw notFound(CHECKLIST_NOT_FOUND);
  requireAccess(user, 'checklist:edit', checklist);
  if (!before) throw notFound(CHECKLIST_ITEM_NOT_FOUND);
  const result = applyItemChange(before, change, now);
  if (!result.ok) throw badRequest(result.message);
  if (!result.changed) {
    const answer = { item: stateOf(before), checklist: countsOf(checklist, checklist, checklist) };
    return { kind: 'unchanged', answer };
  }
  const item = changedItem(before, result.item, user.id, now);
  if (writesMoreThanTheItem(before, item)) return { kind: 'in-transaction' };
  const counts = recountAfterItemChange(checklist, before, item, now);
  const changed = { version: checklist.version + 1, updatedAt: now };
  return {
    kind: 'change',
    version: checklist.version,
    after: afterChange(checklist, counts, now),
    item,
    counts,
    answer: { item: stateOf(item), checklist: countsOf(checklist, counts, changed) },
    event: historyEvent(user, request.checklistId, now, before, item),
    message: checklistChanged(user, checklist, 'changed'),
  };
}

function afterChange(
  checklist: LockedForTick,
  counts: RecountedChecklist,
  now: string,
): LockedForTick {
  return {
    ...checklist,
    progress: counts.progress,
    completedAt: counts.completedAt,
    openIssues: counts.openIssues,
    sectionCounts: counts.sectionCounts,
    sectionDoneAt: counts.sectionDoneAt,
    version: checklist.version + 1,
    updatedAt: now,
  };
}
