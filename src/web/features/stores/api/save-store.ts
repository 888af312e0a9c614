import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminStoreSchema, type ShiftSettingsBody, type StoreFormValues } from '#domain/stores/api';
import { api } from '#web/lib/api-client';
import { reportKeys, storeDayKeys } from '#web/lib/query-keys';
import { viewableStoresKey } from './get-viewable-stores';
import { adminStoreKeys } from './admin-stores';

/** A store changed: the list, the store pickers and the daily view's shift cards follow. */
function refreshStores(client: QueryClient) {
  void client.invalidateQueries({ queryKey: adminStoreKeys.all });
  void client.invalidateQueries({ queryKey: viewableStoresKey });
  void client.invalidateQueries({ queryKey: storeDayKeys.all });
  return client.invalidateQueries({ queryKey: reportKeys.all });
}

const storePath = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}`;

/** POST /api/stores; 409 carries 'Store with number … already exists'. */
export function useCreateStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StoreFormValues) =>
      adminStoreSchema.parse(await api.post<unknown>('/api/stores', body)),
    onSettled: () => refreshStores(client),
  });
}

/** PUT /api/stores/:storeId: name, number, time zone and shifts together. */
export function useUpdateStore(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StoreFormValues) =>
      adminStoreSchema.parse(await api.put<unknown>(storePath(storeId), body)),
    onSettled: () => refreshStores(client),
  });
}

/** PUT /api/stores/:storeId/shift-settings: the settings dialog. */
export function useSaveShiftSettings(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShiftSettingsBody) =>
      adminStoreSchema.parse(await api.put<unknown>(`${storePath(storeId)}/shift-settings`, body)),
    onSettled: () => refreshStores(client),
  });
}

/** DELETE /api/stores/:storeId; 409 says what the store still has. */
export function useDeleteStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => api.delete<void>(storePath(storeId)),
    onSettled: () => refreshStores(client),
  });
}
