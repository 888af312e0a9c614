import { useState } from 'react';
import { Link } from 'react-router';
import { DELETED_CHECKLIST_KEPT_DAYS, type DeletedChecklist } from '#domain/checklists/deleted';
import { Alert } from '#web/components/ui/alert';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardBody } from '#web/components/ui/card';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useDeletedChecklists, useRestoreChecklist } from '../api/deleted-checklists';
import { deletedChecklistMessages } from '../messages';

interface RowProps {
  entry: DeletedChecklist;
  restoring: boolean;
  error: string | null;
  onRestore: () => void;
}

function DeletedRow({ entry, restoring, error, onRestore }: RowProps) {
  const t = useT(deletedChecklistMessages);
  const labels = useLabels();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const name = t('name', {
    shift: labels.shiftName(entry.category),
    date: format.longDate(entry.businessDate),
  });
  const headingId = `deleted-${entry.id}`;

  return (
    <li>
      <Card role="region" aria-labelledby={headingId}>
        <CardBody className="space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h2 id={headingId} className="font-semibold">
                {name}
              </h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">{entry.storeName}</p>
            </div>
            {entry.priorityAFailures > 0 && (
              <Badge tone="red">{t('priorityAFailures', { count: entry.priorityAFailures })}</Badge>
            )}
          </div>
          <p className="text-sm">
            {t('deletedBy', { name: entry.deletedByName, when: format.dateTime(entry.deletedAt) })}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('createdBy', { name: entry.creatorName, progress: format.percent(entry.progress) })}
          </p>
          {entry.restorableUntil === null ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('purged', { days: DELETED_CHECKLIST_KEPT_DAYS })}
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('restorableUntil', { when: format.dateTime(entry.restorableUntil) })}
              </p>
              <div className="pt-1">
                {confirming ? (
                  <InlineConfirm
                    label={t('restoreQuestion', { name })}
                    disabled={restoring}
                    onConfirm={() => {
                      setConfirming(false);
                      onRestore();
                    }}
                    onCancel={() => setConfirming(false)}
                  />
                ) : (
                  <Button
                    variant="secondary"
                    className="min-h-11"
                    disabled={restoring}
                    aria-label={t('restoreNamed', { name })}
                    onClick={() => setConfirming(true)}
                  >
                    {restoring ? t('restoring') : t('restore')}
                  </Button>
                )}
              </div>
            </>
          )}
          {error && <Alert tone="error">{error}</Alert>}
        </CardBody>
      </Card>
    </li>
  );
}

/** A super admin's list of deleted checklists, to restore one while it is kept. */
export function DeletedChecklistsPage() {
  const t = useT(deletedChecklistMessages);
  const deleted = useDeletedChecklists();
  const restore = useRestoreChecklist();
  usePageTitle(t('title'));
  const restoredId = restore.isSuccess ? restore.data.id : null;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('intro', { days: DELETED_CHECKLIST_KEPT_DAYS })}
      />
      <div className="mb-4 empty:hidden">
        {restoredId && (
          <Alert tone="success">
            {t('restored')}{' '}
            <Link
              to={`/checklists/${encodeURIComponent(restoredId)}`}
              className="inline-block py-2 font-medium underline"
            >
              {t('openChecklist')}
            </Link>
          </Alert>
        )}
      </div>
      {deleted.isPending ? (
        <PageSpinner />
      ) : deleted.isError ? (
        <Alert tone="error">{deleted.error.message}</Alert>
      ) : deleted.data.deleted.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {deleted.data.deleted.map((entry) => (
            <DeletedRow
              key={entry.id}
              entry={entry}
              restoring={restore.isPending && restore.variables === entry.id}
              error={
                restore.isError && restore.variables === entry.id ? restore.error.message : null
              }
              onRestore={() => restore.mutate(entry.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
