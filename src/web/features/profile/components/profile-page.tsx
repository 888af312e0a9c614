import { authorize } from '#domain/authz';
import { Tabs } from 'radix-ui';
import { ROLE_LABELS } from '#domain/roles';
import { formatDateTime } from '#domain/dates/format';
import { Card, CardBody } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { useCurrentUser } from '#web/lib/current-user';
import { usePageTitle } from '#web/lib/page-title';
import { ChangePasswordForm } from './change-password-form';

const tabClass =
  'min-h-11 flex-1 border-b-2 border-transparent px-2 text-sm font-medium whitespace-nowrap sm:px-4 sm:text-base text-slate-600 data-[state=active]:border-blue-700 data-[state=active]:text-blue-800 sm:flex-none dark:text-slate-400 dark:data-[state=active]:border-blue-400 dark:data-[state=active]:text-blue-300';

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="break-words sm:col-span-2">{children}</dd>
    </div>
  );
}

export function ProfilePage() {
  const user = useCurrentUser();
  usePageTitle('Profile Settings');

  return (
    <>
      <PageHeader title="Profile Settings" description="Your account details and password." />
      <Card>
        <Tabs.Root defaultValue="profile">
          <Tabs.List
            aria-label="Profile sections"
            className="flex border-b border-slate-200 px-2 dark:border-slate-800"
          >
            <Tabs.Trigger value="profile" className={tabClass}>
              Profile Information
            </Tabs.Trigger>
            <Tabs.Trigger value="security" className={tabClass}>
              Security
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile">
            <CardBody>
              <dl className="divide-y divide-slate-200 dark:divide-slate-800">
                <Detail term="Email">{user.email}</Detail>
                <Detail term="Display name">{user.displayName || 'Not set'}</Detail>
                <Detail term="Role">{ROLE_LABELS[user.role]}</Detail>
                {!authorize(user, 'store:pick-any') && (
                  <Detail term="Assigned store">
                    {user.storeNumber
                      ? `${user.storeName} (Store ${user.storeNumber})`
                      : 'No store assigned'}
                  </Detail>
                )}
                <Detail term="Account created">{formatDateTime(user.createdAt)}</Detail>
              </dl>
            </CardBody>
          </Tabs.Content>
          <Tabs.Content value="security">
            <CardBody>
              <ChangePasswordForm />
            </CardBody>
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </>
  );
}
