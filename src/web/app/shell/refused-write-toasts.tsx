import { useEffect, useState } from 'react';
import { Toasts, type ToastMessage } from '#web/components/ui/toast';
import { onWriteSettled } from '#web/lib/offline-queue';

/** A toast for every change the server refused for good, on whichever screen the leader is. */
export function RefusedWriteToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  useEffect(
    () =>
      onWriteSettled((write, outcome) => {
        if (outcome.ok) return;
        setToasts((shown) => [
          ...shown,
          { id: write.id, title: `Not saved: ${write.label}`, description: outcome.message },
        ]);
      }),
    [],
  );
  return (
    <Toasts
      toasts={toasts}
      onDismiss={(id) => setToasts((shown) => shown.filter((toast) => toast.id !== id))}
    />
  );
}
