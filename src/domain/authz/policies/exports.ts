import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore, picksStores, seesAnyStore } from '../scope';

export const exportPolicies = {
  /**
   * CSV and PDF exports of a store's checklists (`storeId: null` is every store the person sees:
   * a super admin's chain, an area manager's area). Anyone who
   * may read a store's checklists may take them away as a file: a shift leader shows the
   * inspector the same checks they see on screen. Another store is "not found", as on screen.
   */
  'export:view': (actor: Actor, target: { storeId: string | null }): Decision => {
    if (hasCapability(actor.role, 'all-stores')) return ALLOW;
    if (!seesAnyStore(actor)) return forbidden(ACCESS_MESSAGES.noAssignedStore);
    if (target.storeId === null) {
      return picksStores(actor) ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed);
    }
    return canSeeStore(actor, target.storeId) ? ALLOW : hidden(STORE_NOT_FOUND);
  },
  /** The Export screen: for anyone with a store to export, or every store. */
  'export:open': (actor: Actor): Decision =>
    seesAnyStore(actor) ? ALLOW : forbidden(ACCESS_MESSAGES.noAssignedStore),
};
