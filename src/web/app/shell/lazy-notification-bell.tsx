import { loadedLater } from '../../lib/loaded-later';

// The bell and its list query load just after the first page: nothing on the first paint needs
// them. Without a Suspense boundary (loaded-later.tsx), so its arrival holds no screen back.
export const LazyNotificationBell = loadedLater(() =>
  import('../../features/notifications/components/notification-bell').then(
    (m) => m.NotificationBell,
  ),
);
