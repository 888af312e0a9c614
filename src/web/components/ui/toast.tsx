import { lazy, Suspense, type ReactNode } from 'react';

export interface ToastMessage {
  id: string;
  title: string;
  description?: ReactNode;
}

export interface ToastsProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: string) => void;
}

// The toast code loads with the first notice: most visits never show one.
const ToastList = lazy(() => import('./toast-list').then((m) => ({ default: m.ToastList })));

/**
 * Short notices in the corner (top on a phone, clear of the checklist's tab bar), announced to
 * screen readers. An error stays until dismissed or ten seconds pass.
 */
export function Toasts(props: ToastsProps) {
  if (props.toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList {...props} />
    </Suspense>
  );
}
