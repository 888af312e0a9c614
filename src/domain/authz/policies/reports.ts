import { ACCESS_MESSAGES } from '#domain/auth/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, type Decision } from '../decision';

export const reportPolicies = {
  /**
   * Weekly and monthly reports. `storeId: null` is the whole chain. A store the person may not
   * see is allowed but reported empty by the store scope, so the answer says nothing about
   * whether it exists.
   */
  'report:view': (actor: Actor, report: { storeId: string | null }): Decision => {
    if (report.storeId !== null || hasCapability(actor.role, 'all-stores')) return ALLOW;
    return actor.storeId === null ? forbidden(ACCESS_MESSAGES.noAssignedStore) : ALLOW;
  },
};
