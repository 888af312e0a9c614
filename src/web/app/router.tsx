import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { DailyPage } from '../features/daily/components/daily-page';
import { guarded, RequireSignIn } from './guards';
import { PageSpinner } from '../components/ui/spinner';
import { setClientTexts } from '../lib/client-texts';
import { currentLocale, LanguageGate, preloadNamespace } from '../lib/i18n';
import { translatorNow } from '../lib/use-t-now';
import { RouteErrorBoundary } from './route-error';
import { AppShell } from './shell/app-shell';
import { shellMessages } from './shell/messages';

// The errors the app words itself (no connection, an answer it cannot read) in the person's
// language: English until the shell's texts in it have come.
setClientTexts((key) => translatorNow(shellMessages)(key));

// Screens a shift leader rarely or never opens load on demand, keeping the first page light.
const NotificationsPage = lazy(() =>
  import('../features/notifications/components/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const WeeklyPage = lazy(() =>
  import('../features/weekly/components/weekly-page').then((m) => ({ default: m.WeeklyPage })),
);
const MonthlyPage = lazy(() =>
  import('../features/monthly/components/monthly-page').then((m) => ({ default: m.MonthlyPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const TabletPairPage = lazy(() =>
  import('../features/tablet/components/pair-page').then((m) => ({ default: m.PairPage })),
);
const ExportsPage = lazy(() =>
  import('../features/exports/components/exports-page').then((m) => ({
    default: m.ExportsPage,
  })),
);
const RecordsPage = lazy(() =>
  import('../features/records/components/records-page').then((m) => ({
    default: m.RecordsPage,
  })),
);
const ActionsScreens = lazy(() =>
  import('../features/actions/components/actions-screens').then((m) => ({
    default: m.ActionsScreens,
  })),
);
const InsightsPage = lazy(() =>
  import('../features/insights/components/insights-page').then((m) => ({
    default: m.InsightsPage,
  })),
);
const AdminScreens = lazy(() => import('./admin-routes').then((m) => ({ default: m.AdminRoutes })));
const loadChecklistPage = () => import('../features/checklists/components/checklist-page');
const ChecklistPage = lazy(() => loadChecklistPage().then((m) => ({ default: m.ChecklistPage })));

/**
 * A checklist opened from its link (a notification, a shared link, a reload) asks for its
 * screen's code as the app starts, alongside the session check, rather than once the signed-in
 * layout has drawn: on a phone's connection that is a round trip and the first render sooner.
 */
export function startLoadingScreenFor(pathname: string): void {
  if (pathname.startsWith('/checklists/')) {
    void loadChecklistPage().then((m) => preloadNamespace(m.checklistTexts, currentLocale()));
  }
}

// Declarative routes (useRoutes) rather than a data router: the app loads its data with
// TanStack Query, and the data router's loaders, actions and fetchers would weigh on every page.
const routes: RouteObject[] = [
  {
    // The link in a password reset e-mail: for people who cannot sign in, so outside the shell.
    path: '/reset-password',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <ResetPasswordPage />
      </Suspense>
    ),
  },
  {
    // The browser that becomes the store's tablet takes its manager's code here.
    path: '/tablet',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <TabletPairPage />
      </Suspense>
    ),
  },
  {
    path: '/',
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
      { path: 'exports', element: guarded('export:open', <ExportsPage />) },
      { path: 'records', element: guarded('records:open', <RecordsPage />) },
      { path: 'actions/*', element: guarded('actions:open', <ActionsScreens />) },
      { path: 'insights', element: guarded('insights:open', <InsightsPage />) },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'admin/*', element: <AdminScreens /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The app's screens; a screen that fails to render shows the error page instead. */
export function AppRoutes() {
  const screen = useRoutes(routes);
  // The screens wait for the person's language file here, the spinner showing meanwhile.
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <LanguageGate>{screen}</LanguageGate>
      </Suspense>
    </RouteErrorBoundary>
  );
}
