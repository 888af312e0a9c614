import { useCallback } from 'react';
import type { ChecklistItem, ChecklistTranslations } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import { checklistPath, enqueueChecklistWrite } from './pending-write';
import type { ItemText } from '#domain/templates/translations';
import { itemChangeLabel } from './write-labels';

type ItemRef = Pick<ChecklistItem, 'id' | 'text' | 'choices'>;

/**
 * PATCH /api/checklists/:id/items/:itemId — an absolute change, queued so it survives no signal,
 * named in the words the reader is shown (`words`, where the checklist has their language's).
 */
export function queueItemChange(
  checklistId: string,
  item: ItemRef,
  change: ItemChange,
  words?: Pick<ItemText, 'text' | 'options'>,
) {
  return enqueueChecklistWrite(
    checklistId,
    { kind: 'item', itemId: item.id, change },
    {
      label: itemChangeLabel(item, change, words),
      method: 'PATCH',
      path: checklistPath(checklistId, 'items', item.id),
      body: change,
    },
  );
}

export function useUpdateItem(checklistId: string, translations: ChecklistTranslations | null) {
  return useCallback(
    (item: ItemRef, change: ItemChange) =>
      queueItemChange(checklistId, item, change, translations?.items[item.id]),
    [checklistId, translations],
  );
}
