import { authorize } from '#domain/authz';
import { Tabs } from 'radix-ui';
import { Card, CardBody } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { useCurrentUser } from '#web/lib/current-user';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { profileMessages } from '../messages';
import { ChangePasswordForm } from './change-password-form';
import { LanguageField } from './language-field';
import { TabletPinSection } from './tablet-pin-section';
import { TwoFactorSection } from './two-factor-section';

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
  const t = useT(profileMessages);
  const labels = useLabels();
  const format = useFormat();
  const user = useCurrentUser();
  usePageTitle(t('pageTitle'));

  return (
    <>
      <PageHeader title={t('pageTitle')} description={t('description')} />
      <Card>
        <Tabs.Root defaultValue="profile">
          <Tabs.List
            aria-label={t('sections')}
            className="flex border-b border-slate-200 px-2 dark:border-slate-800"
          >
            <Tabs.Trigger value="profile" className={tabClass}>
              {t('profileTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="security" className={tabClass}>
              {t('securityTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile">
            <CardBody>
              <dl className="divide-y divide-slate-200 dark:divide-slate-800">
                <Detail term={t('email')}>{user.email}</Detail>
                <Detail term={t('displayName')}>{user.displayName || t('notSet')}</Detail>
                <Detail term={t('role')}>{labels.role(user.role)}</Detail>
                {!authorize(user, 'store:pick-any') && (
                  <Detail term={t('assignedStore')}>
                    {user.storeNumber
                      ? t('storeWithNumber', {
                          name: user.storeName ?? '',
                          number: user.storeNumber,
                        })
                      : t('noStoreAssigned')}
                  </Detail>
                )}
                <Detail term={t('accountCreated')}>{format.dateTime(user.createdAt)}</Detail>
              </dl>
              <div className="mt-4 border-t border-slate-200 pt-4 sm:max-w-md dark:border-slate-800">
                <LanguageField />
              </div>
            </CardBody>
          </Tabs.Content>
          <Tabs.Content value="security">
            <CardBody className="space-y-8">
              {/* On the store tablet the password is not changed (docs/decisions/051). */}
              {authorize(user, 'profile:change-password') && (
                <>
                  <ChangePasswordForm />
                  <div className="border-t border-slate-200 pt-6 dark:border-slate-800">
                    <TwoFactorSection />
                  </div>
                </>
              )}
              <div
                className={
                  authorize(user, 'profile:change-password')
                    ? 'border-t border-slate-200 pt-6 dark:border-slate-800'
                    : undefined
                }
              >
                <TabletPinSection />
              </div>
            </CardBody>
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </>
  );
}
