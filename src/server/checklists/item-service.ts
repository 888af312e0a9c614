import type { ChecklistItem, ItemChangeResponse } from '../../domain/checklists/api';
import { applyItemChange, type ItemChange } from '../../domain/checklists/item-state';
import { CHECKLIST_ITEM_NOT_FOUND } from '../../domain/checklists/messages';
import type { Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { notifyPriorityFailure, sendWaitingEmails } from '../notifications/checklist-events';
import { runChecklistChange } from './change';
import { insertChecklistEvents } from './events-repository';
import { eventsBy, itemChanged } from './history';
import { findChecklistItem, listItemProgress, updateChecklistItemState } from './items-repository';
import { dropPhotos, itemPhotos } from '../photos/cleanup';
import { progressFields } from './progress-fields';
import { updateChecklistProgress } from './repository';
import { getChecklistSummary, loadChecklistContext } from './service';

/** Who ticked it: set by the tick, kept while it stays ticked, cleared when it is not. */
function completedBy(before: ChecklistItem, after: ChecklistItem, userId: string) {
  if (!after.completed) return null;
  return before.completed ? before.completedBy : userId;
}

/**
 * Applies one absolute change to one item (SPEC §4 "Item states") and recounts the checklist
 * in the same transaction. A change that leaves the item as it was writes nothing.
 */
export async function changeChecklistItem(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  itemId: string,
  change: ItemChange,
): Promise<ItemChangeResponse> {
  const { store } = await loadChecklistContext(deps, user, checklistId, 'checklist:edit');
  const now = deps.clock.now().toISOString();
  let emails = 0;
  const item = await runChecklistChange(
    deps,
    user,
    checklistId,
    now,
    async (trx, locked, announce) => {
      const before = await findChecklistItem(trx, checklistId, itemId);
      if (!before) throw notFound(CHECKLIST_ITEM_NOT_FOUND);
      const result = applyItemChange(before, change, now);
      if (!result.ok) throw badRequest(result.message);
      if (!result.changed) return { commit: false, value: before };
      const after: ChecklistItem = {
        ...result.item,
        completedBy: completedBy(before, result.item, user.id),
        updatedAt: now,
      };
      await updateChecklistItemState(trx, after);
      // A cleared failure takes its photos with it; a resolved or reopened one keeps them.
      if (before.failed && !after.failed) {
        await dropPhotos(deps, trx, await itemPhotos(trx, checklistId, itemId));
      }
      const items = await listItemProgress(trx, checklistId);
      await updateChecklistProgress(trx, checklistId, progressFields(items, locked, now));
      await insertChecklistEvents(
        trx,
        eventsBy(user, checklistId, now, [itemChanged(before, after)]),
      );
      emails = await notifyPriorityFailure(trx, announce, now, {
        store,
        checklist: locked,
        item: after,
      });
      return { commit: true, value: after };
    },
  );
  sendWaitingEmails(deps, emails);
  return { item, checklist: await getChecklistSummary(deps, checklistId) };
}
