import { useDeferredValue } from 'react';

/**
 * True once what `ready` announces has been drawn, and drawn in the background: the render
 * that first finds `ready` true keeps the screen as it was (a spinner), and React draws the new
 * screen as a transition, in slices of a few milliseconds a slow phone can interrupt. An answer
 * from the query library would otherwise be drawn in one task, whatever its size. Once drawn,
 * later changes (a tick, another date) are drawn at once.
 */
export function useDrawnInBackground(ready: boolean): boolean {
  return useDeferredValue(ready) && ready;
}
