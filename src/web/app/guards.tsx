import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { SessionUser } from '#domain/auth/schemas';
import { authorize, type PersonAction } from '#domain/authz';
import { hourCycleOf } from '#domain/stores/clock';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api/session';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { CurrentUserProvider, useCurrentUser } from '../lib/current-user';
import {
  endQueueSession,
  getQueueSnapshot,
  setQueueUser,
  subscribeQueue,
} from '../lib/offline-queue';
import { keepOfflineDataOf, precacheAdminScreens } from '../lib/service-worker';
import { isPairedTablet, tabletWriteKey } from '../lib/tablet-device';
import { useDrawnInBackground } from '../lib/use-drawn-in-background';
import { applyHourCycle, applyLocale, localeOf, useT } from '../lib/i18n';
import { shellMessages } from './shell/messages';

// The store tablet's lock screen, for the browsers paired as one.
const LockScreen = lazy(() =>
  import('../features/tablet/components/lock-screen').then((m) => ({ default: m.LockScreen })),
);

/** The session check got no answer. Worded without waiting: its texts may not download either. */
function ServerUnreachable({ onRetry }: { onRetry: () => void }) {
  const t = useT(shellMessages);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
      <p>{t('serverUnreachable')}</p>
      <button
        type="button"
        className="font-medium text-blue-700 underline dark:text-blue-400"
        onClick={onRetry}
      >
        {t('tryAgain')}
      </button>
    </div>
  );
}

/** Signed-out visitors go to / and see the sign-in screen there (SPEC §2 "Guards"). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError, refetch } = useSession();
  // The signed-in app behind the first answer is drawn in the background.
  const answered = useDrawnInBackground(!isPending);
  const location = useLocation();
  const queue = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  const [lastUser, setLastUser] = useState<SessionUser | null>(null);
  const [withPassword, setWithPassword] = useState(false);
  if (user && user !== lastUser) setLastUser(user);
  // The session vanished without a sign-out on this page (ended elsewhere, expired): the screen
  // stays, with its local state, under the session-ended dialog, instead of being swapped for
  // the sign-in page. A sign-out here tells the queue first, so it never gets this far.
  // A store tablet session that ended (revoked, or its shift's hours over) goes back to the lock
  // screen instead: its queued changes carry their own key.
  const tabletEnded = !user && lastUser?.tablet != null;
  const ended = !user && lastUser !== null && !tabletEnded && queue.userId === lastUser.id;

  useEffect(() => {
    if (user) {
      // On the store tablet, what the person queues carries their PIN session's write key.
      setQueueUser(user.id, user.email, user.tablet ? tabletWriteKey() : undefined);
      keepOfflineDataOf(user.id);
    } else if (ended) endQueueSession();
    else if (tabletEnded) setQueueUser(null);
  }, [user, ended, tabletEnded]);

  // The person's language (their choice, their browser's, their store's), before the screen
  // behind the answer paints.
  const locale = user ? localeOf(user) : null;
  const hourCycle = user ? hourCycleOf(user.storeClock) : undefined;
  useLayoutEffect(() => {
    if (locale) applyLocale(locale);
    applyHourCycle(hourCycle);
  }, [locale, hourCycle]);

  // The admin screens' code is kept for offline use only by people who can open them.
  const canOpenAdmin = user ? authorize(user, 'admin:open') : false;
  useEffect(() => {
    if (canOpenAdmin) precacheAdminScreens();
  }, [canOpenAdmin]);

  if (ended) return <CurrentUserProvider user={lastUser}>{children}</CurrentUserProvider>;
  if (!answered) return <PageSpinner />;
  if (isError) return <ServerUnreachable onRetry={() => void refetch()} />;
  if (!user && location.pathname !== '/') return <Navigate to="/" replace />;
  if (!user) {
    // A paired store tablet shows its lock screen, and the ordinary sign-in when asked.
    return isPairedTablet() && !withPassword ? (
      <Suspense fallback={<PageSpinner />}>
        <LockScreen onUsePassword={() => setWithPassword(true)} />
      </Suspense>
    ) : (
      <SignInPage onBackToTablet={isPairedTablet() ? () => setWithPassword(false) : undefined} />
    );
  }
  return <CurrentUserProvider user={user}>{children}</CurrentUserProvider>;
}

/**
 * A signed-in user without the role for a screen is sent to / (the server refuses it anyway).
 * Without children it guards the nested routes.
 */
export function RequireAccess({
  action,
  children,
}: {
  action: PersonAction;
  children?: ReactNode;
}) {
  const user = useCurrentUser();
  if (!authorize(user, action)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/** A screen for people the authorization entry point allows; others are sent to /. */
export const guarded = (action: PersonAction, screen: ReactNode) => (
  <RequireAccess action={action}>{screen}</RequireAccess>
);
