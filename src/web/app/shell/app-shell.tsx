import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner';
import { SessionEndedDialog } from '#web/features/auth/components/session-ended-dialog';
import { LazyNotificationBell as NotificationBell } from './lazy-notification-bell';
import { useT } from '#web/lib/i18n';
import { useCurrentUser } from '#web/lib/current-user';
import { useLiveUpdates } from '#web/lib/live-updates';
import { useMediaQuery } from '#web/lib/media-query';
import { warmDateFormatting } from '#web/lib/warm-date-formatting';
import { shellMessages } from './messages';
import { OfflineBanner } from './offline-banner';
import { OtherAccountChangesDialog } from './other-account-changes-dialog';
import { RefusedWriteToasts } from './refused-write-toasts';
import { Sidebar } from './sidebar';

// A session opened with a PIN on the store tablet shows who is on it and locks; others never
// load its code.
const TabletBar = lazy(() =>
  import('#web/features/tablet/components/tablet-bar').then((m) => ({ default: m.TabletBar })),
);

// The phone's menu drawer loads when first opened.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** Tailwind's `lg`: from this width the sidebar shows and the phone's header bar does not. */
const SIDEBAR_SHOWN = '(min-width: 64rem)';

export function AppShell() {
  const t = useT(shellMessages);
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  // On a phone the sidebar is hidden: drawing it (and its own bell) would be work nobody sees.
  const sidebarShown = useMediaQuery(SIDEBAR_SHOWN);
  useLiveUpdates();
  // Every signed-in screen shows times in the store's zone; the sign-in page shows none.
  useEffect(warmDateFormatting, []);

  return (
    // A grid column rather than a fixed panel, so the sidebar's background runs the page's whole
    // length (printouts and full-page captures included) while its content stays in view.
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] print:block">
      <aside
        data-print="hide"
        className="hidden border-e border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="sticky top-0 h-dvh">{sidebarShown && <Sidebar />}</div>
      </aside>
      <div className="min-w-0">
        {/* The offline banner shares the header's sticky box, so scrolling never tucks it under. */}
        <div className="sticky top-0 z-20" data-print="hide">
          <header className="flex items-center gap-2 border-b border-slate-200 bg-white/95 px-2 py-1 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95">
            <button
              type="button"
              aria-label={t('openMenu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              className="flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <Menu aria-hidden="true" className="h-6 w-6" />
            </button>
            <img src="/icon.svg" alt="" className="h-7 w-7" />
            <span className="font-semibold">ShiftCheck</span>
            <NotificationBell className="ms-auto" />
          </header>
          {user.tablet && (
            <Suspense fallback={null}>
              <TabletBar user={user} tablet={user.tablet} />
            </Suspense>
          )}
          <OfflineBanner />
        </div>
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileMenu onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}

        <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <RefusedWriteToasts />
      <SessionEndedDialog />
      <OtherAccountChangesDialog />
    </div>
  );
}
