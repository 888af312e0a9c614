import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore } from '../scope';

const manageStores = (actor: Actor): Decision =>
  hasCapability(actor.role, 'manage-stores') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed);

export const storePolicies = {
  'store:view': (actor: Actor, store: { storeId: string }): Decision =>
    canSeeStore(actor, store.storeId) ? ALLOW : hidden(STORE_NOT_FOUND),
  /** Choose any store in the views (the super admin's store selector). */
  'store:pick-any': (actor: Actor): Decision =>
    hasCapability(actor.role, 'all-stores') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed),
  /** Store Management: create, edit, delete and shift settings. */
  'store:manage': manageStores,
  /**
   * The store's own corrective action due times (docs/decisions/047): its managers, who run its
   * actions, and super admins. Another store's is "not found"; its shift leaders may not.
   */
  'store:set-action-due': (actor: Actor, store: { storeId: string }): Decision => {
    if (hasCapability(actor.role, 'all-stores')) return ALLOW;
    if (!canSeeStore(actor, store.storeId)) return hidden(STORE_NOT_FOUND);
    return hasCapability(actor.role, 'manage-actions')
      ? ALLOW
      : forbidden(ACCESS_MESSAGES.notAllowed);
  },
};
