import { useMemo } from 'react';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { PageSpinner } from '#web/components/ui/spinner';
import { useCurrentUser } from '#web/lib/current-user';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useNow } from '#web/lib/use-now';
import { useActionDetail } from '../api/get-actions';
import { withPendingSteps } from '../hooks/pending-steps';
import { useActionWriteResults, useActionWrites } from '../hooks/use-action-writes';
import { actionsMessages } from '../messages';
import { DueBadge, PriorityBadge, RecurringBadge, StatusBadge } from './action-badges';
import { ActionFacts } from './action-facts';
import { ActionSteps } from './action-steps';
import { BackToList } from './back-to-list';
import { EarlierFailures } from './earlier-failures';
import { QueueNotes } from './queue-notes';

/**
 * `/actions/:actionId`: what failed, who owns it and by when, what was done, and the steps the
 * person may take; steps wait in the offline queue until they can be sent.
 */
export function ActionPage({ actionId }: { actionId: string }) {
  const t = useT(actionsMessages);
  const user = useCurrentUser();
  const now = useNow();
  const detail = useActionDetail(actionId);
  const writes = useActionWrites(actionId);
  useActionWriteResults();
  const me = useMemo(
    () => ({ id: user.id, name: user.displayName || user.email }),
    [user.id, user.displayName, user.email],
  );
  const action = useMemo(
    () =>
      detail.data &&
      withPendingSteps(detail.data.action, writes.pending, { me, people: detail.data.people }),
    [detail.data, writes.pending, me],
  );
  usePageTitle(action?.itemTextShown ?? t('title'));

  if (detail.isPending) return <PageSpinner />;
  if (detail.isError || !action) {
    return (
      <>
        <BackToList />
        <Alert tone="error">
          <p>{detail.error?.message}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void detail.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      </>
    );
  }

  return (
    <>
      <BackToList />
      <h1 className="text-2xl font-semibold tracking-tight break-words">{action.itemTextShown}</h1>
      <div className="mt-2 mb-4 flex flex-wrap items-center gap-1.5">
        <StatusBadge status={action.status} />
        <PriorityBadge priority={action.priority} />
        <DueBadge action={action} now={now} />
        {action.recurring && <RecurringBadge />}
      </div>
      <QueueNotes actionId={actionId} writes={writes} />
      <div className="space-y-4">
        <ActionFacts action={action} />
        <ActionSteps action={action} people={detail.data.people} />
        <EarlierFailures earlier={detail.data.earlier} />
      </div>
    </>
  );
}
