import { lazy, Suspense, type ComponentProps } from 'react';
import { importWhenOnline } from '#web/lib/import-when-online';
import { usePageShown } from '#web/lib/page-shown';

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
