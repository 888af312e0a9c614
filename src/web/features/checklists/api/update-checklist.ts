import { useCallback } from 'react';
import type { UpdateChecklistBody } from '#domain/checklists/api';
import { checklistPath, enqueueChecklistWrite } from './pending-write';
import { checklistFieldLabel } from './write-labels';

export type ChecklistTextField = keyof UpdateChecklistBody;

/** PATCH /api/checklists/:id — one field per write, so typing in one never holds up another. */
export function useUpdateChecklistField(checklistId: string) {
  return useCallback(
    (field: ChecklistTextField, value: string) => {
      const fields: UpdateChecklistBody = { [field]: value };
      return enqueueChecklistWrite(
        checklistId,
        { kind: 'details', fields },
        {
          label: checklistFieldLabel(field),
          method: 'PATCH',
          path: checklistPath(checklistId),
          body: fields,
          coalesceKey: `${checklistId}:${field}`,
        },
      );
    },
    [checklistId],
  );
}
