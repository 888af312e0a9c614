import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { DailyPage } from '../features/daily/components/daily-page';
import { RequireAccess, RequireSignIn } from './guards';
import { RouteError } from './route-error';
import { AppShell } from './shell/app-shell';

// Screens a shift leader rarely or never opens load on demand, keeping the first page light.
const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/admin/components/admin-dashboard-page').then((m) => ({
    default: m.AdminDashboardPage,
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
const WeeklyPage = lazy(() =>
  import('../features/weekly/components/weekly-page').then((m) => ({ default: m.WeeklyPage })),
);
const MonthlyPage = lazy(() =>
  import('../features/monthly/components/monthly-page').then((m) => ({ default: m.MonthlyPage })),
);
const ChecklistPage = lazy(() =>
  import('../features/checklists/components/checklist-page').then((m) => ({
    default: m.ChecklistPage,
  })),
);

export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteError />,
    element: (
      <RequireSignIn>
        <AppShell />
      </RequireSignIn>
    ),
    children: [
      { index: true, element: <DailyPage /> },
      { path: 'weekly', element: <WeeklyPage /> },
      { path: 'monthly', element: <MonthlyPage /> },
      { path: 'checklists/:checklistId', element: <ChecklistPage /> },
      { path: 'profile', element: <ProfilePage /> },
      {
        path: 'admin',
        element: (
          <RequireAccess action="admin:open">
            <AdminDashboardPage />
          </RequireAccess>
        ),
      },
      {
        path: 'admin/templates',
        element: <RequireAccess action="template:manage" />,
        children: [
          { index: true, element: <TemplatesPage /> },
          { path: 'new', element: <TemplateFormPage /> },
          { path: 'duplicate/:id', element: <TemplateFormPage duplicate /> },
          { path: ':templateId', element: <TemplateFormPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
