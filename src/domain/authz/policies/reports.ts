import { ACCESS_MESSAGES } from '#domain/auth/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, type Decision } from '../decision';
import { seesAnyStore } from '../scope';

export const reportPolicies = {
  /**
   * Weekly and monthly reports. `storeId: null` is every store the person sees (the whole chain
   * for a super admin, the area for an area manager). A store the person may not
   * see is allowed but reported empty by the store scope, so the answer says nothing about
   * whether it exists.
   */
  'report:view': (actor: Actor, report: { storeId: string | null }): Decision => {
    if (report.storeId !== null || hasCapability(actor.role, 'all-stores')) return ALLOW;
    return seesAnyStore(actor) ? ALLOW : forbidden(ACCESS_MESSAGES.noAssignedStore);
  },
};
