import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore, picksStores } from '../scope';

const manageStores = (actor: Actor): Decision =>
  hasCapability(actor.role, 'manage-stores') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed);

export const storePolicies = {
  'store:view': (actor: Actor, store: { storeId: string }): Decision =>
    canSeeStore(actor, store.storeId) ? ALLOW : hidden(STORE_NOT_FOUND),
  /**
   * Choose which store the views show, or all at once: a super admin among every store, an area
   * manager among their area's.
   */
  'store:pick-any': (actor: Actor): Decision =>
    picksStores(actor) ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed),
  /** Areas: list, create, edit, delete, and which stores each holds. */
  'area:manage': (actor: Actor): Decision =>
    hasCapability(actor.role, 'manage-areas') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed),
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
