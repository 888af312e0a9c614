import type { Action } from './authorize';

/**
 * What a session opened with a PIN on the store tablet may do (docs/decisions/051): a shift
 * leader's day-to-day — the day, checklists, corrective actions, readings and the temperature
 * log, their notifications and language, their own PIN. Everything else (admin screens, exports,
 * insights, signing records, feedback, deleting) is refused there, whatever the person's role:
 * they sign in with their password on their own device for it. The policies still decide what
 * the person may do among these.
 */
export const TABLET_ACTIONS: ReadonlySet<Action> = new Set<Action>([
  'actions:open',
  'actions:list-store',
  'actions:list-store-of',
  'actions:view',
  'actions:progress',
  'actions:verify',
  'checklist:create',
  'checklist:list',
  'checklist:read',
  'checklist:edit',
  'checklist:take-over',
  'live:subscribe',
  'notification:list',
  'notification:read',
  'records:open',
  'records:view',
  'report:view',
  'store:view',
  'template:read',
  'profile:set-language',
  'tablet:set-own-pin',
  'tablet:lock',
]);
