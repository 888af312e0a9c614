import { useQuery } from '@tanstack/react-query';
import type { StoreDay } from '../../../../domain/checklists/api';
import { api } from '../../../lib/api-client';

export const storeDayQueryKey = (storeId: string, date: string | undefined) =>
  ['store-day', storeId, date ?? 'today'] as const;

export function useStoreDay(storeId: string | null, date?: string) {
  return useQuery({
    queryKey: storeDayQueryKey(storeId ?? '', date),
    queryFn: () =>
      api.get<StoreDay>(
        `/api/stores/${encodeURIComponent(storeId ?? '')}/day${date ? `?date=${date}` : ''}`,
      ),
    enabled: storeId !== null,
    refetchInterval: 30_000,
  });
}
