import { useEffect, useState } from 'react';
import { Toasts, type ToastMessage } from '#web/components/ui/toast';
import { useT } from '#web/lib/i18n';
import { onWriteSettled } from '#web/lib/offline-queue';
import { UNDESCRIBED_WRITE } from '#web/lib/queued-write';
import { shellMessages } from './messages';

/** A toast for every change the server refused for good, on whichever screen the leader is. */
export function RefusedWriteToasts() {
  const t = useT(shellMessages);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  useEffect(
    () =>
      onWriteSettled((write, outcome) => {
        if (outcome.ok) return;
        // A change stored before changes carried a description has the stored English stand-in.
        const change = write.label === UNDESCRIBED_WRITE ? t('undescribedWrite') : write.label;
        setToasts((shown) => [
          ...shown,
          { id: write.id, title: t('notSaved', { change }), description: outcome.message },
        ]);
      }),
    [t],
  );
  return (
    <Toasts
      toasts={toasts}
      onDismiss={(id) => setToasts((shown) => shown.filter((toast) => toast.id !== id))}
    />
  );
}
