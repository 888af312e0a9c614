import {
  Calendar1,
  CalendarDays,
  CalendarRange,
  LayoutDashboard,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { hasCapability, type Capability } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  requires: Capability | null;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

/** SPEC §2 "Sidebar". A screen is listed here once it exists. */
const GROUPS: NavGroup[] = [
  {
    title: 'Checklists',
    items: [
      { label: 'Daily', to: '/', icon: Calendar1, requires: 'view-checklists' },
      { label: 'Weekly', to: '/weekly', icon: CalendarRange, requires: 'view-checklists' },
      { label: 'Monthly', to: '/monthly', icon: CalendarDays, requires: 'view-checklists' },
    ],
  },
  {
    title: 'Admin',
    items: [{ label: 'Admin', to: '/admin', icon: LayoutDashboard, requires: 'admin-area' }],
  },
  {
    title: 'Account',
    items: [{ label: 'Profile Settings', to: '/profile', icon: UserCog, requires: null }],
  },
];

export function navGroupsFor(role: Role): NavGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    items: group.items.filter(
      (item) => item.requires === null || hasCapability(role, item.requires),
    ),
  })).filter((group) => group.items.length > 0);
}
