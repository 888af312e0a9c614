import FilePlus2 from 'lucide-react/icons/file-plus-corner';
import Store from 'lucide-react/icons/store';
import UserPlus from 'lucide-react/icons/user-plus';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { authorize } from '#domain/authz';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card, CardBody, CardHeader } from '#web/components/ui/card';
import { useCurrentUser } from '#web/lib/current-user';
import { useT } from '#web/lib/i18n';
import { useSeedTemplates } from '../api/overview';
import { adminMessages } from '../messages';

function ActionLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Icon aria-hidden="true" className="h-5 w-5 text-blue-700 dark:text-blue-300" />
      {label}
    </Link>
  );
}

/** SPEC §2 "Admin dashboard": Create User, Create Store, Create Template, Seed Default Templates. */
export function QuickActions() {
  const t = useT(adminMessages);
  const user = useCurrentUser();
  const seed = useSeedTemplates();
  const canSeed = authorize(user, 'admin:seed-templates');

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{t('quickActions')}</h2>
      </CardHeader>
      <CardBody className="space-y-3">
        <ActionLink to="/admin/users/new" label={t('createUser')} icon={UserPlus} />
        {authorize(user, 'store:manage') && (
          <ActionLink to="/admin/stores/new" label={t('createStore')} icon={Store} />
        )}
        <ActionLink to="/admin/templates/new" label={t('createTemplate')} icon={FilePlus2} />
        {canSeed && (
          <div className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800">
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('seedIntro')}</p>
            <Button
              variant="secondary"
              className="w-full"
              disabled={seed.isPending}
              onClick={() => seed.mutate()}
            >
              {seed.isPending ? t('seeding') : t('seedDefaultTemplates')}
            </Button>
            {seed.isSuccess && (
              <Alert tone={seed.data.created.length > 0 ? 'success' : 'info'}>
                {seed.data.message}
              </Alert>
            )}
            {seed.isError && <Alert tone="error">{t('seedFailed')}</Alert>}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
