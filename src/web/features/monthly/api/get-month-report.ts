import { useQuery } from '@tanstack/react-query';
import type { YearMonth } from '#domain/dates';
import { monthReportSchema } from '#domain/reports/api';
import { api } from '#web/lib/api-client';
import { reportKeys } from '#web/lib/query-keys';

export const REPORT_REFRESH_MS = 30_000;

/**
 * GET /api/reports/month?storeId=&year=&month=: the month (the current one when null) for a
 * store, or every store when storeId is null (a super-admin with no store selected).
 */
export function useMonthReport(storeId: string | null, month: YearMonth | null, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.month(storeId, month?.year ?? null, month?.month ?? null),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (storeId) params.set('storeId', storeId);
      if (month) {
        params.set('year', String(month.year));
        params.set('month', String(month.month));
      }
      return api.get(`/api/reports/month?${params.toString()}`, monthReportSchema, { signal });
    },
    enabled,
    refetchInterval: REPORT_REFRESH_MS,
    refetchOnWindowFocus: true,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (storeId ?? 'all') ? previous : undefined,
  });
}
