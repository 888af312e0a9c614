import type { Role } from '../roles';

/**
 * SPEC §6 as one table: which role holds which capability. Policies read capabilities, never
 * role names, so a rule changes here once for the server and the web app alike.
 */
const TABLE = {
  'view-checklists': ['super-admin', 'area', 'store', 'shift-leader'],
  /** See and pick any store; without it a person sees only the store they are assigned to. */
  'all-stores': ['super-admin'],
  /**
   * See and manage the stores of their area (docs/decisions/048): an area manager is, in each of
   * them, what a store manager is in theirs, and picks among them or looks at all at once.
   */
  'area-stores': ['area'],
  'admin-area': ['super-admin', 'area', 'store'],
  'manage-users': ['super-admin', 'area', 'store'],
  /** Create users of any role; without it, only shift leaders. */
  'assign-any-role': ['super-admin'],
  /** Make store managers (of stores they see) as well as shift leaders. */
  'assign-store-managers': ['super-admin', 'area'],
  'change-roles': ['super-admin'],
  /**
   * Give an account another e-mail address. Not a store manager's: with it, a manager could
   * point a leader's account at their own mailbox, reset its password and sign in as the leader
   * (docs/decisions/036).
   */
  'change-emails': ['super-admin'],
  'manage-stores': ['super-admin'],
  /** Group stores into areas and see every area. */
  'manage-areas': ['super-admin'],
  'manage-templates': ['super-admin', 'area', 'store'],
  'manage-global-templates': ['super-admin'],
  'seed-templates': ['super-admin'],
  'add-feedback': ['super-admin', 'area', 'store'],
  'edit-any-checklist': ['super-admin'],
  'delete-checklist-any-date': ['super-admin'],
  /** Delete today's checklists of their store that someone else started. */
  'delete-store-checklists': ['super-admin', 'area', 'store'],
  /** Delete a checklist that holds a priority A failure (evidence), where deleting is allowed. */
  'delete-priority-a-evidence': ['super-admin', 'area', 'store'],
  /** Take over today's checklist of their store that someone else runs (docs/decisions/039). */
  'take-over-checklists': ['super-admin', 'area', 'store', 'shift-leader'],
  /** Sign a store's day's records and write its four-weekly review (docs/decisions/045). */
  'sign-records': ['super-admin', 'area', 'store'],
  /** See a store's corrective actions, hand them on, verify or reopen them (decisions/047). */
  'manage-actions': ['super-admin', 'area', 'store'],
  /**
   * Insights across the stores they see: league table, trends, most-failed (decisions/049), and
   * the record-confidence signals, explained or not (decisions/050): for coaching, so never the
   * shift leaders whose records they are about.
   */
  'view-insights': ['super-admin', 'area', 'store'],
  /** Set the chain's record-confidence thresholds. */
  'set-signal-thresholds': ['super-admin'],
  /** Pair the store's tablets, revoke them, set how soon they lock and their people's PINs. */
  'manage-tablets': ['super-admin', 'area', 'store'],
  /**
   * The chain's identity settings: single sign-on and its role mappings, the SCIM tokens, which
   * roles need two-factor; and a person's lost authenticator reset.
   */
  'manage-identity': ['super-admin'],
  /**
   * Make and revoke integrations' API tokens and webhooks, reaching no further than their own
   * stores (docs/decisions/055, 058).
   */
  'manage-api-tokens': ['super-admin', 'area', 'store'],
  /** Read the audit log: every person's sign-ins and changes outside checklists. */
  'view-audit-log': ['super-admin'],
  /** See deleted checklists and bring one back while it is kept. */
  'restore-checklists': ['super-admin'],
  /** Set how long records are kept, chain-wide and per store, and hold a store's (decisions/057). */
  'manage-retention': ['super-admin'],
  /** Erase a person's personal data, keeping their records under a pseudonym. */
  'erase-people': ['super-admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof TABLE;
export const CAPABILITIES = /* @__PURE__ */ Object.keys(TABLE) as Capability[];

export function hasCapability(role: Role, capability: Capability): boolean {
  return (TABLE[capability] as readonly Role[]).includes(role);
}

export function capabilitiesOf(role: Role): Capability[] {
  return CAPABILITIES.filter((capability) => hasCapability(role, capability));
}
