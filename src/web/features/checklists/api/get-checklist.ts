import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { checklistDetailSchema, type ChecklistDetail } from '#domain/checklists/api';
import { api } from '#web/lib/api-client';
import { checklistPath } from './pending-write';
import { checklistKeys } from '#web/lib/query-keys';

export { checklistKeys } from '#web/lib/query-keys';

export function fetchChecklist(id: string): Promise<ChecklistDetail> {
  return api.get(checklistPath(id), checklistDetailSchema);
}

/**
 * A refetch that started before a save landed can answer after it with an older copy; the
 * checklist's version says which is newer, so an older answer never replaces a newer one.
 */
async function fetchNewest(client: QueryClient, id: string): Promise<ChecklistDetail> {
  const fresh = await fetchChecklist(id);
  const cached = client.getQueryData<ChecklistDetail>(checklistKeys.detail(id));
  return cached && cached.version > fresh.version ? cached : fresh;
}

export function useChecklistQuery(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: checklistKeys.detail(id),
    queryFn: () => fetchNewest(client, id),
  });
}
