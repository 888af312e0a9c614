import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A table wider than a phone, in a box that scrolls sideways: reachable by keyboard and named
 * (by the section's title, or a label), so a screen reader says what the scrolled part is.
 */
export function SideScroll({
  labelledBy,
  label,
  stickyStart = false,
  children,
}: {
  labelledBy?: string;
  label?: string;
  /**
   * The table keeps its first column in view (sticky, at most 13rem wide): a control scrolled
   * to (by focus, by a screen reader) stops beside it rather than under it.
   */
  stickyStart?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={cn(
        '-mx-4 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-blue-600',
        stickyStart && 'scroll-ps-52',
      )}
    >
      {children}
    </div>
  );
}
