import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Parts a section on screen draws with the screen itself: on a phone, its first cards fill the
 * view (the area leaders, the shift targets and a subsection's items, or a subsection or two).
 */
export const PARTS_DRAWN_AT_ONCE = 3;

/**
 * How many of a section's `total` parts (its subsection cards) to draw. The section on screen
 * (`shown`) when the checklist opens draws its first PARTS_DRAWN_AT_ONCE parts with the screen
 * and the rest one part per task right after; the hidden sections draw one part per task too.
 * A phone then shows its checklist after drawing what fits on it, not the whole section: drawing
 * a 16-item section with the screen held the checklist's first paint back, and a 42-item section
 * in one go was a tenth of a second of a phone's time during which a tap went unanswered.
 * A section switched to before it was drawn draws whole at once, and stays whole. Printing draws
 * everything at once, whatever the moment (the print stylesheet shows all three sections).
 */
export function useDrawnParts(total: number, shown: boolean): number {
  const [drawn, setDrawn] = useState(shown ? Math.min(total, PARTS_DRAWN_AT_ONCE) : 0);
  const [shownFirst] = useState(shown);
  // Switched to before it was drawn: all of it now, and it stays drawn after switching away.
  const switchedTo = shown && !shownFirst;
  if (switchedTo && drawn < total) setDrawn(total);
  const whole = drawn >= total || switchedTo;

  useEffect(() => {
    if (whole) return;
    const next = setTimeout(() => setDrawn((n) => n + 1), 0);
    return () => clearTimeout(next);
  }, [whole, drawn]);

  useEffect(() => {
    if (whole) return;
    const now = () => flushSync(() => setDrawn(total));
    const print = window.matchMedia('print');
    const onChange = (event: MediaQueryListEvent) => event.matches && now();
    window.addEventListener('beforeprint', now);
    print.addEventListener('change', onChange);
    return () => {
      window.removeEventListener('beforeprint', now);
      print.removeEventListener('change', onChange);
    };
  }, [whole, total]);

  return switchedTo ? total : Math.min(drawn, total);
}
