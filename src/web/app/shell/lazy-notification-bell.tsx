import { lazy, Suspense, type ComponentProps } from 'react';
import { subscribeOnline } from '#web/lib/online-status';
import { usePageShown } from '#web/lib/page-shown';

/**
 * Loads a module; one that cannot be downloaded (the phone went offline first) is tried again
 * once the connection is back, the promise waiting until then instead of failing.
 */
function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve, reject) => {
        const stop = subscribeOnline((online) => {
          if (!online) return;
          stop();
          importWhenOnline(load).then(resolve, reject);
        });
      }),
  );
}

// The bell, its code and its list load once the first screen has shown what it loads: nothing on
// it needs them, and on a phone's connection they would compete with the screen's own requests.
// Until its code arrives the header simply has no bell.
const NotificationBell = lazy(() =>
  importWhenOnline(() => import('#web/features/notifications/components/notification-bell')).then(
    (m) => ({ default: m.NotificationBell }),
  ),
);

export function LazyNotificationBell(props: ComponentProps<typeof NotificationBell>) {
  const pageShown = usePageShown();
  if (!pageShown) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell {...props} />
    </Suspense>
  );
}
