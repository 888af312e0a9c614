import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistDetail } from '#domain/checklists/api';
import { api } from '#web/lib/api-client';
import { discardWrites } from '#web/lib/offline-queue';
import { checklistKeys } from './get-checklist';
import { checklistPath, checklistScope, checklistWriteSchema } from './pending-write';

/** DELETE /api/checklists/:id/targets/:targetId — needs a connection, like adding one. */
export function useDeleteTarget(checklistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (targetId: string) => api.delete(checklistPath(checklistId, 'targets', targetId)),
    onSuccess: (_data, targetId) => {
      // Unsent edits to a target that no longer exists would only come back as errors.
      discardWrites((write) => {
        if (write.scope !== checklistScope(checklistId)) return false;
        const meta = checklistWriteSchema.safeParse(write.meta);
        return meta.success && meta.data.kind === 'target' && meta.data.targetId === targetId;
      });
      client.setQueryData<ChecklistDetail>(checklistKeys.detail(checklistId), (detail) =>
        detail
          ? { ...detail, shiftTargets: detail.shiftTargets.filter((t) => t.id !== targetId) }
          : detail,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: checklistKeys.detail(checklistId) }),
  });
}
