import { useOnlineStatus } from '../../../lib/online-status';
import { useHasPendingDrafts } from './draft-store';
import type { ChecklistWritesState } from './use-checklist-writes';

export type SaveStatus =
  { kind: 'saved' } | { kind: 'saving' } | { kind: 'waiting' } | { kind: 'error'; message: string };

/** One state for the indicator, from the queue, unsent typing and the connection. */
export function useSaveStatus(writes: ChecklistWritesState): SaveStatus {
  const drafts = useHasPendingDrafts();
  const online = useOnlineStatus();
  const queued = writes.pending.length > 0;
  if (queued && (writes.waitingForConnection || !online)) return { kind: 'waiting' };
  if (queued || drafts) return { kind: 'saving' };
  if (writes.failure) return { kind: 'error', message: writes.failure };
  return { kind: 'saved' };
}
