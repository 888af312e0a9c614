import { useCallback } from 'react';
import type { UpdateShiftTargetBody } from '#domain/checklists/api';
import { checklistPath, enqueueChecklistWrite } from './pending-write';
import { targetFieldLabel } from './write-labels';

type TargetField = keyof UpdateShiftTargetBody;

/** PATCH /api/checklists/:id/targets/:targetId — text, result or result comment, one at a time. */
export function useUpdateTarget(checklistId: string) {
  return useCallback(
    <F extends TargetField>(targetId: string, field: F, value: UpdateShiftTargetBody[F]) => {
      const fields: UpdateShiftTargetBody = { [field]: value };
      return enqueueChecklistWrite(
        checklistId,
        { kind: 'target', targetId, fields },
        {
          label: targetFieldLabel(field),
          method: 'PATCH',
          path: checklistPath(checklistId, 'targets', targetId),
          body: fields,
          coalesceKey: `${checklistId}:target:${targetId}:${field}`,
        },
      );
    },
    [checklistId],
  );
}
