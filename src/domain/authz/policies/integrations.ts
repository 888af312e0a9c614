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
function mayReach(actor: Actor, reach: TokenReach, notYours: string): Decision {
  if (!hasCapability(actor.role, 'manage-api-tokens')) return forbidden(ACCESS_MESSAGES.notAllowed);
  if (reach.storeId !== null) {
    return canSeeStore(actor, reach.storeId) ? ALLOW : hidden(STORE_NOT_FOUND);
  }
  if (hasCapability(actor.role, 'all-stores')) return ALLOW;
  if (reach.areaId !== null && hasCapability(actor.role, 'area-stores')) {
    return actor.areaId === reach.areaId ? ALLOW : forbidden(notYours);
  }
  return forbidden(notYours);
}

const mayGrant = (actor: Actor, reach: TokenReach) =>
  mayReach(actor, reach, API_TOKEN_ACCESS_MESSAGES.reachNotYours);

/** A webhook tells of a store, an area or the chain: no further than its maker sees. */
const mayHear = (actor: Actor, reach: TokenReach) =>
  mayReach(actor, reach, API_TOKEN_ACCESS_MESSAGES.webhookReachNotYours);

/** Admin → Integrations: the page, and the tokens and webhooks of the stores a manager runs. */
const mayManage = (actor: Actor): Decision =>
  hasCapability(actor.role, 'manage-api-tokens') &&
  (hasCapability(actor.role, 'all-stores') || seesAnyStore(actor))
    ? ALLOW
    : forbidden(ACCESS_MESSAGES.notAllowed);

export const integrationPolicies = {
  /** Admin → Integrations: the API tokens of the stores a manager runs (all, for a super admin). */
  'api-tokens:manage': mayManage,
  /** Make a token reaching a store, an area or the chain: no further than the maker's own reach. */
  'api-tokens:create': mayGrant,
  /** Revoke one: whoever could have made it (a store's manager, its area's, a super admin). */
  'api-tokens:revoke': mayGrant,
  /** Admin → Integrations → Webhooks: those of the stores a manager runs (all, for a super admin). */
  'webhooks:manage': mayManage,
  /** Add a webhook telling of a store, an area or the chain: no further than the maker's reach. */
  'webhooks:create': mayHear,
  /**
   * Change, pause, test, rotate, resend or delete one, and read its log: whoever could have made
   * it (a store's manager, its area's, a super admin).
   */
  'webhooks:change': mayHear,
  /**
   * Admin → Audit log: who did what outside checklists, across the chain. Super admins only: it
   * names every person's sign-ins.
   */
  'audit:view': (actor: Actor): Decision =>
    hasCapability(actor.role, 'view-audit-log') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed),
};
