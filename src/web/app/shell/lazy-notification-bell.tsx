import { lazy, Suspense, type ComponentProps } from 'react';

// The bell and its list query load just after the first page: nothing on the first paint needs them.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

export function LazyNotificationBell(props: ComponentProps<typeof NotificationBell>) {
  return (
    <Suspense fallback={null}>
      <NotificationBell {...props} />
    </Suspense>
  );
}
