// What a tick does, decided from what it read (SPEC §4 "Item states"): no I/O, so the group
// (group.ts) can decide many ticks of one checklist one after another from a single read.
import { actionStep } from '#domain/actions/actions';
import type { ChecklistItem, ItemChangeResponse } from '#domain/checklists/api';
import { applyItemChange, type ItemChange } from '#domain/checklists/item-state';
import { CHECKLIST_ITEM_NOT_FOUND, CHECKLIST_NOT_FOUND } from '#domain/checklists/messages';
import { recountAfterItemChange, type RecountedChecklist } from '#domain/checklists/recount';
import type { Caller } from '../../auth/caller';
import { requireAccess } from '../../authz/require-access';
import { badRequest, notFound } from '../../http/errors';
import type { StoredKey } from '../../idempotency/repository';
import { enteredReading, type NewReading } from '../../readings/repository';
import type { TemperatureUnit } from '#domain/readings/units';
import type { BusMessage } from '../../live/bus';
import { raisesPriorityNotice } from '../../notifications/checklist-events';
import { checklistChanged } from '../change';
import type { NewChecklistEvent } from '../events-repository';
import type { ChecklistRecord } from '../repository';
import { eventsBy, itemChanged } from '../history';
import { lateMadeAt } from '#domain/signals/made-at';
import { toChangedItem, toChecklistCounts } from '../presenter';
import { tellsOthers } from '../../integrations/webhooks/tick-events';

export interface TickRequest {
  checklistId: string;
  itemId: string;
  change: ItemChange;
  now: string;
  /** When the person's device made it (the Made-At header of a queued write), if it said. */
  madeAt?: string | null;
}

/** The checklist as a tick needs it: who may change it, its stored counts and its version. */
export type TickedChecklist = Pick<
  ChecklistRecord,
  | 'id'
  | 'storeId'
  | 'createdBy'
  | 'businessDate'
  | 'progress'
  | 'completedAt'
  | 'openIssues'
  | 'sectionCounts'
  | 'sectionDoneAt'
  | 'version'
  | 'updatedAt'
>;

/** What a tick reads before it writes, in one statement. */
export interface TickRead {
  /** The request's Idempotency-Key as stored, when it was used before. */
  stored: StoredKey | null;
  checklist: TickedChecklist | null;
  item: ChecklistItem | null;
  /** How the checklist's store reads temperatures. */
  storeUnit: TemperatureUnit;
}

export type TickDecision =
  /** The Idempotency-Key was used before: answer as the first did. */
  | { kind: 'replay'; stored: StoredKey }
  | { kind: 'unchanged'; answer: ItemChangeResponse }
  /** The change writes more than the item (a notification, photos to drop): under the lock. */
  | { kind: 'under-lock' }
  | {
      kind: 'change';
      /** The checklist as the change leaves it: a tick decided after it starts from there. */
      after: TickedChecklist;
      before: ChecklistItem;
      item: ChecklistItem;
      counts: RecountedChecklist;
      answer: ItemChangeResponse;
      event: NewChecklistEvent;
      /** The reading entered, for the temperature log; null for any other change. */
      reading: NewReading | null;
      message: BusMessage;
    };

/**
 * Whose rules allow the change: the checklist's (a tick), or a corrective action's, checked by
 * the action's service before it resolves or unresolves the failure.
 */
export type TickAccess = 'checklist' | 'action';

/**
 * Decides a tick from the Idempotency-Key, the checklist and the item as read, and recounts the
 * checklist from its stored counts. The refusals (not found, not allowed, not a valid change) are
 * thrown. `underLock`: the tick already holds the checklist's lock, so it may write more.
 */
export function decideTick(
  user: Caller,
  request: TickRequest,
  read: TickRead,
  underLock = false,
  access: TickAccess = 'checklist',
): TickDecision {
  const { change, now } = request;
  if (read.stored) return { kind: 'replay', stored: read.stored };
  const { checklist, item: before } = read;
  if (!checklist) throw notFound(CHECKLIST_NOT_FOUND);
  if (access === 'checklist') requireAccess(user, 'checklist:edit', checklist);
  if (!before) throw notFound(CHECKLIST_ITEM_NOT_FOUND);
  const result = applyItemChange(before, change, now, read.storeUnit);
  if (!result.ok) throw badRequest(result.message);
  if (!result.changed) {
    return {
      kind: 'unchanged',
      answer: { item: toChangedItem(before), checklist: toChecklistCounts(checklist) },
    };
  }
  const item = {
    ...result.item,
    completedBy: completedBy(before, result.item, user.id),
    updatedAt: now,
  };
  // A failure opened, re-prioritised, resolved or taken back writes its action (a cleared one
  // takes its photos with it); an A or B failure tells the managers at once; a failure that
  // needs a photo is resolved only once the photo is there.
  // So does one other systems hear of (a failure, a reading outside its limits, the last item).
  const counts = recountAfterItemChange(checklist, before, item, now);
  const writesMore =
    actionStep(before, item) !== null ||
    raisesPriorityNotice(item) ||
    resolvesNeedingPhoto(before, item) ||
    tellsOthers({
      checklist,
      before,
      item,
      completedAt: counts.completedAt,
      storeUnit: read.storeUnit,
    });
  if (writesMore && !underLock) return { kind: 'under-lock' };
  const after = { ...checklist, ...counts, version: checklist.version + 1, updatedAt: now };
  const [drafted] = eventsBy(user, checklist.id, now, [itemChanged(before, item)]);
  if (!drafted) throw new Error('an item change has one history event');
  const event = { ...drafted, madeAt: lateMadeAt(request.madeAt, now) };
  const reading = enteredReading(change, checklist, item, { ...event, at: now }, read.storeUnit);
  return {
    kind: 'change',
    after,
    before,
    item,
    counts,
    answer: { item: toChangedItem(item), checklist: toChecklistCounts(after) },
    event,
    reading,
    message: checklistChanged(user, checklist, 'changed'),
  };
}

/** The change resolves the failure of an item that needs a photo of the problem to be resolved. */
export function resolvesNeedingPhoto(before: ChecklistItem, after: ChecklistItem): boolean {
  return after.photoOnFail && after.failed && after.resolved && !(before.failed && before.resolved);
}

/** Who ticked it: set by the tick, kept while it stays ticked, cleared when it is not. */
function completedBy(before: ChecklistItem, after: ChecklistItem, userId: string) {
  if (!after.completed) return null;
  return before.completed ? before.completedBy : userId;
}
