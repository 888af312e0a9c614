import { useEffect } from 'react';

export const PRODUCT_TITLE = 'ShiftCheck';

/** Sets the tab title while the page is shown and restores the product title after. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_TITLE}` : PRODUCT_TITLE;
    return () => {
      document.title = PRODUCT_TITLE;
    };
  }, [title]);
}
