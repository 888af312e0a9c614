import { SCIM_ACCESS_MESSAGES } from '#domain/scim/messages';
import type { Actor } from '../actor';
import { ALLOW, forbidden, type Decision } from '../decision';

export const scimPolicies = {
  /**
   * SCIM provisioning (/scim/v2): create, change, turn off and remove people as the identity
   * provider says. Only the SCIM token may, never a person's session, however senior: the token
   * is what a super admin handed to the identity provider.
   */
  'scim:provision': (actor: Actor): Decision =>
    actor.scimToken ? ALLOW : forbidden(SCIM_ACCESS_MESSAGES.scimOnly),
};

/** What the SCIM token may do: provisioning, nothing else (decide() refuses the rest). */
export const SCIM_ACTIONS: ReadonlySet<string> = new Set(Object.keys(scimPolicies));
