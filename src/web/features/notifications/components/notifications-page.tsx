import { Alert } from '#web/components/ui/alert';
import { SectionCard } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useNotifications, usePreferences } from '../api/notifications';
import { notificationsMessages } from '../messages';
import { NotificationList } from './notification-list';
import { PreferencesForm } from './preferences-form';

/** /notifications: what happened that concerns me, and what reaches me how. */
export function NotificationsPage() {
  const t = useT(notificationsMessages);
  usePageTitle(t('title'));
  const list = useNotifications();
  const preferences = usePreferences();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="space-y-4">
        <SectionCard id="notifications-list" title={t('latest')}>
          {list.isPending ? (
            <PageSpinner />
          ) : list.isError ? (
            <Alert tone="error">{list.error.message}</Alert>
          ) : (
            <NotificationList notifications={list.data.notifications} unread={list.data.unread} />
          )}
        </SectionCard>
        <SectionCard
          id="notification-preferences"
          title={t('preferencesTitle')}
          description={t('preferencesDescription')}
        >
          {preferences.isPending ? (
            <PageSpinner />
          ) : preferences.isError ? (
            <Alert tone="error">{preferences.error.message}</Alert>
          ) : (
            <PreferencesForm saved={preferences.data} />
          )}
        </SectionCard>
      </div>
    </>
  );
}
