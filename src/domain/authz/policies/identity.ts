import { ACCESS_MESSAGES } from '#domain/auth/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, type Decision } from '../decision';

export const identityPolicies = {
  /**
   * Admin → Sign-in & identity: single sign-on and its role mappings, the SCIM tokens, which
   * roles need two-factor, a person's two-factor reset. Super admins only: whoever holds it
   * decides who may sign in as whom.
   */
  'identity:manage': (actor: Actor): Decision =>
    hasCapability(actor.role, 'manage-identity') ? ALLOW : forbidden(ACCESS_MESSAGES.notAllowed),
};
