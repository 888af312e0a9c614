import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { ACTION_MESSAGES } from '#domain/actions/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore, picksStores, seesAnyStore } from '../scope';

/** An action as its rules need it: its store and who owns it. */
export interface ActionResource {
  storeId: string;
  ownerUserId: string | null;
}

/** A manager of the action's store, or a super admin. */
const managesStore = (actor: Actor, storeId: string) =>
  hasCapability(actor.role, 'all-stores') ||
  (hasCapability(actor.role, 'manage-actions') && canSeeStore(actor, storeId));

/** Corrective actions (docs/decisions/047). */
export const actionPolicies = {
  /** The Actions screen: anyone with a store sees their own actions there, and super admins. */
  'actions:open': (actor: Actor): Decision =>
    seesAnyStore(actor) ? ALLOW : forbidden(ACCESS_MESSAGES.noAssignedStore),
  /** A store's actions, not only one's own: the store's managers, and super admins. */
  'actions:list-store': (actor: Actor): Decision =>
    hasCapability(actor.role, 'manage-actions') && seesAnyStore(actor)
      ? ALLOW
      : forbidden(ACTION_MESSAGES.listStoreNotAllowed),
  /** One store's actions, whoever owns them; another store is "not found". */
  'actions:list-store-of': (actor: Actor, target: { storeId: string }): Decision => {
    if (managesStore(actor, target.storeId)) return ALLOW;
    if (!canSeeStore(actor, target.storeId)) return hidden(ACTION_MESSAGES.notFound);
    return forbidden(ACTION_MESSAGES.listStoreNotAllowed);
  },
  /** Every store's actions at once: all of a super admin's, all of an area manager's. */
  'actions:list-all': (actor: Actor): Decision =>
    hasCapability(actor.role, 'manage-actions') && picksStores(actor) && seesAnyStore(actor)
      ? ALLOW
      : forbidden(ACTION_MESSAGES.listStoreNotAllowed),
  /**
   * One action: for everyone who sees its store's checklists, as the failure itself is. Another
   * store's is "not found".
   */
  'actions:view': (actor: Actor, target: ActionResource): Decision =>
    canSeeStore(actor, target.storeId) ? ALLOW : hidden(ACTION_MESSAGES.notFound),
  /** Handing it on, starting it, marking it done: its owner, the store's managers, super admins. */
  'actions:progress': (actor: Actor, target: ActionResource): Decision => {
    if (!canSeeStore(actor, target.storeId)) return hidden(ACTION_MESSAGES.notFound);
    if (managesStore(actor, target.storeId)) return ALLOW;
    return target.ownerUserId === actor.id ? ALLOW : forbidden(ACTION_MESSAGES.notAllowed);
  },
  /** Verifying what was done, or reopening it: the store's managers and super admins. */
  'actions:verify': (actor: Actor, target: ActionResource): Decision => {
    if (!canSeeStore(actor, target.storeId)) return hidden(ACTION_MESSAGES.notFound);
    return managesStore(actor, target.storeId)
      ? ALLOW
      : forbidden(ACTION_MESSAGES.verifyNotAllowed);
  },
};
