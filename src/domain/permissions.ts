import type { Role } from './roles';

/**
 * Role-level capabilities from SPEC §6. Checks that also depend on the resource (own store,
 * creator, today's date) build on these in the feature modules; the server enforces every one
 * and the web app only hides what the server would refuse.
 */
export const CAPABILITIES = [
  'view-checklists',
  'admin-area',
  'manage-users',
  'manage-templates',
  'manage-stores',
  'change-roles',
  'pick-any-store',
  'seed-templates',
  'add-feedback',
  'delete-checklist-any-date',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const BY_ROLE: Record<Role, readonly Capability[]> = {
  'super-admin': CAPABILITIES,
  store: ['view-checklists', 'admin-area', 'manage-users', 'manage-templates', 'add-feedback'],
  'shift-leader': ['view-checklists'],
};

export function hasCapability(role: Role, capability: Capability): boolean {
  return BY_ROLE[role].includes(capability);
}

export function capabilitiesOf(role: Role): readonly Capability[] {
  return BY_ROLE[role];
}
