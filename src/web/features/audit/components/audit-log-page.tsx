import { useMemo, useState } from 'react';
import { AUDIT_LOG_MIN_DAYS } from '#domain/integrations/audit';
import { auditExportUrl, type AuditEntry } from '#domain/integrations/audit-api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { DownloadLink } from '#web/components/ui/download-link';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useFormat, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useSearchState } from '#web/lib/search-state';
import { useAuditLog } from '../api/audit-log';
import {
  activeFilterCount,
  apiFiltersOf,
  apiQueryOf,
  deviceTimeZone,
  filtersFrom,
  paramsOf,
} from '../hooks/filters';
import { auditMessages } from '../messages';
import { AuditEntries } from './audit-entries';
import { AuditFilters } from './audit-filters';
import { useAuditWords } from './audit-words';

const useFilters = () => useSearchState(filtersFrom, paramsOf);

/**
 * `/admin/audit-log` (super admins): who did what outside checklists — sign-ins, people, stores,
 * settings, templates, tokens, exports — newest first, narrowed by filters kept in the address,
 * and the same entries as a CSV or JSON Lines file.
 */
export function AuditLogPage() {
  const t = useT(auditMessages);
  const format = useFormat();
  const words = useAuditWords();
  usePageTitle(t('title'));
  const [filters, setFilters] = useFilters();
  const asked = apiFiltersOf(filters, deviceTimeZone());
  const query = apiQueryOf(asked);
  // How many pages of this query are shown; another query starts again at one.
  const [more, setMore] = useState({ query, pages: 1 });
  const pages = more.query === query ? more.pages : 1;
  const log = useAuditLog(query, pages);
  const entries = log.data?.entries;
  const actorName = useMemo(() => {
    const theirs = entries?.find((entry) => entry.actor.id === filters.actor);
    return theirs ? words.actor(theirs.actor) : null;
  }, [entries, filters.actor, words]);
  const onlyTheirs = (entry: AuditEntry) => setFilters({ actor: entry.actor.id });

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description', { days: format.number(AUDIT_LOG_MIN_DAYS) })}
        actions={
          <>
            <DownloadLink href={auditExportUrl('csv', asked)}>{t('exportCsv')}</DownloadLink>
            <DownloadLink href={auditExportUrl('jsonl', asked)}>{t('exportJsonl')}</DownloadLink>
          </>
        }
      />
      <AuditFilters filters={filters} actorName={actorName} onChange={setFilters} />
      {log.isPending ? (
        <Spinner label={t('loading')} />
      ) : log.isError ? (
        <Alert tone="error">
          <p className="font-medium">{t('loadFailed')}</p>
          <p>{log.error.message}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void log.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : log.data.entries.length === 0 ? (
        <p
          data-testid="audit-empty"
          className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400"
        >
          {activeFilterCount(filters) > 0 ? t('emptyFiltered') : t('empty')}
        </p>
      ) : (
        <div aria-busy={log.isPlaceholderData && log.isFetching}>
          <Card>
            <AuditEntries entries={log.data.entries} onOnly={onlyTheirs} />
          </Card>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {t('shownCount', { count: log.data.entries.length })}
            </p>
            {log.data.next !== null && (
              <Button
                variant="secondary"
                disabled={log.isPlaceholderData && log.isFetching}
                onClick={() => setMore({ query, pages: pages + 1 })}
              >
                {t('loadMore')}
              </Button>
            )}
            {log.isPlaceholderData && log.isFetching && <Spinner label={t('loading')} />}
          </div>
        </div>
      )}
    </>
  );
}
