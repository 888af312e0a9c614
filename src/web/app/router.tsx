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
        path: 'admin/stores',
        element: (
          <RequireAccess action="store:manage">
            <StoreListPage />
          </RequireAccess>
        ),
      },
      {
        path: 'admin/stores/:storeId',
        element: (
          <RequireAccess action="store:manage">
            <StoreFormPage />
          </RequireAccess>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
