import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { actionStepAnswerSchema, type ActionDetail } from '#domain/actions/api';
import {
  getQueueSnapshot,
  onWriteSettled,
  ownWrites,
  subscribeQueue,
  type QueueSnapshot,
  type RefusedWrite,
} from '#web/lib/offline-queue';
import { keepForOffline } from '#web/lib/offline-copy';
import { checklistKeys, storeDayKeys } from '#web/lib/query-keys';
import { actionKeys } from '../api/action-keys';
import { actionPath, actionScope, actionWriteSchema } from '../api/action-writes';
import type { PendingStep } from './pending-steps';

export interface ActionWritesState {
  /** The signed-in person's steps still waiting to be sent, in order. */
  pending: PendingStep[];
  /** Every write of this action still waiting, fix photos included. */
  queued: number;
  /** Why the queue is waiting before its next attempt (no connection, server trouble). */
  problem: QueueSnapshot['problem'];
  /** Steps and photos the server refused, until the person dismisses them. */
  refused: RefusedWrite[];
}

/** This action's share of the offline queue, drawn again whenever the queue changes. */
export function useActionWrites(actionId: string): ActionWritesState {
  const snapshot = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  return useMemo(() => {
    const scope = actionScope(actionId);
    const pending: PendingStep[] = [];
    let queued = 0;
    for (const write of ownWrites(snapshot)) {
      if (write.scope !== scope) continue;
      queued += 1;
      const meta = actionWriteSchema.safeParse(write.meta);
      if (meta.success && meta.data.kind === 'step') {
        pending.push({ body: meta.data.body, queuedAt: write.queuedAt });
      }
    }
    return {
      pending,
      queued,
      problem: snapshot.problem,
      refused: snapshot.refused.filter((refusal) => refusal.scope === scope),
    };
  }, [snapshot, actionId]);
}

/**
 * While an Actions screen is open, each answered step of an action lands in the cache: the
 * action the server now holds replaces the one shown, and the lists, the checklist and the day
 * it belongs to are read again (a step done resolves the item's failure), and the service worker
 * keeps the new copy for a screen opened without signal. A refused step shows the server's action
 * again in place of the one guessed.
 */
export function useActionWriteResults(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onWriteSettled((write, outcome) => {
        if (!write.scope.startsWith(actionScope(''))) return;
        const actionId = write.scope.slice(actionScope('').length);
        const meta = actionWriteSchema.safeParse(write.meta);
        if (meta.success && meta.data.kind === 'fix-photo') {
          // The photo joins the item's fix photos, on whichever checklist screen shows it.
          void client.invalidateQueries({ queryKey: checklistKeys.all });
          return;
        }
        const answer = outcome.ok ? actionStepAnswerSchema.safeParse(outcome.data) : null;
        if (answer?.success) {
          const detail = client.setQueryData<ActionDetail>(actionKeys.detail(actionId), (shown) =>
            shown ? { ...shown, action: answer.data.action } : shown,
          );
          // Offline, the screen opened again shows the action as this step left it, not as the
          // service worker first read it.
          keepForOffline(actionPath(actionId), detail, write.userId);
          void client.invalidateQueries({
            queryKey: checklistKeys.detail(answer.data.action.checklistId),
          });
        } else {
          void client.invalidateQueries({ queryKey: actionKeys.detail(actionId) });
        }
        void client.invalidateQueries({ queryKey: actionKeys.lists });
        void client.invalidateQueries({ queryKey: storeDayKeys.all });
      }),
    [client],
  );
}
