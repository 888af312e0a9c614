import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { NavLink } from 'react-router';
import { cn } from '#web/components/ui/cn';
import { useCurrentUser } from '#web/lib/current-user';
import { useLabels, useT } from '#web/lib/i18n';
import { LazyNotificationBell as NotificationBell } from './lazy-notification-bell';
import { useTheme } from '#web/lib/theme';
import { LogOutButton } from './log-out-button';
import { shellMessages } from './messages';
import { useNavGroups } from './nav-items';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT(shellMessages);
  const labels = useLabels();
  const user = useCurrentUser();
  const { theme, toggle } = useTheme();
  const groups = useNavGroups(user);

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 px-4 py-5">
        <img src="/icon.svg" alt="" className="h-9 w-9" />
        <span className="text-lg font-semibold tracking-tight">ShiftCheck</span>
        {!onNavigate && <NotificationBell className="ms-auto" />}
      </div>

      <div
        className="mx-3 mb-4 rounded-lg bg-slate-100 px-3 py-3 dark:bg-slate-800/70"
        data-testid="sidebar-user"
      >
        <p className="truncate font-medium" title={user.email}>
          {user.displayName || user.email}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {labels.role(user.role)}
          {user.storeNumber && <span> · {t('storeNumber', { number: user.storeNumber })}</span>}
        </p>
      </div>

      <nav aria-label={t('mainNavigation')} className="flex-1 space-y-5 overflow-y-auto px-3">
        {groups.map((group) => (
          <div key={group.title} role="group" aria-labelledby={`nav-${group.title}`}>
            <h2
              id={`nav-${group.title}`}
              className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400"
            >
              {t(group.title)}
            </h2>
            <ul className="space-y-1">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium',
                        isActive
                          ? 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200'
                          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                      )
                    }
                  >
                    <item.icon aria-hidden="true" className="h-5 w-5" />
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      <div className="space-y-1 border-t border-slate-200 px-3 py-3 dark:border-slate-800">
        <button
          type="button"
          onClick={toggle}
          aria-pressed={theme === 'dark'}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {theme === 'dark' ? (
            <Sun aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Moon aria-hidden="true" className="h-5 w-5" />
          )}
          {theme === 'dark' ? t('lightMode') : t('darkMode')}
        </button>
        {/* On the store tablet a session locks instead ("Switch person"): its queued changes stay. */}
        {!user.tablet && (
          <LogOutButton className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800" />
        )}
      </div>
    </div>
  );
}
