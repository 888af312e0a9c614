import { useEffect } from 'react';
import { useParams } from 'react-router';
import { authorize } from '#domain/authz';
import { USER_MESSAGES } from '#domain/users/messages';
import { Alert } from '#web/components/ui/alert';
import { Card, CardBody } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { useCurrentUser } from '#web/lib/current-user';
import { useDomainText, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { usePublicSettings } from '#web/lib/public-settings';
import { useUser } from '../api/get-user';
import { userMessages } from '../messages';
import { CreateUserForm } from './create-user-form';
import { EditUserForm } from './edit-user-form';
import { ErasePerson } from './erase-person';
import { canSetPin, TabletPinSection } from './tablet-pin-section';
import { TwoFactorResetSection } from './two-factor-reset-section';
import { useUserFormContext } from './use-form-context';

const FALLBACK_MIN_LENGTH = 6;

/** SPEC §2 "User form": /admin/users/new creates, /admin/users/{userId} edits. */
export function UserFormPage() {
  const t = useT(userMessages);
  const { userId } = useParams();
  const editing = userId !== undefined && userId !== 'new';
  const title = editing ? t('editTitle') : t('createTitle');
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={title} />
      <Card>
        <CardBody>{editing ? <EditLoader userId={userId} /> : <CreateLoader />}</CardBody>
      </Card>
    </div>
  );
}

function CreateLoader() {
  const settings = usePublicSettings();
  if (settings.isPending) return <PageSpinner />;
  return <CreateUserForm minLength={settings.data?.passwordMinLength ?? FALLBACK_MIN_LENGTH} />;
}

function EditLoader({ userId }: { userId: string }) {
  const domainText = useDomainText();
  const me = useCurrentUser();
  const user = useUser(userId);
  const { backToList } = useUserFormContext('shift-leader');
  const refused = user.error instanceof ApiRequestError && user.error.status === 403;

  // SPEC §5: another store's user → the message, and back to the list.
  useEffect(() => {
    if (refused) void backToList(domainText(USER_MESSAGES.editNotAllowed), 'error');
  }, [refused, backToList, domainText]);

  if (user.isPending || refused) return <PageSpinner />;
  if (user.isError) {
    const missing = user.error instanceof ApiRequestError && user.error.status === 404;
    return (
      <Alert tone="error">
        {domainText(missing ? USER_MESSAGES.notFound : USER_MESSAGES.loadFailed)}
      </Alert>
    );
  }
  return (
    <>
      <EditUserForm user={user.data} />
      {canSetPin(me, user.data) && <TabletPinSection user={user.data} />}
      {authorize(me, 'identity:manage') && me.id !== user.data.id && (
        <TwoFactorResetSection user={user.data} />
      )}
      <ErasePerson user={user.data} />
    </>
  );
}
