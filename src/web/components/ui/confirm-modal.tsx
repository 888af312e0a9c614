import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './dialog';

export interface ConfirmModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** Why the last try failed, shown above the buttons. */
  error: string | null;
  pending: boolean;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
}

/** A destructive step that cannot be undone (revoking a tablet or a token): Cancel, then it. */
export function ConfirmModal({
  open,
  onClose,
  title,
  description,
  error,
  pending,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  onConfirm,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={description}
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
