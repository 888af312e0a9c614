import { ACCESS_MESSAGES } from '#domain/auth/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, type Decision } from '../decision';

const may = (actor: Actor, capability: 'manage-retention' | 'erase-people'): Decision =>
  hasCapability(actor.role, capability) ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed);

/** Retention and erasure (docs/decisions/057): the chain's super admins alone. */
export const retentionPolicies = {
  /** Admin → Retention: the chain's periods and each store's overrides. */
  'retention:manage': (actor: Actor): Decision => may(actor, 'manage-retention'),
  /** Hold a store's records (nothing of it is removed) or lift the hold. */
  'store:legal-hold': (actor: Actor, _store: { id: string }): Decision =>
    may(actor, 'manage-retention'),
  /** Replace a person's name, e-mail and sign-ins by a pseudonym, keeping their records. */
  'user:erase': (actor: Actor, _user: { id: string }): Decision => may(actor, 'erase-people'),
};
