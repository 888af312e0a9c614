import { useMemo, useSyncExternalStore } from 'react';
import { getQueueSnapshot, subscribeQueue } from '../../../lib/offline-queue';
import { checklistScope, checklistWriteSchema } from '../api/pending-write';
import type { PendingChecklistWrite } from './apply-pending-writes';

export interface ChecklistWritesState {
  pending: PendingChecklistWrite[];
  waitingForConnection: boolean;
  /** The message of the last write the server refused, until one succeeds or it is dismissed. */
  failure: string | null;
}

/** This checklist's share of the offline queue, re-rendered whenever the queue changes. */
export function useChecklistWrites(checklistId: string): ChecklistWritesState {
  const snapshot = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  return useMemo(() => {
    const scope = checklistScope(checklistId);
    const pending: PendingChecklistWrite[] = [];
    for (const write of snapshot.writes) {
      if (write.scope !== scope) continue;
      const meta = checklistWriteSchema.safeParse(write.meta);
      if (meta.success) pending.push({ meta: meta.data, queuedAt: write.queuedAt });
    }
    const failure = snapshot.failures.findLast((f) => f.scope === scope)?.message ?? null;
    return { pending, waitingForConnection: snapshot.waitingForConnection, failure };
  }, [snapshot, checklistId]);
}
