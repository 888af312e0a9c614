import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { authorize } from '#domain/authz';
import { businessDate, DEFAULT_DAY_START } from '#domain/dates';
import { useScopeSignals } from '#web/components/signals/api';
import { signalMessages } from '#web/components/signals/messages';
import { SignalList } from '#web/components/signals/signal-list';
import { ThresholdsForm } from '#web/components/signals/thresholds-form';
import { useAllStoresLabel } from '#web/components/stores/all-stores-label';
import { Alert } from '#web/components/ui/alert';
import { SectionCard } from '#web/components/ui/card';
import { DownloadLink } from '#web/components/ui/download-link';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useCurrentUser } from '#web/lib/current-user';
import { usePageTitle } from '#web/lib/page-title';
import { useT } from '#web/lib/i18n';
import {
  insightCsvHref,
  insightWeekPdfHref,
  useLeague,
  useMostFailed,
  useResolution,
  useTrend,
} from '../api/get-insights';
import {
  paramsFrom,
  queryOf,
  querySearch,
  searchOf,
  type InsightParams,
} from '../hooks/insight-params';
import { insightsMessages } from '../messages';
import { InsightControls } from './insight-controls';
import { LeagueTable } from './league-table';
import { MostFailedSection } from './most-failed-section';
import { ResolutionSection } from './resolution-section';

// The charts' library is most of the screen's weight: the tables show while it comes.
const TrendSection = lazy(() =>
  import('./trend-section').then((m) => ({ default: m.TrendSection })),
);

function useParams(): [InsightParams, (next: InsightParams) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => paramsFrom(search), [search]);
  const set = useCallback(
    (next: InsightParams) => setSearch(searchOf(next), { replace: true }),
    [setSearch],
  );
  return [params, set];
}

/** One part's answer: a spinner first, its error in words, then the part, dimmed while it reloads. */
function Part<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useT(insightsMessages);
  if (query.isPending) return <Spinner label={t('loadingPeriod')} />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={query.isPlaceholderData ? 'opacity-60' : undefined}
    >
      {children(query.data)}
    </div>
  );
}

/**
 * `/insights`: an area manager's, a super admin's or a store manager's view across stores — the
 * league table, twelve weeks' trend against the chain's median, the most-failed items and the
 * time to resolve (docs/decisions/049).
 */
export function InsightsPage() {
  const t = useT(insightsMessages);
  usePageTitle(t('title'));
  const allLabel = useAllStoresLabel();
  const [params, setParams] = useParams();
  const query = useMemo(() => queryOf(params), [params]);
  const league = useLeague(query);
  const trend = useTrend(query);
  const mostFailed = useMostFailed(query);
  const resolution = useResolution(query);
  const signals = useScopeSignals(querySearch(query));
  const ts = useT(signalMessages);
  const user = useCurrentUser();
  const scope = league.data?.scope ?? null;
  const name = scope?.name ?? allLabel;
  const today = scope?.today ?? businessDate(new Date(), 'UTC', DEFAULT_DAY_START);
  const period = params.period;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <>
            <DownloadLink href={insightCsvHref('league', query)}>
              {t('downloadLeague')}
            </DownloadLink>
            <DownloadLink href={insightCsvHref('most-failed', query)}>
              {t('downloadMostFailed')}
            </DownloadLink>
            <DownloadLink href={insightWeekPdfHref(query)}>{t('downloadWeekPdf')}</DownloadLink>
          </>
        }
      />
      <InsightControls
        params={params}
        shown={scope}
        today={today}
        loading={league.isPlaceholderData}
        onChange={setParams}
      />
      <div className="space-y-6">
        <SectionCard
          id="insights-league"
          title={t('leagueTitle')}
          description={t('leagueDescription', { period })}
        >
          <Part query={league}>{(data) => <LeagueTable league={data} />}</Part>
        </SectionCard>
        <SectionCard
          id="insights-trend"
          title={t('trendTitle')}
          description={t('trendDescription', { name })}
        >
          <Part query={trend}>
            {(data) => (
              <Suspense fallback={<Spinner label={t('loadingPeriod')} />}>
                <TrendSection trend={data} name={name} />
              </Suspense>
            )}
          </Part>
        </SectionCard>
        <SectionCard
          id="insights-most-failed"
          title={t('mostFailedTitle')}
          description={t('mostFailedDescription', { period })}
        >
          <Part query={mostFailed}>{(data) => <MostFailedSection list={data} />}</Part>
        </SectionCard>
        <SectionCard
          id="insights-resolution"
          title={t('resolutionTitle')}
          description={t('resolutionDescription')}
        >
          <Part query={resolution}>{(data) => <ResolutionSection resolution={data} />}</Part>
        </SectionCard>
        <SectionCard id="insights-signals" title={ts('title')} description={ts('intro')}>
          <Part query={signals}>
            {(data) =>
              data.signals.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{ts('periodNone')}</p>
              ) : (
                <SignalList
                  signals={data.signals}
                  showWhere
                  toExplain={data.signals.filter((signal) => !signal.explanation).length}
                />
              )
            }
          </Part>
          {authorize(user, 'signals:set-thresholds') && <ThresholdsForm />}
        </SectionCard>
      </div>
    </>
  );
}
