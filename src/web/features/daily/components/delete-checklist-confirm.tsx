import { AlertDialog } from 'radix-ui';
import { DELETED_CHECKLIST_KEPT_DAYS } from '#domain/checklists/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/lib/i18n';
import { useDeleteChecklist } from '../api/delete-checklist';
import { dailyMessages } from '../messages';

/** "Delete Checklist", asked before a checklist goes; loaded on demand by DeleteChecklistButton. */
export function DeleteChecklistConfirm({
  checklistId,
  shiftTitle,
  dateLabel,
  onClose,
}: {
  checklistId: string;
  shiftTitle: string;
  dateLabel: string;
  onClose: () => void;
}) {
  const t = useT(dailyMessages);
  const remove = useDeleteChecklist();

  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">
            {t('deleteTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700 dark:text-slate-300">
            {t('deleteQuestion', { shift: shiftTitle, date: dateLabel })}{' '}
            {t('deleteNotice', { days: DELETED_CHECKLIST_KEPT_DAYS })}
          </AlertDialog.Description>
          {remove.isError && (
            <Alert tone="error" className="mt-4">
              {remove.error.message}
            </Alert>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('cancel')}</Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={remove.isPending}
              // Not AlertDialog.Action: that closes at once, before the server has answered.
              onClick={() => remove.mutate(checklistId, { onSuccess: onClose })}
            >
              {remove.isPending ? t('deleting') : t('delete')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
