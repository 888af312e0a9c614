import { useQuery } from '@tanstack/react-query';
import { viewableStoresSchema } from '#domain/reports/api';
import { api } from '#web/lib/api-client';

/** The stores a user may be put in: every store for a super admin, else the manager's own. */
export function useStoreOptions() {
  return useQuery({
    queryKey: ['stores', 'options'],
    queryFn: async () => (await api.get('/api/stores', viewableStoresSchema)).stores,
    select: (stores) =>
      [...stores].sort((a, b) =>
        a.storeNumber.localeCompare(b.storeNumber, 'en', { numeric: true }),
      ),
    staleTime: 60_000,
  });
}
