import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { AREA_MESSAGES } from '#domain/areas/messages';
import { CHECKLIST_NOT_FOUND, STORE_NOT_FOUND } from '#domain/checklists/messages';
import { SIGNAL_ACCESS_MESSAGES } from '#domain/signals/access-messages';
import type { Actor } from '../actor';
import { hasCapability, type Capability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore, seesAnyStore } from '../scope';

/** Allowed with the capability, else refused as not allowed. */
const able = (actor: Actor, capability: Capability): Decision =>
  hasCapability(actor.role, capability) ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed);

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
  /**
   * A checklist's record-confidence signals (docs/decisions/050): managers of its store. Another
   * store's checklist is "not found", as on every checklist route.
   */
  'signals:view': (actor: Actor, checklist: { storeId: string }): Decision =>
    canSeeStore(actor, checklist.storeId)
      ? able(actor, 'view-insights')
      : hidden(CHECKLIST_NOT_FOUND),
  /** Mark a signal explained, or take that back: managers of its store. */
  'signals:explain': (actor: Actor, signal: { storeId: string }): Decision =>
    canSeeStore(actor, signal.storeId)
      ? able(actor, 'view-insights')
      : hidden(SIGNAL_ACCESS_MESSAGES.notFound),
  /** The chain's thresholds: super admins. */
  'signals:set-thresholds': (actor: Actor): Decision => able(actor, 'set-signal-thresholds'),
  /** The Insights screen and its menu link. */
  'insights:open': (actor: Actor): Decision => {
    if (!hasCapability(actor.role, 'view-insights')) return forbidden(ACCESS_MESSAGES.notAllowed);
    return seesAnyStore(actor) ? ALLOW : forbidden(ACCESS_MESSAGES.noAssignedStore);
  },
};
