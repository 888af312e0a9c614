import { Alert } from '#web/components/ui/alert';
import { SectionCard } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { usePageTitle } from '#web/lib/page-title';
import { useNotifications, usePreferences } from '../api/notifications';
import { NotificationList } from './notification-list';
import { PreferencesForm } from './preferences-form';

/** /notifications: what happened that concerns me, and what reaches me how. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const list = useNotifications();
  const preferences = usePreferences();
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Checklists not started, urgent failures, feedback on your checklists and the daily digest."
      />
      <div className="space-y-4">
        <SectionCard id="notifications-list" title="Latest">
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
          title="What reaches me"
          description="For each kind: in the app, in the app and by e-mail, or off."
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
