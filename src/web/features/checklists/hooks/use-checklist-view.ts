import { useMemo } from 'react';
import { useChecklistQuery } from '../api/get-checklist';
import { applyPendingWrites } from './apply-pending-writes';
import { useChecklistWrites } from './use-checklist-writes';
import { useWriteResults } from './use-write-results';

/** The checklist query, with queued writes shown on top, and the queue's state for the indicator. */
export function useChecklistView(checklistId: string) {
  const query = useChecklistQuery(checklistId);
  const writes = useChecklistWrites(checklistId);
  useWriteResults(checklistId);
  const detail = useMemo(
    () => (query.data ? applyPendingWrites(query.data, writes.pending) : undefined),
    [query.data, writes.pending],
  );
  return { query, detail, writes };
}
