import type {
  ChecklistCounts,
  ChecklistItem,
  ChangedItem,
  ItemChangeResponse,
} from '../../domain/checklists/api';
import { applyItemChange, type ItemChange } from '../../domain/checklists/item-state';
import { CHECKLIST_ITEM_NOT_FOUND, CHECKLIST_NOT_FOUND } from '../../domain/checklists/messages';
import { checklistStatus } from '../../domain/checklists/progress';
import { recountAfterItemChange } from '../../domain/checklists/recount';
import type { Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import { runTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { checklistChanged } from './change';
import { eventsBy, itemChanged } from './history';
import { findItemForTick, lockForTick, saveTick, type LockedForTick } from './tick-repository';
import { notifyPriorityFailureOnTick, sendWaitingEmails } from '../notifications/checklist-events';
import { dropPhotos, itemPhotos } from '../photos/cleanup';

/** Who ticked it: set by the tick, kept while it stays ticked, cleared when it is not. */
function completedBy(before: ChecklistItem, after: ChecklistItem, userId: string) {
  if (!after.completed) return null;
  return before.completed ? before.completedBy : userId;
}

/** Exactly the answer's fields: the answer is also what a repeat gets back, verbatim. */
function stateOf(item: ChecklistItem): ChangedItem {
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

function countsOf(
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

/**
 * Applies one absolute change to one item (SPEC §4 "Item states") and recounts the checklist
 * from its stored counts, in one transaction that starts with the Idempotency-Key's claim and
 * the checklist's lock and ends with the answer stored beside the key. A change that leaves
 * the item as it was writes nothing. The answer is the item's new state and the checklist's new
 * counts.
 */
export async function changeChecklistItem(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  itemId: string,
  change: ItemChange,
): Promise<ItemChangeResponse> {
  const now = deps.clock.now().toISOString();
  const { dialect } = deps.db;
  let emails = 0;
  const answer = await runTransaction(
    deps,
    async (trx, announce) => {
      const locked = await lockForTick(trx, dialect, checklistId);
      if (!locked) throw notFound(CHECKLIST_NOT_FOUND);
      requireAccess(user, 'checklist:edit', locked);
      const before = await findItemForTick(trx, dialect, checklistId, itemId);
      if (!before) throw notFound(CHECKLIST_ITEM_NOT_FOUND);
      const result = applyItemChange(before, change, now);
      if (!result.ok) throw badRequest(result.message);
      if (!result.changed) {
        // Rolled back: the version the lock raised stays as it was.
        const asStored = { version: locked.version - 1, updatedAt: locked.updatedAt };
        return {
          commit: false,
          value: { item: stateOf(before), checklist: countsOf(locked, locked, asStored) },
        };
      }
      const item: ChecklistItem = {
        ...result.item,
        completedBy: completedBy(before, result.item, user.id),
        updatedAt: now,
      };
      // A cleared failure takes its photos with it; a resolved or reopened one keeps them.
      if (before.failed && !item.failed) {
        await dropPhotos(deps, trx, await itemPhotos(trx, checklistId, itemId));
      }
      const counts = recountAfterItemChange(locked, before, item, now);
      const [event] = eventsBy(user, checklistId, now, [itemChanged(before, item)]);
      if (!event) throw new Error('an item change has one history event');
      await saveTick(trx, dialect, { item, checklistId, counts, now }, event);
      announce(checklistChanged(user, locked, 'changed'));
      emails = await notifyPriorityFailureOnTick(trx, announce, now, { checklistId, item });
      const changed = { version: locked.version, updatedAt: now };
      return {
        commit: true,
        value: { item: stateOf(item), checklist: countsOf(locked, counts, changed) },
      };
    },
    user.idempotency,
    (value) => ({ statusCode: 200, body: JSON.stringify(value) }),
  );
  sendWaitingEmails(deps, emails);
  return answer;
}
