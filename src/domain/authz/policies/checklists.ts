import {
  CHECKLIST_NOT_FOUND,
  DELETE_NOT_ALLOWED,
  FEEDBACK_NOT_ALLOWED,
  PRIORITY_A_DELETE_NOT_ALLOWED,
  TAKE_OVER_NOT_ALLOWED,
  STORE_NOT_FOUND,
  UPDATE_NOT_ALLOWED,
} from '#domain/checklists/messages';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import type { IsoDate } from '#domain/dates';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore } from '../scope';

/** The facts about a checklist the rules read; a summary or a detail both satisfy it. */
export interface ChecklistResource {
  storeId: string;
  createdBy: string | null;
  businessDate: IsoDate;
  feedback?: { userId: string | null } | null;
}

/**
 * Deleting also depends on the store's business date now (only today's, unless any date) and on
 * what the checklist holds: a priority A failure, open or resolved, is evidence.
 */
export interface ChecklistDeletion extends ChecklistResource {
  storeToday: IsoDate;
  hasPriorityAFailure: boolean;
}

const isCreator = (actor: Actor, checklist: ChecklistResource) =>
  checklist.createdBy !== null && checklist.createdBy === actor.id;

/**
 * Another store's checklist answers exactly as a missing one does, so ids cannot be probed
 * across stores; every checklist rule starts here.
 */
function visible(actor: Actor, checklist: ChecklistResource, then: () => Decision): Decision {
  return canSeeStore(actor, checklist.storeId) ? then() : hidden(CHECKLIST_NOT_FOUND);
}

export const checklistPolicies = {
  /** Open or create checklists in a store (the store day, Create). */
  'checklist:create': (actor: Actor, store: { storeId: string }): Decision =>
    canSeeStore(actor, store.storeId) ? ALLOW : hidden(STORE_NOT_FOUND),

  /** A store's checklists of a day: whoever sees the store. */
  'checklist:list': (actor: Actor, store: { storeId: string }): Decision =>
    canSeeStore(actor, store.storeId) ? ALLOW : hidden(STORE_NOT_FOUND),

  'checklist:read': (actor: Actor, checklist: ChecklistResource): Decision =>
    visible(actor, checklist, () => ALLOW),

  /** Items, shift targets and results, post-shift analysis and area leaders. */
  'checklist:edit': (actor: Actor, checklist: ChecklistResource): Decision =>
    visible(actor, checklist, () =>
      hasCapability(actor.role, 'edit-any-checklist') || isCreator(actor, checklist)
        ? ALLOW
        : forbidden(UPDATE_NOT_ALLOWED),
    ),

  'checklist:delete': (actor: Actor, checklist: ChecklistDeletion): Decision =>
    visible(actor, checklist, () => {
      if (hasCapability(actor.role, 'delete-checklist-any-date')) return ALLOW;
      const mayDelete =
        isCreator(actor, checklist) || hasCapability(actor.role, 'delete-store-checklists');
      if (!mayDelete || checklist.businessDate !== checklist.storeToday) {
        return forbidden(DELETE_NOT_ALLOWED);
      }
      return checklist.hasPriorityAFailure &&
        !hasCapability(actor.role, 'delete-priority-a-evidence')
        ? forbidden(PRIORITY_A_DELETE_NOT_ALLOWED)
        : ALLOW;
    }),

  /**
   * Become the one who runs today's checklist of one's store, as when its leader went home: the
   * creator's rule for editing then applies to the new holder (docs/decisions/039).
   */
  'checklist:take-over': (
    actor: Actor,
    checklist: ChecklistResource & { storeToday: IsoDate },
  ): Decision =>
    visible(actor, checklist, () =>
      hasCapability(actor.role, 'take-over-checklists') &&
      checklist.businessDate === checklist.storeToday
        ? ALLOW
        : forbidden(TAKE_OVER_NOT_ALLOWED),
    ),

  /** See the deleted checklists of the stores one sees, and restore one while it is kept. */
  'checklist:restore': (actor: Actor): Decision =>
    hasCapability(actor.role, 'restore-checklists') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed),

  /**
   * Leave (or replace) store feedback. Completion is not a permission: feedback on an
   * unfinished checklist is refused as a conflict, not hidden as forbidden.
   */
  'checklist:add-feedback': (actor: Actor, checklist: ChecklistResource): Decision =>
    visible(actor, checklist, () =>
      hasCapability(actor.role, 'add-feedback') ? ALLOW : forbidden(FEEDBACK_NOT_ALLOWED),
    ),

  /**
   * Change the feedback already there, keeping its author: only its author does. Anyone else who
   * may leave feedback replaces it with their own (docs/decisions/004).
   */
  'checklist:edit-feedback': (actor: Actor, checklist: ChecklistResource): Decision =>
    visible(actor, checklist, () => {
      const author = checklist.feedback?.userId ?? null;
      const mayEdit = hasCapability(actor.role, 'add-feedback') && author === actor.id;
      return mayEdit ? ALLOW : forbidden(FEEDBACK_NOT_ALLOWED);
    }),
};
