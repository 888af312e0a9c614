import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDeleteChecklist } from '../api/delete-checklist';

/** The trash button on a shift card and the confirmation it asks for (SPEC §2 "Daily view"). */
export function DeleteChecklistButton({
  checklistId,
  shiftTitle,
  dateLabel,
}: {
  checklistId: string;
  shiftTitle: string;
  dateLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteChecklist();

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${shiftTitle} checklist`}
          className="-my-2 -mr-2 text-slate-500 hover:text-red-700 dark:text-slate-400 dark:hover:text-red-300"
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">Delete Checklist</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700 dark:text-slate-300">
            Are you sure you want to delete the {shiftTitle} checklist for {dateLabel}? This action
            cannot be undone.
          </AlertDialog.Description>
          {remove.isError && (
            <Alert tone="error" className="mt-4">
              {remove.error.message}
            </Alert>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={remove.isPending}
              // Not AlertDialog.Action: that closes at once, before the server has answered.
              onClick={() => remove.mutate(checklistId, { onSuccess: () => setOpen(false) })}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
