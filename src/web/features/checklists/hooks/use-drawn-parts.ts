import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many of a hidden section's `total` parts (its subsection cards) to draw. The section on
 * screen (`all`) draws at once; the others draw one part per task after it, so a phone shows its
 * checklist sooner and no single task holds the page for long: drawing a 42-item section in one
 * go was a tenth of a second of a phone's time during which a tap went unanswered. A section
 * once drawn whole stays whole. Printing draws everything at once, whatever the moment (the print
 * stylesheet shows all three sections).
 */
export function useDrawnParts(total: number, all: boolean): number {
  const [drawn, setDrawn] = useState(all ? total : 0);
  // Switched to before it was drawn: all of it now, and it stays drawn after switching away.
  if (all && drawn < total) setDrawn(total);
  const whole = all || drawn >= total;

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

  return all ? total : drawn;
}
