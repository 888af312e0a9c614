import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminStoreSchema, type ShiftSettingsBody, type StoreFormValues } from '#domain/stores/api';
import { api } from '#web/lib/api-client';
import { reportKeys, storeDayKeys } from '#web/lib/query-keys';
import { viewableStoresKey } from '#web/lib/store-scope/viewable-stores';
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
    mutationFn: (body: StoreFormValues) => api.post('/api/stores', body, adminStoreSchema),
    onSettled: () => refreshStores(client),
  });
}

/** PUT /api/stores/:storeId: name, number, time zone, language and shifts together. */
export function useUpdateStore(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreFormValues) => api.put(storePath(storeId), body, adminStoreSchema),
    onSettled: () => refreshStores(client),
  });
}

/** PUT /api/stores/:storeId/shift-settings: the settings dialog. */
export function useSaveShiftSettings(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftSettingsBody) =>
      api.put(`${storePath(storeId)}/shift-settings`, body, adminStoreSchema),
    onSettled: () => refreshStores(client),
  });
}

/** DELETE /api/stores/:storeId; 409 says what the store still has. */
export function useDeleteStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => api.delete(storePath(storeId)),
    onSettled: () => refreshStores(client),
  });
}
