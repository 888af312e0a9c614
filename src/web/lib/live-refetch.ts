import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChecklistChangeEvent } from '#domain/live/events';
import { isAffectedBy } from './live-affected';

export interface LiveRefetchTiming {
  /** Changes closer together than this are refetched together. */
  quietMs: number;
  /** A steady stream of changes still refetches this often. */
  maxWaitMs: number;
}

/** A manager still sees a leader's tick within about a second. */
export const LIVE_REFETCH_TIMING: LiveRefetchTiming = { quietMs: 250, maxWaitMs: 1_000 };

export interface LiveRefetcher {
  /** Someone else changed a checklist: what shows its store and date refetches soon. */
  changed(change: ChecklistChangeEvent): void;
  /** Events may have been missed: everything on screen refetches now. */
  refetchAll(): void;
  stop(): void;
}

/**
 * Turns live change events into refetches: only the cached queries showing a changed store and
 * date (live-affected.ts), each once per burst however many changes hit it, so a super-admin's
 * open all-stores report refetches about once a second while a region ticks, not once a tick.
 * A query already fetching finishes first and refetches after, so a slow report is never
 * cancelled over and over. An open checklist with edits still on their way keeps its local
 * state (it refetches once they land).
 */
export function createLiveRefetcher(
  client: QueryClient,
  timing: LiveRefetchTiming = LIVE_REFETCH_TIMING,
): LiveRefetcher {
  const dirty = new Map<string, QueryKey>();
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;

  function clearTimers() {
    clearTimeout(quietTimer);
    clearTimeout(maxTimer);
    quietTimer = maxTimer = undefined;
  }

  function schedule() {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(flush, timing.quietMs);
    maxTimer ??= setTimeout(flush, timing.maxWaitMs);
  }

  function flush() {
    clearTimers();
    const editing = client.isMutating() > 0;
    const cache = client.getQueryCache();
    for (const [hash, queryKey] of dirty) {
      const query = cache.get(hash);
      if (query?.state.fetchStatus === 'fetching') continue;
      dirty.delete(hash);
      if (!query || (editing && queryKey[0] === 'checklists')) continue;
      void client.invalidateQueries({ queryKey, exact: true });
    }
    if (dirty.size > 0) schedule();
  }

  return {
    changed(change) {
      const affected = client
        .getQueryCache()
        .findAll({ predicate: (query) => isAffectedBy(change, query.queryKey, query.state.data) });
      for (const query of affected) dirty.set(query.queryHash, query.queryKey);
      if (dirty.size > 0) schedule();
    },
    refetchAll() {
      clearTimers();
      dirty.clear();
      void client.invalidateQueries({ type: 'active' });
    },
    stop() {
      clearTimers();
      dirty.clear();
    },
  };
}
