import Bell from 'lucide-react/icons/bell';
import { NavLink } from 'react-router';
import { cn } from '#web/components/ui/cn';
import { useFormat, useT } from '#web/lib/i18n';
import { useNotifications } from '../api/notifications';
import { notificationsMessages } from '../messages';

/** The bell: opens /notifications and shows how many are unread (live through /api/live). */
export function NotificationBell({
  onNavigate,
  className,
}: {
  onNavigate?: (() => void) | undefined;
  className?: string;
}) {
  const t = useT(notificationsMessages);
  const format = useFormat();
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  return (
    <NavLink
      to="/notifications"
      onClick={onNavigate}
      aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('title')}
      data-testid="notification-bell"
      className={({ isActive }) =>
        cn(
          'relative flex h-11 min-w-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800',
          isActive && 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
          className,
        )
      }
    >
      <Bell aria-hidden="true" className="h-6 w-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute end-0.5 top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white dark:bg-red-500 dark:text-slate-950"
        >
          {unread > 99 ? `${format.number(99)}+` : format.number(unread)}
        </span>
      )}
    </NavLink>
  );
}
