import { useState } from 'react';
import { Link } from 'react-router';
import {
  DELETED_CHECKLIST_MESSAGES as TEXT,
  type DeletedChecklist,
} from '#domain/checklists/deleted';
import { formatDateTime, formatLongDate } from '#domain/dates/format';
import { SHIFT_LABELS } from '#domain/shifts';
import { Alert } from '#web/components/ui/alert';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardBody } from '#web/components/ui/card';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { usePageTitle } from '#web/lib/page-title';
import { useDeletedChecklists, useRestoreChecklist } from '../api/deleted-checklists';

const plural = (count: number, one: string) => `${String(count)} ${one}${count === 1 ? '' : 's'}`;

interface RowProps {
  entry: DeletedChecklist;
  restoring: boolean;
  error: string | null;
  onRestore: () => void;
}

function DeletedRow({ entry, restoring, error, onRestore }: RowProps) {
  const [confirming, setConfirming] = useState(false);
  const name = `${SHIFT_LABELS[entry.category]} Shift, ${formatLongDate(entry.businessDate)}`;
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
              <Badge tone="red">{plural(entry.priorityAFailures, 'priority A failure')}</Badge>
            )}
          </div>
          <p className="text-sm">
            Deleted by {entry.deletedByName} on {formatDateTime(entry.deletedAt)}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Created by {entry.creatorName} · {String(entry.progress)}% done
          </p>
          {entry.restorableUntil === null ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{TEXT.purged}</p>
          ) : (
            <>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Can be restored until {formatDateTime(entry.restorableUntil)}
              </p>
              <div className="pt-1">
                {confirming ? (
                  <InlineConfirm
                    label={`Restore ${name}?`}
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
                    aria-label={`Restore ${name}`}
                    onClick={() => setConfirming(true)}
                  >
                    {restoring ? 'Restoring...' : 'Restore'}
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
  const deleted = useDeletedChecklists();
  const restore = useRestoreChecklist();
  usePageTitle(TEXT.title);
  const restoredId = restore.isSuccess ? restore.data.id : null;

  return (
    <>
      <PageHeader title={TEXT.title} description={TEXT.intro} />
      <div className="mb-4 empty:hidden">
        {restoredId && (
          <Alert tone="success">
            {TEXT.restored}{' '}
            <Link
              to={`/checklists/${encodeURIComponent(restoredId)}`}
              className="inline-block py-2 font-medium underline"
            >
              Open the checklist
            </Link>
          </Alert>
        )}
      </div>
      {deleted.isPending ? (
        <PageSpinner />
      ) : deleted.isError ? (
        <Alert tone="error">{deleted.error.message}</Alert>
      ) : deleted.data.deleted.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{TEXT.empty}</p>
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
