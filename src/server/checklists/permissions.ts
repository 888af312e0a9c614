import {
  CHECKLIST_NOT_FOUND,
  DELETE_NOT_ALLOWED,
  FEEDBACK_NOT_ALLOWED,
  STORE_NOT_FOUND,
  UPDATE_NOT_ALLOWED,
} from '../../domain/checklists/messages';
import {
  canSeeStore,
  type ChecklistAbilities,
  type PolicyUser,
} from '../../domain/checklists/policy';
import { forbidden, notFound } from '../http/errors';
import type { StoreRecord } from '../stores/repository';

type GuardedAction = 'edit' | 'delete' | 'addFeedback';

const REFUSALS: Record<GuardedAction, string> = {
  edit: UPDATE_NOT_ALLOWED,
  delete: DELETE_NOT_ALLOWED,
  addFeedback: FEEDBACK_NOT_ALLOWED,
};

/**
 * Another store's checklist answers exactly as a missing one does, so ids cannot be probed
 * across stores.
 */
export function assertReadable(abilities: ChecklistAbilities): void {
  if (!abilities.read) throw notFound(CHECKLIST_NOT_FOUND);
}

export function assertAllowed(abilities: ChecklistAbilities, action: GuardedAction): void {
  if (!abilities[action]) throw forbidden(REFUSALS[action]);
}

export function assertStoreVisible(
  user: PolicyUser,
  store: StoreRecord | null,
): asserts store is StoreRecord {
  if (!store || !canSeeStore(user, store.id)) throw notFound(STORE_NOT_FOUND);
}
