import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { AREA_MESSAGES } from '#domain/areas/messages';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore, seesAnyStore } from '../scope';

export const insightPolicies = {
  /**
   * Insights (docs/decisions/049): managers and above, over the stores they see. A store or an
   * area they may not see is "not found", as on every other screen; none is all they see.
   */
  'insights:view': (
    actor: Actor,
    target: { storeId: string | null; areaId: string | null },
  ): Decision => {
    if (!hasCapability(actor.role, 'view-insights')) return forbidden(ACCESS_MESSAGES.notAllowed);
    if (!seesAnyStore(actor)) return forbidden(ACCESS_MESSAGES.noAssignedStore);
    if (target.storeId !== null && !canSeeStore(actor, target.storeId)) {
      return hidden(STORE_NOT_FOUND);
    }
    const anyArea = hasCapability(actor.role, 'all-stores');
    if (target.areaId !== null && !anyArea && actor.areaId !== target.areaId) {
      return hidden(AREA_MESSAGES.notFound);
    }
    return ALLOW;
  },
  /** The Insights screen and its menu link. */
  'insights:open': (actor: Actor): Decision => {
    if (!hasCapability(actor.role, 'view-insights')) return forbidden(ACCESS_MESSAGES.notAllowed);
    return seesAnyStore(actor) ? ALLOW : forbidden(ACCESS_MESSAGES.noAssignedStore);
  },
};
