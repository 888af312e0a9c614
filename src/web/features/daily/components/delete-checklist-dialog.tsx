import Trash2 from 'lucide-react/icons/trash';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/lib/i18n';
import { dailyMessages } from '../messages';

// The confirmation loads when first asked for.
const DeleteChecklistConfirm = lazy(() =>
  import('./delete-checklist-confirm').then((m) => ({ default: m.DeleteChecklistConfirm })),
);

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
  const t = useT(dailyMessages);
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('deleteLabel', { shift: shiftTitle })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-my-2 -me-2 text-slate-500 hover:text-red-700 dark:text-slate-400 dark:hover:text-red-300"
      >
        <Trash2 aria-hidden="true" className="h-5 w-5" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DeleteChecklistConfirm
            checklistId={checklistId}
            shiftTitle={shiftTitle}
            dateLabel={dateLabel}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
