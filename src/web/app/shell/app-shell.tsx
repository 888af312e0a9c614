import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { SessionEndedDialog } from '../../features/auth/components/session-ended-dialog';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useLiveUpdates } from '../../lib/live-updates';
import { OfflineBanner } from './offline-banner';
import { OtherAccountChangesDialog } from './other-account-changes-dialog';
import { RefusedWriteToasts } from './refused-write-toasts';
import { Sidebar } from './sidebar';

export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  useLiveUpdates();

  return (
    // A grid column rather than a fixed panel, so the sidebar's background runs the page's whole
    // length (printouts and full-page captures included) while its content stays in view.
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] print:block">
      <aside
        data-print="hide"
        className="hidden border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="sticky top-0 h-dvh">
          <Sidebar />
        </div>
      </aside>
      <div className="min-w-0">
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          {/* The offline banner shares the header's sticky box, so scrolling never tucks it under. */}
          <div className="sticky top-0 z-20" data-print="hide">
            <header className="flex items-center gap-2 border-b border-slate-200 bg-white/95 px-2 py-1 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95">
              <Dialog.Trigger asChild>
                <button
                  type="button"
                  aria-label="Open menu"
                  className="flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <Menu aria-hidden="true" className="h-6 w-6" />
                </button>
              </Dialog.Trigger>
              <img src="/icon.svg" alt="" className="h-7 w-7" />
              <span className="font-semibold">ShiftCheck</span>
              <NotificationBell className="ml-auto" />
            </header>
            <OfflineBanner />
          </div>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-none lg:hidden dark:bg-slate-900">
              <Dialog.Title className="sr-only">Menu</Dialog.Title>
              <Dialog.Description className="sr-only">Navigation and account</Dialog.Description>
              <Dialog.Close asChild>
                <button
                  type="button"
                  aria-label="Close menu"
                  className="absolute top-3 right-3 flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <X aria-hidden="true" className="h-5 w-5" />
                </button>
              </Dialog.Close>
              <Sidebar onNavigate={() => setMenuOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>

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
