import { useId, useRef } from 'react';

/**
 * The button that opens a popover whose code loads on demand (PopoverPanel, popover-panel.tsx):
 * the page draws the button at once, and Radix's positioning and focus code arrive only when
 * someone opens it. Spread `triggerProps` on the button and pass `anchor` to the panel.
 */
export function usePopoverTrigger(open: boolean, onOpenChange: (open: boolean) => void) {
  const anchor = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  return {
    anchor,
    contentId,
    triggerProps: {
      ref: anchor,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'aria-controls': open ? contentId : undefined,
      onClick: () => onOpenChange(!open),
    } as const,
  };
}
