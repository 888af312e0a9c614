import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { reportKeys, storeDayKeys } from '#web/lib/query-keys';

/** DELETE /api/checklists/:id (204); 403 and 404 carry the message to show. */
export function useDeleteChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (checklistId: string) =>
      api.delete(`/api/checklists/${encodeURIComponent(checklistId)}`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: reportKeys.all });
      return client.invalidateQueries({ queryKey: storeDayKeys.all });
    },
  });
}
