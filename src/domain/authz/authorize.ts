import type { Actor } from './actor';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { API_TOKEN_ACCESS_MESSAGES } from '#domain/integrations/access-messages';
import { ALLOW, forbidden, type Decision } from './decision';
import { actionPolicies } from './policies/actions';
import { adminPolicies } from './policies/admin';
import { checklistPolicies } from './policies/checklists';
import { exportPolicies } from './policies/exports';
import { identityPolicies } from './policies/identity';
import { insightPolicies } from './policies/insights';
import { integrationPolicies } from './policies/integrations';
import { notificationPolicies } from './policies/notifications';
import { recordsPolicies } from './policies/records';
import { reportPolicies } from './policies/reports';
import { retentionPolicies } from './policies/retention';
import { SCIM_ACTIONS, scimPolicies } from './policies/scim';
import { SCIM_ACCESS_MESSAGES } from '#domain/scim/messages';
import { storePolicies } from './policies/stores';
import { tabletPolicies } from './policies/tablets';
import { templatePolicies } from './policies/templates';
import { TABLET_ACTIONS } from './tablet';
import { userPolicies } from './policies/users';

/**
 * Every permission rule of the product, one policy per resource. The server calls `decide`
 * through requireAccess before it acts; the web app calls `authorize` to show only what the
 * server would allow.
 */
const POLICIES = {
  ...actionPolicies,
  ...adminPolicies,
  ...checklistPolicies,
  ...exportPolicies,
  ...identityPolicies,
  ...insightPolicies,
  ...integrationPolicies,
  ...notificationPolicies,
  ...recordsPolicies,
  ...reportPolicies,
  ...retentionPolicies,
  ...scimPolicies,
  ...storePolicies,
  ...tabletPolicies,
  ...templatePolicies,
  ...userPolicies,
};

type Policies = typeof POLICIES;
export type Action = keyof Policies;
/** The resource an action is decided on; actions about no resource take none. */
export type ResourceOf<A extends Action> =
  Parameters<Policies[A]> extends [Actor, infer R] ? R : undefined;
/** The resource argument of `authorize(actor, action, …)`: none for actions about none. */
export type ResourceArgs<A extends Action> =
  Parameters<Policies[A]> extends [Actor, infer R] ? [resource: R] : [];

/** Actions decided on the person alone (screens and areas rather than one resource). */
export type PersonAction = { [A in Action]: ResourceArgs<A> extends [] ? A : never }[Action];

export const ACTIONS = /* @__PURE__ */ Object.keys(POLICIES) as Action[];

export function decide<A extends Action>(
  actor: Actor,
  action: A,
  ...resource: ResourceArgs<A>
): Decision {
  // A session opened with a PIN on the store tablet does a shift leader's day-to-day only.
  if (actor.tablet && !TABLET_ACTIONS.has(action)) return forbidden(ACCESS_MESSAGES.notOnTablet);
  // The identity provider's SCIM token provisions people, and does nothing else.
  if (actor.scimToken && !SCIM_ACTIONS.has(action)) {
    return forbidden(SCIM_ACCESS_MESSAGES.notForScim);
  }
  // An integration's API token does what its scopes name, and nothing else.
  if (actor.apiToken && !actor.apiToken.actions.includes(action)) {
    return forbidden(API_TOKEN_ACCESS_MESSAGES.notInScopes);
  }
  const policy = POLICIES[action] as (actor: Actor, resource?: unknown) => Decision;
  return policy(actor, resource[0]);
}

export function authorize<A extends Action>(
  actor: Actor,
  action: A,
  ...resource: ResourceArgs<A>
): boolean {
  return decide(actor, action, ...resource) === ALLOW;
}
