import { useQuery } from '@tanstack/react-query';
import type { IsoDate } from '#domain/dates';
import { weekReportSchema } from '#domain/reports/api';
import { api } from '#web/lib/api-client';
import { reportKeys } from '#web/lib/query-keys';

export const REPORT_REFRESH_MS = 30_000;

/**
 * GET /api/reports/week?storeId=&date=: the week holding `date` (the current one when null) for
 * a store, or every store when storeId is null (a super-admin with no store selected).
 */
export function useWeekReport(storeId: string | null, date: IsoDate | null, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.week(storeId, date),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (storeId) params.set('storeId', storeId);
      if (date) params.set('date', date);
      return api.get(`/api/reports/week?${params.toString()}`, weekReportSchema, { signal });
    },
    enabled,
    refetchInterval: REPORT_REFRESH_MS,
    refetchOnWindowFocus: true,
    // Paging between weeks of one scope keeps the last week on screen until the next arrives.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (storeId ?? 'all') ? previous : undefined,
  });
}
