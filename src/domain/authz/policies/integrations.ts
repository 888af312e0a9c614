import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import { API_TOKEN_ACCESS_MESSAGES } from '#domain/integrations/access-messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore, seesAnyStore } from '../scope';

/** What an API token reaches: one store, one area, or (both null) the whole chain. */
export interface TokenReach {
  storeId: string | null;
  areaId: string | null;
}

/**
 * A token may reach no further than its maker (docs/decisions/055): the chain is a super
 * admin's; an area its manager's; a store its managers' (and theirs above).
 */
function mayGrant(actor: Actor, reach: TokenReach): Decision {
  if (!hasCapability(actor.role, 'manage-api-tokens')) return forbidden(ACCESS_MESSAGES.notAllowed);
  if (reach.storeId !== null) {
    return canSeeStore(actor, reach.storeId) ? ALLOW : hidden(STORE_NOT_FOUND);
  }
  if (hasCapability(actor.role, 'all-stores')) return ALLOW;
  if (reach.areaId !== null && hasCapability(actor.role, 'area-stores')) {
    return actor.areaId === reach.areaId
      ? ALLOW
      : forbidden(API_TOKEN_ACCESS_MESSAGES.reachNotYours);
  }
  return forbidden(API_TOKEN_ACCESS_MESSAGES.reachNotYours);
}

export const integrationPolicies = {
  /** Admin → Integrations: the API tokens of the stores a manager runs (all, for a super admin). */
  'api-tokens:manage': (actor: Actor): Decision =>
    hasCapability(actor.role, 'manage-api-tokens') &&
    (hasCapability(actor.role, 'all-stores') || seesAnyStore(actor))
      ? ALLOW
      : forbidden(ACCESS_MESSAGES.notAllowed),
  /** Make a token reaching a store, an area or the chain: no further than the maker's own reach. */
  'api-tokens:create': mayGrant,
  /** Revoke one: whoever could have made it (a store's manager, its area's, a super admin). */
  'api-tokens:revoke': mayGrant,
  /**
   * Admin → Audit log: who did what outside checklists, across the chain. Super admins only: it
   * names every person's sign-ins.
   */
  'audit:view': (actor: Actor): Decision =>
    hasCapability(actor.role, 'view-audit-log') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed),
};
