import { useCallback } from 'react';
import type { ItemChange } from '../../../../domain/checklists/item-state';
import { checklistPath, enqueueChecklistWrite } from './pending-write';

/** PATCH /api/checklists/:id/items/:itemId — an absolute change, queued so it survives no signal. */
export function queueItemChange(checklistId: string, itemId: string, change: ItemChange) {
  return enqueueChecklistWrite(
    checklistId,
    { kind: 'item', itemId, change },
    { method: 'PATCH', path: checklistPath(checklistId, 'items', itemId), body: change },
  );
}

export function useUpdateItem(checklistId: string) {
  return useCallback(
    (itemId: string, change: ItemChange) => queueItemChange(checklistId, itemId, change),
    [checklistId],
  );
}
