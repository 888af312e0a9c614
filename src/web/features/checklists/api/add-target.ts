import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shiftTargetSchema, type ChecklistDetail } from '#domain/checklists/api';
import { api } from '#web/lib/api-client';
import { checklistKeys } from './get-checklist';
import { checklistPath } from './pending-write';

/** POST /api/checklists/:id/targets — needs a connection: the server hands out the new id. */
export function useAddTarget(checklistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(checklistPath(checklistId, 'targets'), {}, shiftTargetSchema),
    onSuccess: (target) => {
      client.setQueryData<ChecklistDetail>(checklistKeys.detail(checklistId), (detail) =>
        detail && !detail.shiftTargets.some((t) => t.id === target.id)
          ? { ...detail, shiftTargets: [...detail.shiftTargets, target] }
          : detail,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: checklistKeys.detail(checklistId) }),
  });
}
