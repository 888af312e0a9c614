import { Popover } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import { cn } from './cn';

export interface PopoverPanelProps {
  /** The button that opened it (usePopoverTrigger): the panel sits under it and gives focus back. */
  anchor: RefObject<HTMLButtonElement | null>;
  id: string;
  label: string;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on opening; without it, the panel's first control. */
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
  children: ReactNode;
}

/**
 * An open popover next to its trigger, loaded on demand. Escape and a click outside close it;
 * a click on the trigger is left to the trigger, which closes it (rather than closing here and
 * opening again there). Focus returns to the trigger unless the person clicked elsewhere.
 */
export function PopoverPanel({
  anchor,
  id,
  label,
  onOpenChange,
  onOpenAutoFocus,
  className,
  children,
}: PopoverPanelProps) {
  const clickedElsewhere = useRef(false);
  return (
    <Popover.Root open onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={label}
          onOpenAutoFocus={onOpenAutoFocus}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchor.current?.contains(event.target)) {
              event.preventDefault();
            } else {
              clickedElsewhere.current = true;
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!clickedElsewhere.current) anchor.current?.focus();
          }}
          className={cn(
            'z-30 rounded-xl border border-slate-200 bg-white p-3 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900',
            className,
          )}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
