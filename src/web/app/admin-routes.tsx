import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { guarded, RequireAccess } from './guards';

// The admin area's screens (/admin/…), loaded on demand with their route table: a shift leader's
// first page carries neither their code nor the list of them.
const AdminDashboardPage = lazy(() =>
  import('../features/admin/components/admin-dashboard-page').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
const StoreListPage = lazy(() =>
  import('../features/stores/components/store-list-page').then((m) => ({
    default: m.StoreListPage,
  })),
);
const StoreFormPage = lazy(() =>
  import('../features/stores/components/store-form-page').then((m) => ({
    default: m.StoreFormPage,
  })),
);
const AreasScreens = lazy(() =>
  import('../features/areas/components/areas-screens').then((m) => ({
    default: m.AreasScreens,
  })),
);
const TemplatesPage = lazy(() =>
  import('../features/templates/components/templates-page').then((m) => ({
    default: m.TemplatesPage,
  })),
);
const TemplateFormPage = lazy(() =>
  import('../features/templates/components/template-form-page').then((m) => ({
    default: m.TemplateFormPage,
  })),
);
const UsersPage = lazy(() =>
  import('../features/users/components/users-page').then((m) => ({ default: m.UsersPage })),
);
const UserFormPage = lazy(() =>
  import('../features/users/components/user-form-page').then((m) => ({
    default: m.UserFormPage,
  })),
);
const RoleChangePage = lazy(() =>
  import('../features/users/components/role-change-page').then((m) => ({
    default: m.RoleChangePage,
  })),
);
const TabletsPage = lazy(() =>
  import('../features/tablets/components/tablets-page').then((m) => ({
    default: m.TabletsPage,
  })),
);
const IdentityPage = lazy(() =>
  import('../features/identity/components/identity-page').then((m) => ({
    default: m.IdentityPage,
  })),
);
const IntegrationsPage = lazy(() =>
  import('../features/integrations/components/integrations-page').then((m) => ({
    default: m.IntegrationsPage,
  })),
);
const WebhookPage = lazy(() =>
  import('../features/integrations/components/webhook-page').then((m) => ({
    default: m.WebhookPage,
  })),
);
const AuditLogPage = lazy(() =>
  import('../features/audit/components/audit-log-page').then((m) => ({
    default: m.AuditLogPage,
  })),
);
const RetentionPage = lazy(() =>
  import('../features/retention/components/retention-page').then((m) => ({
    default: m.RetentionPage,
  })),
);
const DeletedChecklistsPage = lazy(() =>
  import('../features/deleted-checklists/components/deleted-checklists-page').then((m) => ({
    default: m.DeletedChecklistsPage,
  })),
);

const routes: RouteObject[] = [
  { index: true, element: guarded('admin:open', <AdminDashboardPage />) },
  { path: 'users', element: guarded('admin:open', <UsersPage />) },
  { path: 'users/role', element: guarded('user:change-role', <RoleChangePage />) },
  // 'new' creates; any other id edits (the same for stores).
  { path: 'users/:userId', element: guarded('admin:open', <UserFormPage />) },
  { path: 'stores', element: guarded('store:manage', <StoreListPage />) },
  { path: 'stores/:storeId', element: guarded('store:manage', <StoreFormPage />) },
  { path: 'areas/*', element: guarded('area:manage', <AreasScreens />) },
  { path: 'tablets', element: guarded('admin:open', <TabletsPage />) },
  { path: 'identity', element: guarded('identity:manage', <IdentityPage />) },
  { path: 'audit-log', element: guarded('audit:view', <AuditLogPage />) },
  { path: 'integrations', element: guarded('api-tokens:manage', <IntegrationsPage />) },
  {
    path: 'integrations/webhooks/:webhookId',
    element: guarded('webhooks:manage', <WebhookPage />),
  },
  { path: 'retention', element: guarded('retention:manage', <RetentionPage />) },
  {
    path: 'deleted-checklists',
    element: guarded('checklist:restore', <DeletedChecklistsPage />),
  },
  {
    path: 'templates',
    element: <RequireAccess action="template:manage" />,
    children: [
      { index: true, element: <TemplatesPage /> },
      { path: 'new', element: <TemplateFormPage /> },
      { path: 'duplicate/:id', element: <TemplateFormPage duplicate /> },
      { path: ':templateId', element: <TemplateFormPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** `/admin/*`: the admin area's screens, each for whom the authorization entry point allows. */
export function AdminRoutes() {
  return useRoutes(routes);
}
