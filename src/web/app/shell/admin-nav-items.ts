import Archive from 'lucide-react/icons/archive';
import FileStack from 'lucide-react/icons/file-stack';
import KeyRound from 'lucide-react/icons/key-round';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import MapPinned from 'lucide-react/icons/map-pinned';
import Plug from 'lucide-react/icons/plug';
import ScrollText from 'lucide-react/icons/scroll-text';
import Store from 'lucide-react/icons/store';
import TabletSmartphone from 'lucide-react/icons/tablet-smartphone';
import Trash2 from 'lucide-react/icons/trash';
import Users from 'lucide-react/icons/users';
import type { NavGroup } from './nav-items';

/**
 * The admin area's links (SPEC §2 "Sidebar"), loaded only for people who may open it: a shift
 * leader's first page carries none of them. A screen is listed here once it exists.
 */
export const ADMIN_GROUP: NavGroup = {
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
    { label: 'navAreas', to: '/admin/areas', icon: MapPinned, requires: 'area:manage' },
    { label: 'navTablets', to: '/admin/tablets', icon: TabletSmartphone, requires: 'admin:open' },
    { label: 'navIdentity', to: '/admin/identity', icon: KeyRound, requires: 'identity:manage' },
    {
      label: 'navIntegrations',
      to: '/admin/integrations',
      icon: Plug,
      requires: 'api-tokens:manage',
    },
    { label: 'navAuditLog', to: '/admin/audit-log', icon: ScrollText, requires: 'audit:view' },
    { label: 'navRetention', to: '/admin/retention', icon: Archive, requires: 'retention:manage' },
    {
      label: 'navDeletedChecklists',
      to: '/admin/deleted-checklists',
      icon: Trash2,
      requires: 'checklist:restore',
    },
  ],
};
