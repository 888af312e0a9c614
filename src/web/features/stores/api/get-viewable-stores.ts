import { useQuery } from '@tanstack/react-query';
import type { ViewableStore, ViewableStores } from '#domain/reports/api';
import { api } from '#web/lib/api-client';

export const viewableStoresKey = ['stores', 'viewable'] as const;

/** Store numbers are text holding numbers: '1000' sorts above '228'. */
export function byStoreNumberDescending(a: ViewableStore, b: ViewableStore): number {
  return b.storeNumber.localeCompare(a.storeNumber, 'en', { numeric: true });
}

/** GET /api/stores: every store for a super-admin, the assigned one for anyone else. */
export function useViewableStores() {
  return useQuery({
    queryKey: viewableStoresKey,
    queryFn: () => api.get<ViewableStores>('/api/stores'),
    select: (data) => [...data.stores].sort(byStoreNumberDescending),
    staleTime: 60_000,
  });
}
