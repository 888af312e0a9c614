import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import { TABLET_ACCESS_MESSAGES } from '#domain/tablets/access-messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore, worksInOneStore } from '../scope';

export const tabletPolicies = {
  /**
   * A store's tablets: pair one, list them, revoke one, set how soon they lock, and set a
   * person's PIN (with user:manage). Its managers and super admins; another store's is "not
   * found"; its shift leaders may not.
   */
  'tablet:manage': (actor: Actor, store: { storeId: string }): Decision => {
    if (!canSeeStore(actor, store.storeId)) return hidden(STORE_NOT_FOUND);
    return hasCapability(actor.role, 'manage-tablets')
      ? ALLOW
      : forbidden(ACCESS_MESSAGES.notAllowed);
  },
  /** Open a session with a PIN on a store's tablet: the store's own people only. */
  'tablet:open-session': (actor: Actor, tablet: { storeId: string }): Decision =>
    worksInOneStore(actor.role) && actor.storeId === tablet.storeId
      ? ALLOW
      : forbidden(TABLET_ACCESS_MESSAGES.personNotHere),
  /** Everyone chooses their own PIN (on the tablet too, as their manager's must be replaced). */
  'tablet:set-own-pin': (): Decision => ALLOW,
  /** Lock the tablet again: "Switch person", idle, a checklist completed. */
  'tablet:lock': (): Decision => ALLOW,
  /** Profile → Change password: never on the tablet. */
  'profile:change-password': (): Decision => ALLOW,
};
