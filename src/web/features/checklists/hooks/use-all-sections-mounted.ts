import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the checklist's inactive sections are drawn yet. The section on screen draws first;
 * the other two follow in a transition, which React renders in small slices, so a phone shows
 * its checklist sooner and stays responsive while the rest fills in. Printing draws them at
 * once, whatever the moment (the print stylesheet shows all three).
 */
export function useAllSectionsMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
    const now = () => flushSync(() => setMounted(true));
    const print = window.matchMedia('print');
    const onChange = (event: MediaQueryListEvent) => event.matches && now();
    window.addEventListener('beforeprint', now);
    print.addEventListener('change', onChange);
    return () => {
      window.removeEventListener('beforeprint', now);
      print.removeEventListener('change', onChange);
    };
  }, []);
  return mounted;
}
