import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileStack from 'lucide-react/icons/file-stack';
import Store from 'lucide-react/icons/store';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { authorize } from '#domain/authz';
import { Alert } from '#web/components/ui/alert';
import { Card, CardHeader } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { usePageTitle } from '#web/lib/page-title';
import { useCurrentUser } from '#web/lib/current-user';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { useAdminOverview } from '../api/overview';
import { adminMessages } from '../messages';
import { QuickActions } from './quick-actions';
import { StatCard } from './stat-card';

export function AdminDashboardPage() {
  const t = useT(adminMessages);
  const labels = useLabels();
  const format = useFormat();
  const user = useCurrentUser();
  const overview = useAdminOverview();
  usePageTitle(t('pageTitle'));

  if (overview.isPending) return <PageSpinner />;
  if (overview.isError) return <Alert tone="error">{overview.error.message}</Alert>;
  const { scope, area, counts, recentUsers } = overview.data;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {scope && (
        <Alert tone="info" className="mb-6">
          {t('managingStore', { storeName: scope.storeName, storeNumber: scope.storeNumber })}
        </Alert>
      )}
      {area && (
        <Alert tone="info" className="mb-6">
          {t('managingArea', { areaName: area.name, count: counts.stores })}
        </Alert>
      )}
      <section
        aria-label={t('totals')}
        className="mb-6 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4"
      >
        <StatCard label={t('users')} value={counts.users} icon={Users} to="/admin/users" />
        <StatCard
          label={t('checklists')}
          value={counts.checklists}
          icon={ClipboardList}
          to="/weekly"
        />
        <StatCard
          label={scope ? t('store') : t('stores')}
          value={counts.stores}
          icon={Store}
          to={authorize(user, 'store:manage') ? '/admin/stores' : null}
        />
        <StatCard
          label={t('availableTemplates')}
          value={counts.templates}
          icon={FileStack}
          to="/admin/templates"
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card role="region" aria-labelledby="recent-users" className="lg:col-span-2">
          <CardHeader className="flex items-center justify-between gap-3">
            <h2 id="recent-users" className="font-semibold">
              {t('recentUsers')}
            </h2>
            <Link
              to="/admin/users"
              className="-my-2 inline-flex min-h-11 items-center text-sm font-medium text-blue-700 underline dark:text-blue-400"
            >
              {t('viewAllUsers')}
            </Link>
          </CardHeader>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {recentUsers.map((recent) => (
              <li key={recent.id}>
                <Link
                  to={`/admin/users/${recent.id}`}
                  className="grid gap-1 px-4 py-3 hover:bg-slate-50 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4 dark:hover:bg-slate-800/60"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-blue-800 dark:text-blue-300">
                      {recent.displayName || recent.email}
                    </span>
                    {recent.displayName && (
                      <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                        {recent.email}
                      </span>
                    )}
                  </span>
                  {/* Under the name on a phone, a column at the line's end on wider screens. */}
                  <span className="text-sm text-slate-600 sm:text-end dark:text-slate-400">
                    <span className="block">
                      {recent.storeNumber
                        ? t('roleAtStore', {
                            role: labels.role(recent.role),
                            storeNumber: recent.storeNumber,
                          })
                        : labels.role(recent.role)}
                    </span>
                    <span className="block">{format.dateTime(recent.createdAt)}</span>
                  </span>
                </Link>
              </li>
            ))}
            {recentUsers.length === 0 && (
              <li className="px-4 py-3 text-slate-600 dark:text-slate-400">{t('noUsers')}</li>
            )}
          </ul>
        </Card>
        <QuickActions />
      </div>
    </>
  );
}
