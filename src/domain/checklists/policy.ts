import { authorize, type Actor, type ChecklistResource } from '../authz';
import type { IsoDate } from '../dates';

export interface ChecklistAbilities {
  read: boolean;
  /** Items, shift targets and results, post-shift analysis and area leaders. */
  edit: boolean;
  delete: boolean;
  /** Offered to one who may take it over and does not run it already. */
  takeOver: boolean;
  /** Leave (or replace) store feedback; the checklist must also be complete. */
  addFeedback: boolean;
  /** Change the feedback already there, keeping its author. */
  editFeedback: boolean;
}

/**
 * What a person may do to one checklist, as the checklist screen shows it. `now` says the
 * store's business date now and whether the checklist holds a priority A failure (open or
 * resolved). Each answer is the authorization entry point's.
 */
export function checklistAbilities(
  actor: Actor,
  checklist: ChecklistResource,
  now: { storeToday: IsoDate; hasPriorityAFailure: boolean },
): ChecklistAbilities {
  return {
    read: authorize(actor, 'checklist:read', checklist),
    edit: authorize(actor, 'checklist:edit', checklist),
    delete: authorize(actor, 'checklist:delete', { ...checklist, ...now }),
    takeOver:
      checklist.createdBy !== actor.id &&
      authorize(actor, 'checklist:take-over', { ...checklist, storeToday: now.storeToday }),
    addFeedback: authorize(actor, 'checklist:add-feedback', checklist),
    editFeedback: authorize(actor, 'checklist:edit-feedback', checklist),
  };
}
