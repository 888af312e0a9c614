import { useParams } from 'react-router';
import { CHECKLIST_NOT_FOUND } from '#domain/checklists/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { NotAvailableOffline } from '#web/components/ui/not-available-offline';
import { PageSpinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { useDomainText, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { usePageTitle } from '#web/lib/page-title';
import { useDrawnInBackground } from '#web/lib/use-drawn-in-background';
import { isUnavailableOffline } from '#web/lib/query-offline';
import { useChecklistView } from '../hooks/use-checklist-view';
import { checklistMessages } from '../messages';
import { BackLink } from './back-link';
import { ChecklistScreen } from './checklist-screen';

/** The screen's texts, which a checklist opened from its link loads beside its code. */
export { checklistMessages as checklistTexts } from '../messages';

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT(checklistMessages);
  const domainText = useDomainText();
  // Another store's checklist answers 404 like a missing one: nothing about it is shown.
  const missing =
    error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
  return (
    <div>
      <BackLink />
      <Card className="space-y-3 p-6 text-center">
        <h1 className="text-lg font-semibold">
          {missing ? domainText(CHECKLIST_NOT_FOUND) : t('loadFailed')}
        </h1>
        {!missing && (
          <>
            <Alert tone="error">{error.message}</Alert>
            <Button variant="secondary" onClick={onRetry}>
              {t('tryAgain')}
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}

/** /checklists/:checklistId — one shift's checklist (SPEC §2 "Checklist detail screen"). */
export function ChecklistPage() {
  const { checklistId = '' } = useParams();
  const { query, detail, writes } = useChecklistView(checklistId);
  const itemLabels = useItemLabels();
  usePageTitle(detail ? itemLabels.checklistTitle(detail.businessDate, detail.category) : null);
  const drawn = useDrawnInBackground(detail !== undefined);

  if (detail) {
    if (!drawn) return <PageSpinner />;
    return <ChecklistScreen key={checklistId} detail={detail} writes={writes} />;
  }
  if (isUnavailableOffline(query)) {
    return (
      <div>
        <BackLink />
        <NotAvailableOffline />
      </div>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PageSpinner />;
}
