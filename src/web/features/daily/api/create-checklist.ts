import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateChecklistBody } from '#domain/checklists/api';
import { api, firstPageSchema } from '#web/lib/api-client';
import { reportKeys, storeDayKeys } from '#web/lib/query-keys';

const checklistAnswer = firstPageSchema('checklist');

/** POST /api/checklists: today's, or a past day's; answers with the one there if it exists. */
export function useCreateChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChecklistBody) => api.post('/api/checklists', body, checklistAnswer),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reportKeys.all });
      return client.invalidateQueries({ queryKey: storeDayKeys.all });
    },
  });
}
