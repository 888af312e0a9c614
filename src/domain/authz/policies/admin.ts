import { ACCESS_MESSAGES } from '#domain/auth/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, type Decision } from '../decision';
import { seesAnyStore } from '../scope';

export const adminPolicies = {
  /** The admin dashboard; chain-wide for super admins, the manager's own stores otherwise. */
  'admin:open': (actor: Actor): Decision => {
    if (!hasCapability(actor.role, 'admin-area')) return forbidden(ACCESS_MESSAGES.notAllowed);
    if (!seesAnyStore(actor)) {
      return forbidden(ACCESS_MESSAGES.noAssignedStore);
    }
    return ALLOW;
  },
  'admin:seed-templates': (actor: Actor): Decision =>
    hasCapability(actor.role, 'seed-templates') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed),
};
