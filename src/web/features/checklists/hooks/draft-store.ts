import { useSyncExternalStore } from 'react';

// Text typed but not yet handed to the queue (the debounce is still counting). The save
// indicator says 'Saving…' for these too, so it never claims "saved" over unsent letters.
const drafts = new Set<string>();
const listeners = new Set<() => void>();

export function setDraftPending(key: string, pending: boolean): void {
  const had = drafts.has(key);
  if (pending === had) return;
  if (pending) drafts.add(key);
  else drafts.delete(key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasPendingDrafts(): boolean {
  return useSyncExternalStore(subscribe, () => drafts.size > 0);
}
