import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checklistKeys, reportKeys, storeDayKeys } from './query-keys';

interface ChecklistChange {
  storeId: string;
  checklistId: string;
  origin: string | null;
}

function refetchAffected(client: QueryClient, change: ChecklistChange) {
  void client.invalidateQueries({ queryKey: storeDayKeys.all });
  void client.invalidateQueries({ queryKey: reportKeys.all });
  // An open checklist with edits still on their way keeps its local state; it refetches after.
  if (client.isMutating() === 0) {
    void client.invalidateQueries({ queryKey: checklistKeys.detail(change.checklistId) });
  }
}

/**
 * Follows GET /api/live: when someone else changes a checklist this person may see, the views
 * showing it refetch, so a manager sees a leader's ticks within a second. EventSource reconnects
 * by itself after a dropped connection.
 */
export function useLiveUpdates(): void {
  const client = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/live');
    let ownOrigin: string | null = null;
    source.addEventListener('hello', (event) => {
      ownOrigin = (JSON.parse((event as MessageEvent<string>).data) as { origin: string }).origin;
    });
    source.addEventListener('checklist', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as ChecklistChange;
      if (change.origin !== ownOrigin) refetchAffected(client, change);
    });
    return () => source.close();
  }, [client]);
}
