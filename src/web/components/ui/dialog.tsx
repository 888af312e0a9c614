import { lazy, Suspense, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** false: only the dialog's own buttons close it (no ×, Escape or click outside). */
  dismissible?: boolean;
}

// The dialog code (Radix, focus trapping, scroll locking) loads the first time a modal opens:
// most pages never open one.
const ModalPanel = lazy(() => import('./modal-panel').then((m) => ({ default: m.ModalPanel })));

/**
 * A centred modal labelled by its title. Escape and the close button dismiss it; focus stays
 * inside while it is open and returns to whatever opened it.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalPanel {...props} />
    </Suspense>
  );
}
