import Calendar1 from 'lucide-react/icons/calendar-1';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarRange from 'lucide-react/icons/calendar-range';
import CircleCheck from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';
import FileStack from 'lucide-react/icons/file-stack';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Store from 'lucide-react/icons/store';
import Thermometer from 'lucide-react/icons/thermometer';
import Trash2 from 'lucide-react/icons/trash';
import UserCog from 'lucide-react/icons/user-cog';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';
import type shellTexts from '#domain/i18n/catalogues/shell/en.json';
import { authorize, type Actor, type PersonAction } from '#domain/authz';

/** A text of the shell's catalogue, translated where the menu is drawn. */
type ShellText = keyof typeof shellTexts;

export interface NavItem {
  label: ShellText;
  to: string;
  icon: LucideIcon;
  requires: PersonAction | null;
}

export interface NavGroup {
  title: ShellText;
  items: NavItem[];
}

/** SPEC §2 "Sidebar". A screen is listed here once it exists. */
const GROUPS: NavGroup[] = [
  {
    title: 'navGroupChecklists',
    items: [
      { label: 'navDaily', to: '/', icon: Calendar1, requires: null },
      { label: 'navWeekly', to: '/weekly', icon: CalendarRange, requires: null },
      { label: 'navMonthly', to: '/monthly', icon: CalendarDays, requires: null },
      { label: 'navActions', to: '/actions', icon: CircleCheck, requires: 'actions:open' },
      { label: 'navRecords', to: '/records', icon: Thermometer, requires: 'records:open' },
      { label: 'navExports', to: '/exports', icon: Download, requires: 'export:open' },
    ],
  },
  {
    title: 'navGroupAdmin',
    items: [
      { label: 'navAdmin', to: '/admin', icon: LayoutDashboard, requires: 'admin:open' },
      { label: 'navUsers', to: '/admin/users', icon: Users, requires: 'admin:open' },
      {
        label: 'navTemplates',
        to: '/admin/templates',
        icon: FileStack,
        requires: 'template:manage',
      },
      { label: 'navStores', to: '/admin/stores', icon: Store, requires: 'store:manage' },
      {
        label: 'navDeletedChecklists',
        to: '/admin/deleted-checklists',
        icon: Trash2,
        requires: 'checklist:restore',
      },
    ],
  },
  {
    title: 'navGroupAccount',
    items: [{ label: 'navProfile', to: '/profile', icon: UserCog, requires: null }],
  },
];

export function navGroupsFor(actor: Actor): NavGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => item.requires === null || authorize(actor, item.requires)),
  })).filter((group) => group.items.length > 0);
}
