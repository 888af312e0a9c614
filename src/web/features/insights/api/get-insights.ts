import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import {
  leagueSchema,
  mostFailedSchema,
  resolutionSchema,
  trendSchema,
  type InsightsQuery,
} from '#domain/insights/api';
import { api } from '#web/lib/api-client';
import { querySearch } from '../hooks/insight-params';

/** Insights change as stores work: read again every minute and when the tab comes back. */
const REFRESH_MS = 60_000;

type InsightKind = 'league' | 'trend' | 'most-failed' | 'resolution';

export const insightKeys = {
  all: ['insights'] as const,
  one: (kind: InsightKind, query: InsightsQuery) => ['insights', kind, querySearch(query)] as const,
};

/** GET /api/insights/<kind>: one part of the screen, each loaded on its own. */
function useInsight<S extends z.ZodMiniType>(kind: InsightKind, schema: S, query: InsightsQuery) {
  return useQuery({
    queryKey: insightKeys.one(kind, query),
    queryFn: ({ signal }) =>
      api.get(`/api/insights/${kind}?${querySearch(query)}`, schema, { signal }),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    // Another period or scope keeps the last one on screen, dimmed, until it comes.
    placeholderData: (previous) => previous,
  });
}

export const useLeague = (query: InsightsQuery) => useInsight('league', leagueSchema, query);
export const useTrend = (query: InsightsQuery) => useInsight('trend', trendSchema, query);
export const useMostFailed = (query: InsightsQuery) =>
  useInsight('most-failed', mostFailedSchema, query);
export const useResolution = (query: InsightsQuery) =>
  useInsight('resolution', resolutionSchema, query);

/** The address of one of the screen's CSV files. */
export const insightCsvHref = (file: 'league' | 'most-failed', query: InsightsQuery) =>
  `/api/insights/${file}.csv?${querySearch(query)}`;

/** The address of the week's PDF: the week of the date shown (of this week by default). */
export const insightWeekPdfHref = (query: InsightsQuery) =>
  `/api/insights/week.pdf?${querySearch({ ...query, period: 'week' })}`;
