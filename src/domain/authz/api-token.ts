import type { Action } from './authorize';

/**
 * What an integration's API token may be given (docs/decisions/055). A token acts for the person
 * who made it, through the same policies, and only for the actions of its scopes: decide()
 * refuses the rest whatever the person may do. Each scope names what an integration asks for;
 * a write scope holds the reads its writes need.
 */
export const API_SCOPES = [
  'reports:read',
  'checklists:read',
  'checklists:write',
  'actions:read',
  'actions:write',
  'records:read',
  'exports:read',
  'users:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

const STORES: readonly Action[] = ['store:view', 'store:pick-any'];
const CHECKLIST_READS: readonly Action[] = [
  ...STORES,
  'checklist:list',
  'checklist:read',
  'template:read',
];
const ACTION_READS: readonly Action[] = [
  ...STORES,
  'actions:open',
  'actions:list-store',
  'actions:list-store-of',
  'actions:list-all',
  'actions:view',
];

export const SCOPE_ACTIONS: Readonly<Record<ApiScope, readonly Action[]>> = {
  'reports:read': [...STORES, 'report:view', 'insights:view'],
  'checklists:read': CHECKLIST_READS,
  'checklists:write': [...CHECKLIST_READS, 'checklist:create', 'checklist:edit'],
  'actions:read': ACTION_READS,
  'actions:write': [...ACTION_READS, 'actions:progress', 'actions:verify'],
  'records:read': [...STORES, 'records:view'],
  'exports:read': [...STORES, 'export:view'],
  'users:manage': [...STORES, 'user:list', 'user:create', 'user:manage', 'user:update'],
};

/**
 * The actions a token of these scopes may ask for at all (the policies decide the rest): carried
 * by its actor, so decide() checks them without this table (kept off the first page).
 */
export function actionsOf(scopes: readonly ApiScope[]): Action[] {
  return [...new Set(scopes.flatMap((scope) => SCOPE_ACTIONS[scope]))];
}
