import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checklistDetailSchema } from '#domain/checklists/api';
import { api } from '#web/lib/api-client';
import { checklistKeys, storeDayKeys } from '#web/lib/query-keys';
import { checklistPath } from './pending-write';

/**
 * POST /api/checklists/:id/take-over: asked online and answered at once, not queued — it is a
 * decision about who runs the shift, which the person should see taken (or refused) there and then.
 */
export function useTakeOver(checklistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(checklistPath(checklistId, 'take-over'), {}, checklistDetailSchema),
    onSuccess: async (detail) => {
      client.setQueryData(checklistKeys.detail(checklistId), detail);
      await Promise.all([
        client.invalidateQueries({ queryKey: checklistKeys.history(checklistId) }),
        client.invalidateQueries({ queryKey: storeDayKeys.all }),
      ]);
    },
  });
}
