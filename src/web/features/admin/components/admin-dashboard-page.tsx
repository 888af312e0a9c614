import { ClipboardList, FileStack, Store, Users, type LucideIcon } from 'lucide-react';
import { SEED_MESSAGES } from '../../../../domain/admin/api';
import { formatDateTime } from '../../../../domain/dates/format';
import { authorize } from '../../../../domain/authz';
import { ROLE_LABELS } from '../../../../domain/roles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { useCurrentUser } from '../../auth/current-user';
import { useAdminOverview, useSeedTemplates } from '../api/overview';

function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
}) {
  return (
    <Card className="flex items-center gap-4 px-4 py-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-semibold">{value}</p>
      </div>
    </Card>
  );
}

export function AdminDashboardPage() {
  const user = useCurrentUser();
  const overview = useAdminOverview();
  const seed = useSeedTemplates();
  usePageTitle('Admin');

  if (overview.isPending) return <PageSpinner />;
  if (overview.isError) return <Alert tone="error">{overview.error.message}</Alert>;
  const { scope, counts, recentUsers } = overview.data;
  const canSeed = authorize(user, 'admin:seed-templates');

  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Your team, stores and checklist templates at a glance."
      />
      {scope && (
        <Alert tone="info" className="mb-6">
          You are managing {scope.storeName} (Store {scope.storeNumber}). Changes you make here
          affect only your store.
        </Alert>
      )}
      <section
        aria-label="Totals"
        className="mb-6 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4"
      >
        <StatCard label="Users" value={counts.users} icon={Users} />
        <StatCard label="Checklists" value={counts.checklists} icon={ClipboardList} />
        <StatCard label={scope ? 'Store' : 'Stores'} value={counts.stores} icon={Store} />
        <StatCard label="Available templates" value={counts.templates} icon={FileStack} />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className={canSeed ? 'lg:col-span-2' : 'lg:col-span-3'}>
          <CardHeader>
            <h2 className="font-semibold">Recent users</h2>
          </CardHeader>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {recentUsers.map((recent) => (
              <li
                key={recent.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{recent.displayName || recent.email}</p>
                  {recent.displayName && (
                    <p className="truncate text-sm text-slate-500 dark:text-slate-400">
                      {recent.email}
                    </p>
                  )}
                </div>
                <div className="text-right text-sm text-slate-600 dark:text-slate-400">
                  <p>
                    {ROLE_LABELS[recent.role]}
                    {recent.storeNumber && ` · Store ${recent.storeNumber}`}
                  </p>
                  <p>{formatDateTime(recent.createdAt)}</p>
                </div>
              </li>
            ))}
            {recentUsers.length === 0 && (
              <li className="px-4 py-3 text-slate-500">No users yet.</li>
            )}
          </ul>
        </Card>

        {canSeed && (
          <Card>
            <CardHeader>
              <h2 className="font-semibold">Quick actions</h2>
            </CardHeader>
            <CardBody className="space-y-3">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Restore any of the four default shift templates that are missing. Existing templates
                are left as they are.
              </p>
              <Button
                variant="secondary"
                className="w-full"
                disabled={seed.isPending}
                onClick={() => seed.mutate()}
              >
                {seed.isPending ? 'Seeding...' : 'Seed Default Templates'}
              </Button>
              {seed.isSuccess && (
                <Alert tone={seed.data.created.length > 0 ? 'success' : 'info'}>
                  {seed.data.message}
                </Alert>
              )}
              {seed.isError && <Alert tone="error">{SEED_MESSAGES.failed}</Alert>}
            </CardBody>
          </Card>
        )}
      </div>
    </>
  );
}
