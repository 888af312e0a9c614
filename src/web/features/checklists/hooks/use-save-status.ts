import { useOnlineStatus } from '#web/lib/online-status';
import { useHasPendingDrafts } from './draft-store';
import type { ChecklistWritesState } from './use-checklist-writes';

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'waiting'; count: number }
  | { kind: 'retrying'; count: number }
  | { kind: 'session-ended'; count: number };

/**
 * One state for the indicator, from the queue (photos too: a photo waiting for a connection is
 * a change not yet saved), unsent typing and the connection.
 */
export function useSaveStatus(writes: ChecklistWritesState): SaveStatus {
  const drafts = useHasPendingDrafts();
  const online = useOnlineStatus();
  const count = writes.queued;
  const queued = count > 0;
  if (queued && writes.sessionEnded) return { kind: 'session-ended', count };
  if (queued && (writes.problem?.kind === 'offline' || !online)) return { kind: 'waiting', count };
  if (queued && writes.problem?.kind === 'server') return { kind: 'retrying', count };
  if (queued || drafts) return { kind: 'saving' };
  return { kind: 'saved' };
}
