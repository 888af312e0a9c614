/** The chain's roles, widest first; an area manager runs the stores of an area (issue 47). */
export const ROLES = ['super-admin', 'area', 'store', 'shift-leader'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'shift-leader';

export const ROLE_LABELS: Record<Role, string> = {
  'super-admin': 'Super Admin',
  area: 'Area Manager',
  store: 'Store Manager',
  'shift-leader': 'Shift Leader',
};
