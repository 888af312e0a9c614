import {
  Calendar1,
  CalendarDays,
  CalendarRange,
  Download,
  FileStack,
  LayoutDashboard,
  Store,
  Trash2,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { authorize, type Actor, type PersonAction } from '#domain/authz';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  requires: PersonAction | null;
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
      { label: 'Daily', to: '/', icon: Calendar1, requires: null },
      { label: 'Weekly', to: '/weekly', icon: CalendarRange, requires: null },
      { label: 'Monthly', to: '/monthly', icon: CalendarDays, requires: null },
      { label: 'Exports', to: '/exports', icon: Download, requires: 'export:open' },
    ],
  },
  {
    title: 'Admin',
    items: [
      { label: 'Admin', to: '/admin', icon: LayoutDashboard, requires: 'admin:open' },
      { label: 'Users', to: '/admin/users', icon: Users, requires: 'admin:open' },
      { label: 'Templates', to: '/admin/templates', icon: FileStack, requires: 'template:manage' },
      { label: 'Stores', to: '/admin/stores', icon: Store, requires: 'store:manage' },
      {
        label: 'Deleted Checklists',
        to: '/admin/deleted-checklists',
        icon: Trash2,
        requires: 'checklist:restore',
      },
    ],
  },
  {
    title: 'Account',
    items: [{ label: 'Profile Settings', to: '/profile', icon: UserCog, requires: null }],
  },
];

export function navGroupsFor(actor: Actor): NavGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => item.requires === null || authorize(actor, item.requires)),
  })).filter((group) => group.items.length > 0);
}
