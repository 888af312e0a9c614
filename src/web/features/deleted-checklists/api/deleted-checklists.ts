import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletedChecklistListSchema, restoredChecklistSchema } from '#domain/checklists/deleted';
import { api } from '#web/lib/api-client';

const deletedKey = ['deleted-checklists'] as const;

export function useDeletedChecklists() {
  return useQuery({
    queryKey: deletedKey,
    queryFn: () => api.get('/api/deleted-checklists', deletedChecklistListSchema),
  });
}

export function useRestoreChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(
        `/api/deleted-checklists/${encodeURIComponent(id)}/restore`,
        {},
        restoredChecklistSchema,
      ),
    // The checklist is back in its store's day, week and month as well as gone from this list.
    onSuccess: () => client.invalidateQueries(),
  });
}
