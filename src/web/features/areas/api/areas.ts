import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { areaSchema, type AreaBody } from '#domain/areas/api';
import { api } from '#web/lib/api-client';
import { areaKeys } from '#web/lib/areas';
import { viewableStoresKey } from '#web/lib/store-scope/viewable-stores';

/** An area changed: the list, and the store pickers of whoever sees stores by area. */
function refresh(client: QueryClient) {
  void client.invalidateQueries({ queryKey: viewableStoresKey });
  return client.invalidateQueries({ queryKey: areaKeys.all });
}

const areaPath = (areaId: string) => `/api/areas/${encodeURIComponent(areaId)}`;

/** POST /api/areas, or PUT /api/areas/:areaId when `areaId` is given. */
export function useSaveArea(areaId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AreaBody) =>
      areaId === null
        ? api.post('/api/areas', body, areaSchema)
        : api.put(areaPath(areaId), body, areaSchema),
    onSettled: () => refresh(client),
  });
}

/** DELETE /api/areas/:areaId: its stores and managers stay, in no area. */
export function useDeleteArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (areaId: string) => api.delete(areaPath(areaId)),
    onSettled: () => refresh(client),
  });
}
