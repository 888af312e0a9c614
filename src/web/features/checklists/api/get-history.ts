import { useQuery } from '@tanstack/react-query';
import { checklistHistorySchema, type ChecklistHistory } from '#domain/checklists/api';
import { api } from '#web/lib/api-client';
import { checklistKeys } from './get-checklist';
import { checklistPath } from './pending-write';

/** GET /api/checklists/:id/history — newest first. */
export function fetchChecklistHistory(id: string): Promise<ChecklistHistory> {
  return api.get(checklistPath(id, 'history'), checklistHistorySchema);
}

export function useChecklistHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: checklistKeys.history(id),
    queryFn: () => fetchChecklistHistory(id),
    enabled,
  });
}
