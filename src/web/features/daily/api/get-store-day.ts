import { useQuery } from '@tanstack/react-query';
import { api, firstPageSchema } from '#web/lib/api-client';
import { storeDayKeys } from '#web/lib/query-keys';

/** A leader's ticks on another phone show up here within half a minute, or on focus. */
export const STORE_DAY_REFRESH_MS = 30_000;

const storeDayAnswer = firstPageSchema('storeDay');

/** GET /api/stores/:storeId/day?date=: the store, its business date today, and the checklists. */
export function useStoreDay(storeId: string | null, date: string | null) {
  return useQuery({
    queryKey: storeDayKeys.day(storeId ?? '', date),
    queryFn: ({ signal }) => {
      const query = date ? `?date=${encodeURIComponent(date)}` : '';
      return api.get(
        `/api/stores/${encodeURIComponent(storeId ?? '')}/day${query}`,
        storeDayAnswer,
        {
          signal,
        },
      );
    },
    enabled: storeId !== null,
    refetchInterval: STORE_DAY_REFRESH_MS,
    refetchOnWindowFocus: true,
    // Moving between days of one store keeps the last day on screen instead of a spinner.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === storeId ? previous : undefined,
  });
}
