import { useQuery } from '@tanstack/react-query';
import { adminStoreSchema, adminStoresSchema } from '#domain/stores/api';
import { api } from '#web/lib/api-client';

export const adminStoreKeys = {
  all: ['stores', 'admin'] as const,
  list: ['stores', 'admin', 'list'] as const,
  detail: (storeId: string) => ['stores', 'admin', 'detail', storeId] as const,
};

/** GET /api/admin/stores: Store Management's list, in store-number order. */
export function useAdminStores() {
  return useQuery({
    queryKey: adminStoreKeys.list,
    queryFn: ({ signal }) => api.get('/api/admin/stores', adminStoresSchema, { signal }),
  });
}

/** GET /api/stores/:storeId for the store form; a 404 means the store is gone. */
export function useAdminStore(storeId: string | null) {
  return useQuery({
    queryKey: adminStoreKeys.detail(storeId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/stores/${encodeURIComponent(storeId ?? '')}`, adminStoreSchema, { signal }),
    enabled: storeId !== null,
    // A missing store stays missing: ask once.
    retry: false,
    // The form is filled once from what was loaded; a refetch must not overwrite typing.
    refetchOnWindowFocus: false,
  });
}
