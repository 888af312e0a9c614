import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { DailyPage } from '../features/daily/components/daily-page';
import { RequireAccess, RequireSignIn } from './guards';
import { PageSpinner } from '../components/ui/spinner';
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
const WeeklyPage = lazy(() =>
  import('../features/weekly/components/weekly-page').then((m) => ({ default: m.WeeklyPage })),
);
const MonthlyPage = lazy(() =>
  import('../features/monthly/components/monthly-page').then((m) => ({ default: m.MonthlyPage })),
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
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const ChecklistPage = lazy(() =>
  import('../features/checklists/components/checklist-page').then((m) => ({
    default: m.ChecklistPage,
  })),
);

export const router = createBrowserRouter([
  {
    // The link in a password reset e-mail: for people who cannot sign in, so outside the shell.
    path: '/reset-password',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<PageSpinner />}>
        <ResetPasswordPage />
      </Suspense>
    ),
  },
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
        path: 'admin/users',
        element: (
          <RequireAccess action="admin:open">
            <UsersPage />
          </RequireAccess>
        ),
      },
      {
        path: 'admin/users/role',
        element: (
          <RequireAccess action="user:change-role">
            <RoleChangePage />
          </RequireAccess>
        ),
      },
      {
        // 'new' creates; any other id edits.
        path: 'admin/users/:userId',
        element: (
          <RequireAccess action="admin:open">
            <UserFormPage />
          </RequireAccess>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
