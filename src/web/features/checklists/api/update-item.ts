import { useCallback } from 'react';
import type { ChecklistItem } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import { checklistPath, enqueueChecklistWrite } from './pending-write';
import { itemChangeLabel } from './write-labels';

type ItemRef = Pick<ChecklistItem, 'id' | 'text'>;

/** PATCH /api/checklists/:id/items/:itemId — an absolute change, queued so it survives no signal. */
export function queueItemChange(checklistId: string, item: ItemRef, change: ItemChange) {
  return enqueueChecklistWrite(
    checklistId,
    { kind: 'item', itemId: item.id, change },
    {
      label: itemChangeLabel(item.text, change),
      method: 'PATCH',
      path: checklistPath(checklistId, 'items', item.id),
      body: change,
    },
  );
}

export function useUpdateItem(checklistId: string) {
  return useCallback(
    (item: ItemRef, change: ItemChange) => queueItemChange(checklistId, item, change),
    [checklistId],
  );
}
