import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { AREA_MESSAGES } from '#domain/areas/messages';
import { CHECKLIST_NOT_FOUND, STORE_NOT_FOUND } from '#domain/checklists/messages';
import { SIGNAL_MESSAGES } from '#domain/signals/messages';
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
  /**
   * A checklist's record-confidence signals (docs/decisions/050): managers of its store. Another
   * store's checklist is "not found", as on every checklist route.
   */
  'signals:view': (actor: Actor, checklist: { storeId: string }): Decision => {
    if (!canSeeStore(actor, checklist.storeId)) return hidden(CHECKLIST_NOT_FOUND);
    return hasCapability(actor.role, 'review-records')
      ? ALLOW
      : forbidden(ACCESS_MESSAGES.notAllowed);
  },
  /** Mark a signal explained, or take that back: managers of its store. */
  'signals:explain': (actor: Actor, signal: { storeId: string }): Decision => {
    if (!canSeeStore(actor, signal.storeId)) return hidden(SIGNAL_MESSAGES.notFound);
    return hasCapability(actor.role, 'review-records')
      ? ALLOW
      : forbidden(ACCESS_MESSAGES.notAllowed);
  },
  /** The signals of a scope (Insights): managers and above, over the stores they see. */
  'signals:list': (actor: Actor): Decision =>
    hasCapability(actor.role, 'review-records') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed),
  /** The chain's thresholds: super admins. */
  'signals:set-thresholds': (actor: Actor): Decision =>
    hasCapability(actor.role, 'set-signal-thresholds')
      ? ALLOW
      : forbidden(ACCESS_MESSAGES.notAllowed),
  /** The Insights screen and its menu link. */
  'insights:open': (actor: Actor): Decision => {
    if (!hasCapability(actor.role, 'view-insights')) return forbidden(ACCESS_MESSAGES.notAllowed);
    return seesAnyStore(actor) ? ALLOW : forbidden(ACCESS_MESSAGES.noAssignedStore);
  },
};
