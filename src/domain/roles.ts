export const ROLES = ['super-admin', 'store', 'shift-leader'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'shift-leader';

export const ROLE_LABELS: Record<Role, string> = {
  'super-admin': 'Super Admin',
  store: 'Store Manager',
  'shift-leader': 'Shift Leader',
};
