import { useMemo, useSyncExternalStore } from 'react';
import {
  getQueueSnapshot,
  ownWrites,
  subscribeQueue,
  type QueueSnapshot,
  type RefusedWrite,
} from '#web/lib/offline-queue';
import { checklistScope, checklistWriteSchema } from '../api/pending-write';
import type { PendingChecklistWrite } from './apply-pending-writes';

export interface ChecklistWritesState {
  /** The signed-in person's waiting writes to this checklist, in order. */
  pending: PendingChecklistWrite[];
  /** Every waiting write to this checklist, photo uploads and removals included. */
  queued: number;
  /** Why the queue is waiting before its next attempt (no connection, server trouble). */
  problem: QueueSnapshot['problem'];
  sessionEnded: boolean;
  /** Changes to this checklist the server refused, until the leader dismisses them. */
  refused: RefusedWrite[];
}

/** This checklist's share of the offline queue, re-rendered whenever the queue changes. */
export function useChecklistWrites(checklistId: string): ChecklistWritesState {
  const snapshot = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  return useMemo(() => {
    const scope = checklistScope(checklistId);
    const pending: PendingChecklistWrite[] = [];
    let queued = 0;
    for (const write of ownWrites(snapshot)) {
      if (write.scope !== scope) continue;
      queued += 1;
      const meta = checklistWriteSchema.safeParse(write.meta);
      if (meta.success) pending.push({ meta: meta.data, queuedAt: write.queuedAt });
    }
    return {
      pending,
      queued,
      problem: snapshot.problem,
      sessionEnded: snapshot.sessionEnded,
      refused: snapshot.refused.filter((refusal) => refusal.scope === scope),
    };
  }, [snapshot, checklistId]);
}
