import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { DEFAULT_ROLE, ROLES, type Role } from '#domain/roles';
import { USER_ACCESS_MESSAGES } from '#domain/users/access-messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, type Decision } from '../decision';
import { canSeeStore, worksInOneStore } from '../scope';

/** The facts about a user account the rules read. */
export interface UserResource {
  id: string;
  role: Role;
  storeId: string | null;
  /** An area manager's area. */
  areaId?: string | null;
}

/** A role, store and area an account is to have (on create, or after an edit). */
export interface UserAssignment {
  role: Role;
  storeId: string | null;
  areaId?: string | null;
}

const manages = (actor: Actor) => hasCapability(actor.role, 'manage-users');

/**
 * A manager acts on the accounts of the stores they see: a store manager on their store's, an
 * area manager on their area's. Never on a super admin's or an area manager's.
 */
function managesAccount(actor: Actor, user: UserResource): boolean {
  if (!manages(actor)) return false;
  if (hasCapability(actor.role, 'all-stores')) return true;
  return worksInOneStore(user.role) && user.storeId !== null && canSeeStore(actor, user.storeId);
}

/**
 * What a person may give an account: any role, store and area (a super admin); store manager or
 * shift leader in one of their stores (an area manager); shift leader in their store.
 */
function assignable(actor: Actor, next: UserAssignment): Decision {
  if (hasCapability(actor.role, 'assign-any-role')) return ALLOW;
  if (next.role === 'super-admin') return forbidden(USER_ACCESS_MESSAGES.superAdminNotAllowed);
  if (next.role === 'area') return forbidden(USER_ACCESS_MESSAGES.areaManagerNotAllowed);
  if (next.role !== DEFAULT_ROLE && !hasCapability(actor.role, 'assign-store-managers')) {
    return forbidden(USER_ACCESS_MESSAGES.onlyShiftLeaders);
  }
  if (next.storeId === null || !canSeeStore(actor, next.storeId)) {
    return forbidden(USER_ACCESS_MESSAGES.editNotAllowed);
  }
  return ALLOW;
}

export const userPolicies = {
  /** The user list; `storeId` is the store filter (null: every store the person manages). */
  'user:list': (actor: Actor, filter: { storeId: string | null }): Decision => {
    if (!manages(actor)) return forbidden(ACCESS_MESSAGES.notAllowed);
    if (filter.storeId === null || canSeeStore(actor, filter.storeId)) return ALLOW;
    return forbidden(ACCESS_MESSAGES.notAllowed);
  },
  'user:create': (actor: Actor, next: UserAssignment): Decision =>
    manages(actor) ? assignable(actor, next) : forbidden(ACCESS_MESSAGES.notAllowed),
  /** Open, edit (to `next`), delete or send a password reset to an account. */
  'user:manage': (actor: Actor, user: UserResource): Decision =>
    managesAccount(actor, user) ? ALLOW : forbidden(USER_ACCESS_MESSAGES.editNotAllowed),
  'user:update': (actor: Actor, change: { user: UserResource; next: UserAssignment }): Decision => {
    if (!managesAccount(actor, change.user)) return forbidden(USER_ACCESS_MESSAGES.editNotAllowed);
    const { next, user } = change;
    const unchanged =
      next.role === user.role &&
      next.storeId === user.storeId &&
      (next.areaId ?? null) === (user.areaId ?? null);
    return unchanged ? ALLOW : assignable(actor, change.next);
  },
  /** Another e-mail address for an account the person manages. */
  'user:change-email': (actor: Actor, user: UserResource): Decision =>
    managesAccount(actor, user) && hasCapability(actor.role, 'change-emails')
      ? ALLOW
      : forbidden(USER_ACCESS_MESSAGES.emailChangeNotAllowed),
  /** Everyone signed in chooses the language ShiftCheck speaks to them in. */
  'profile:set-language': (): Decision => ALLOW,
  /** The role screen: any role for an account found by e-mail. */
  'user:change-role': (actor: Actor): Decision =>
    hasCapability(actor.role, 'change-roles') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed),
};

/**
 * The roles that can still change roles: at least one account must keep one, or nobody could
 * run the chain any more (the last super admin cannot be deleted or demoted).
 */
export const CHAIN_ADMIN_ROLES: readonly Role[] = /* @__PURE__ */ ROLES.filter((role) =>
  hasCapability(role, 'change-roles'),
);
