import { useQuery } from '@tanstack/react-query';
import type { ViewableStore } from '#domain/reports/api';
import { api, firstPageSchema } from '#web/lib/api-client';

export const viewableStoresKey = ['stores', 'viewable'] as const;

/** Store numbers are text holding numbers: '1000' sorts above '228'. */
export function byStoreNumberDescending(a: ViewableStore, b: ViewableStore): number {
  return b.storeNumber.localeCompare(a.storeNumber, 'en', { numeric: true });
}

const viewableStoresAnswer = firstPageSchema('viewableStores');

/** GET /api/stores: every store for a super-admin, the assigned one for anyone else. */
export function useViewableStores() {
  return useQuery({
    queryKey: viewableStoresKey,
    queryFn: () => api.get('/api/stores', viewableStoresAnswer),
    select: (data) => [...data.stores].sort(byStoreNumberDescending),
    staleTime: 60_000,
  });
}
