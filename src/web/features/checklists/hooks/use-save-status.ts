import { useOnlineStatus } from '../../../lib/online-status';
import { useHasPendingDrafts } from './draft-store';
import type { ChecklistWritesState } from './use-checklist-writes';

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'waiting' }
  | { kind: 'retrying' }
  | { kind: 'session-ended' };

/** One state for the indicator, from the queue, unsent typing and the connection. */
export function useSaveStatus(writes: ChecklistWritesState): SaveStatus {
  const drafts = useHasPendingDrafts();
  const online = useOnlineStatus();
  const queued = writes.pending.length > 0;
  if (queued && writes.sessionEnded) return { kind: 'session-ended' };
  if (queued && (writes.problem?.kind === 'offline' || !online)) return { kind: 'waiting' };
  if (queued && writes.problem?.kind === 'server') return { kind: 'retrying' };
  if (queued || drafts) return { kind: 'saving' };
  return { kind: 'saved' };
}
