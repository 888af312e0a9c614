import { useEffect, useSyncExternalStore } from 'react';

/** Page spinners on screen now: a screen waiting for its code or its first answer. */
let spinners = 0;
/** Set once the first screen has shown what it loads; it stays set until the page reloads. */
let shown = false;
const listeners = new Set<() => void>();

/**
 * Decides once a commit's effects have all run: one commit can swap a spinner for another (a
 * screen's code arrives, then the screen waits for its data), and counting between the two
 * would call the page shown while it still spins.
 */
function checkSoon(): void {
  queueMicrotask(() => {
    if (shown || spinners > 0) return;
    shown = true;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the page spinner: while one is on screen, the page has not shown its content yet. */
export function usePageLoading(): void {
  useEffect(() => {
    spinners += 1;
    return () => {
      spinners -= 1;
      checkSoon();
    };
  }, []);
}

/**
 * False until the page first shows a screen with no page spinner on it, then true for good. What
 * nobody needs for that first screen (the notification bell, its code and its list) waits for it
 * rather than sharing a phone's connection and main thread with the screen's own code and data.
 */
export function usePageShown(): boolean {
  const value = useSyncExternalStore(subscribe, () => shown);
  // A screen drawn from data already at hand shows no spinner at all.
  useEffect(checkSoon, []);
  return value;
}
