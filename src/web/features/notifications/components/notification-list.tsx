import { Link } from 'react-router';
import type { Notification } from '#domain/notifications/api';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { useFormat, useT } from '#web/lib/i18n';
import { useMarkAllRead, useMarkRead } from '../api/notifications';
import { notificationsMessages } from '../messages';

function Row({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const t = useT(notificationsMessages);
  const format = useFormat();
  const unread = notification.readAt === null;
  return (
    <li>
      <Link
        to={notification.link}
        onClick={onOpen}
        className={cn(
          'block rounded-lg border px-3 py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60',
          unread
            ? 'border-blue-300 bg-blue-50/60 dark:border-blue-800 dark:bg-blue-950/40'
            : 'border-slate-200 dark:border-slate-800',
        )}
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0 font-medium break-words">{notification.title}</span>
          {unread && (
            <span className="shrink-0 rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-blue-400 dark:text-slate-950">
              {t('new')}
            </span>
          )}
        </span>
        <span className="mt-1 block text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {notification.body}
        </span>
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
          {format.dateTime(notification.createdAt)}
        </span>
      </Link>
    </li>
  );
}

export function NotificationList({
  notifications,
  unread,
}: {
  notifications: Notification[];
  unread: number;
}) {
  const t = useT(notificationsMessages);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {unread === 0 ? t('allRead') : t('unread', { count: unread })}
        </p>
        {unread > 0 && (
          <Button variant="secondary" size="sm" onClick={() => markAll.mutate()}>
            {t('markAllRead')}
          </Button>
        )}
      </div>
      {notifications.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('none')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('title')}>
          {notifications.map((n) => (
            <Row
              key={n.id}
              notification={n}
              onOpen={() => n.readAt === null && markRead.mutate(n.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
