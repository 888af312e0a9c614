import ArrowUp from 'lucide-react/icons/arrow-up';
import { useEffect, useState } from 'react';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';

/** SPEC §9: the button shows once the page has scrolled this far. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/** A round button in the corner that returns to the top of a long page. */
export function ScrollToTopButton() {
  const t = useT(uiMessages);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    // A page opened already scrolled (a reload) is checked once it has been drawn: reading the
    // scroll position while the first screen is still being built forces a layout in the middle
    // of its longest task, which a slow phone feels.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onScroll, 0);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      aria-label={t('scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
      className="fixed end-4 bottom-4 z-20 flex h-12 w-12 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
    >
      <ArrowUp aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}
