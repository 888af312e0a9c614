import Calendar1 from 'lucide-react/icons/calendar-1';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarRange from 'lucide-react/icons/calendar-range';
import ChartLine from 'lucide-react/icons/chart-line';
import CircleCheck from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';
import Thermometer from 'lucide-react/icons/thermometer';
import UserCog from 'lucide-react/icons/user-cog';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type shellTexts from '#domain/i18n/catalogues/shell/en.json';
import { authorize, type Actor, type PersonAction } from '#domain/authz';
import { importWhenOnline } from '#web/lib/import-when-online';

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

/** SPEC §2 "Sidebar": the checklists' links, for everyone. */
const CHECKLISTS: NavGroup = {
  title: 'navGroupChecklists',
  items: [
    { label: 'navDaily', to: '/', icon: Calendar1, requires: null },
    { label: 'navWeekly', to: '/weekly', icon: CalendarRange, requires: null },
    { label: 'navMonthly', to: '/monthly', icon: CalendarDays, requires: null },
    { label: 'navActions', to: '/actions', icon: CircleCheck, requires: 'actions:open' },
    { label: 'navRecords', to: '/records', icon: Thermometer, requires: 'records:open' },
    { label: 'navInsights', to: '/insights', icon: ChartLine, requires: 'insights:open' },
    { label: 'navExports', to: '/exports', icon: Download, requires: 'export:open' },
  ],
};

const ACCOUNT: NavGroup = {
  title: 'navGroupAccount',
  items: [{ label: 'navProfile', to: '/profile', icon: UserCog, requires: null }],
};

/** The admin links, once loaded (admin-nav-items.ts); every admin link needs the admin area. */
let adminGroup: NavGroup | null = null;
const loadAdminGroup = () =>
  importWhenOnline(() => import('./admin-nav-items')).then((module) => {
    adminGroup = module.ADMIN_GROUP;
    return adminGroup;
  });

export function navGroupsFor(actor: Actor, admin: NavGroup | null = adminGroup): NavGroup[] {
  const groups =
    admin && authorize(actor, 'admin:open') ? [CHECKLISTS, admin, ACCOUNT] : [CHECKLISTS, ACCOUNT];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) => item.requires === null || authorize(actor, item.requires),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/** The menu's groups for the person; the admin links join once loaded, for those who may open it. */
export function useNavGroups(actor: Actor): NavGroup[] {
  const mayAdmin = authorize(actor, 'admin:open');
  const [admin, setAdmin] = useState(adminGroup);
  useEffect(() => {
    if (!mayAdmin || admin) return;
    let current = true;
    void loadAdminGroup().then((group) => current && setAdmin(group));
    return () => {
      current = false;
    };
  }, [mayAdmin, admin]);
  return navGroupsFor(actor, admin);
}
