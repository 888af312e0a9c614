import type { IsoDate } from '../dates';
import type { Role } from '../roles';

/** Who is asking: the session user, or any object with the same three fields. */
export interface PolicyUser {
  id: string;
  role: Role;
  storeId: string | null;
}

/** The facts about a checklist the rules read; a summary or a detail both satisfy it. */
export interface PolicyChecklist {
  storeId: string;
  createdBy: string | null;
  businessDate: IsoDate;
  feedback?: { userId: string | null } | null;
}

export interface ChecklistAbilities {
  read: boolean;
  /** Items, shift targets and results, post-shift analysis and area leaders. */
  edit: boolean;
  delete: boolean;
  /** Leave (or replace) store feedback; the checklist must also be complete. */
  addFeedback: boolean;
  /** Change the feedback already there, keeping its author. */
  editFeedback: boolean;
}

const NONE: ChecklistAbilities = {
  read: false,
  edit: false,
  delete: false,
  addFeedback: false,
  editFeedback: false,
};

/** Super admins see every store; everyone else only the store they are assigned to. */
export function canSeeStore(user: PolicyUser, storeId: string): boolean {
  return user.role === 'super-admin' || (user.storeId !== null && user.storeId === storeId);
}

/**
 * SPEC §6 for one checklist. `storeToday` is the store's business date now: anyone but a super
 * admin may delete only today's checklists. Completion is not a permission: feedback on an
 * unfinished checklist is refused as a conflict, not hidden as forbidden.
 */
export function checklistAbilities(
  user: PolicyUser,
  checklist: PolicyChecklist,
  storeToday: IsoDate,
): ChecklistAbilities {
  if (!canSeeStore(user, checklist.storeId)) return NONE;
  const superAdmin = user.role === 'super-admin';
  const isCreator = checklist.createdBy !== null && checklist.createdBy === user.id;
  const isStoreManager = user.role === 'store';
  const feedbackAuthor = checklist.feedback?.userId ?? null;
  return {
    read: true,
    edit: superAdmin || isCreator,
    delete: superAdmin || ((isCreator || isStoreManager) && checklist.businessDate === storeToday),
    addFeedback: superAdmin || isStoreManager,
    editFeedback:
      checklist.feedback != null && (superAdmin || (isStoreManager && feedbackAuthor === user.id)),
  };
}
