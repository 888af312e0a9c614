/**
 * The audit log's vocabulary (docs/decisions/056): what was done, outside checklists, by whom.
 * Each action is `<what>.<verb>`; the screen and the exports name them in the reader's language.
 * `<what>` is the action's group: a filter may ask for a whole group ('sign-in', 'user'...).
 */
export const AUDIT_ACTIONS = [
  'sign-in.succeeded',
  'sign-in.failed',
  'sign-in.signed-out',
  'password.changed',
  'password.reset',
  'password.reset-link-sent',
  'two-factor.reset',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.deactivated',
  'user.reactivated',
  'user.erased',
  'store.created',
  'store.updated',
  'store.settings-changed',
  'store.deleted',
  'store.legal-hold-set',
  'store.legal-hold-lifted',
  'area.created',
  'area.updated',
  'area.deleted',
  'settings.sso-changed',
  'settings.sso-mapping-added',
  'settings.sso-mapping-changed',
  'settings.sso-mapping-removed',
  'settings.two-factor-changed',
  'settings.signal-thresholds-changed',
  'template.created',
  'template.updated',
  'template.deleted',
  'scim-token.created',
  'scim-token.revoked',
  'api-token.created',
  'api-token.revoked',
  'webhook.created',
  'webhook.changed',
  'webhook.paused',
  'webhook.resumed',
  'webhook.secret-rotated',
  'webhook.resent',
  'webhook.deleted',
  'export.downloaded',
  'retention.changed',
  'retention.swept',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The part of an action before its dot: what it was done to. */
export type AuditActionGroup = AuditAction extends `${infer Group}.${string}` ? Group : never;

const groupOf = (action: AuditAction): AuditActionGroup => {
  const [group] = action.split('.');
  const found = AUDIT_ACTION_GROUPS.find((known) => known === group);
  if (!found) throw new Error(`${action} has no group`);
  return found;
};

/** Every group, in the order its first action is listed. */
export const AUDIT_ACTION_GROUPS = [
  'sign-in',
  'password',
  'two-factor',
  'user',
  'store',
  'area',
  'settings',
  'template',
  'scim-token',
  'api-token',
  'webhook',
  'export',
  'retention',
] as const satisfies readonly AuditActionGroup[];

/** What a filter may name: one action, or a group of them. */
export type AuditActionFilter = AuditAction | AuditActionGroup;

/** The actions a filter stands for: the action itself, or every action of the group. */
export function auditActionsOf(filter: AuditActionFilter): AuditAction[] {
  return AUDIT_ACTIONS.filter((action) => action === filter || groupOf(action) === filter);
}

/** Who did it: a person, an integration's token (for its maker), SCIM, the app itself, or nobody known. */
export const AUDIT_ACTOR_KINDS = ['person', 'token', 'scim', 'system', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * The audit log is kept at least this long: nothing removes a row younger, and a retention job
 * added later may keep rows longer, never shorter.
 */
export const AUDIT_LOG_MIN_DAYS = 365;

/** How a person signed in (or tried to): the `via` of a sign-in's detail. */
export const SIGN_IN_METHODS = ['password', 'sso', 'pin', 'two-factor'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
