import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import { RECORDS_MESSAGES } from '#domain/records/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore, seesAnyStore } from '../scope';

/** A store's records, and whether the store lets its shift leaders sign them. */
export interface RecordsResource {
  storeId: string;
  leadersSignOff: boolean;
}

export const recordsPolicies = {
  /** The temperature log screen: for anyone with a store to see, or every store. */
  'records:open': (actor: Actor): Decision =>
    seesAnyStore(actor) ? ALLOW : forbidden(ACCESS_MESSAGES.noAssignedStore),
  /**
   * The temperature log and the signatures: for everyone who sees the store's checklists, as
   * an inspector is shown them. Another store is "not found".
   */
  'records:view': (actor: Actor, target: { storeId: string }): Decision => {
    if (hasCapability(actor.role, 'all-stores')) return ALLOW;
    return canSeeStore(actor, target.storeId) ? ALLOW : hidden(STORE_NOT_FOUND);
  },
  /**
   * Signing a day's records: the store's manager (and a super admin); its shift leaders too
   * where the store says so.
   */
  'records:sign': (actor: Actor, target: RecordsResource): Decision => {
    if (hasCapability(actor.role, 'all-stores')) return ALLOW;
    if (!canSeeStore(actor, target.storeId)) return hidden(STORE_NOT_FOUND);
    if (hasCapability(actor.role, 'sign-records')) return ALLOW;
    if (target.leadersSignOff && actor.role === 'shift-leader') return ALLOW;
    return forbidden(RECORDS_MESSAGES.signOffNotAllowed);
  },
  /** The four-weekly review: the store's manager, or a super admin. */
  'records:review': (actor: Actor, target: { storeId: string }): Decision => {
    if (hasCapability(actor.role, 'all-stores')) return ALLOW;
    if (!canSeeStore(actor, target.storeId)) return hidden(STORE_NOT_FOUND);
    return hasCapability(actor.role, 'sign-records')
      ? ALLOW
      : forbidden(RECORDS_MESSAGES.reviewNotAllowed);
  },
};
