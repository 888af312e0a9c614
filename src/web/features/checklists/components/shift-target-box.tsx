import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import type { ShiftTarget } from '#domain/checklists/api';
import { SHIFT_TARGET_TEXT_MAX_LENGTH } from '#domain/checklists/messages';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { textareaClass } from '#web/components/ui/textarea';
import { useT } from '#web/lib/i18n';
import { useAutosaveText } from '../hooks/use-autosave-text';
import { checklistMessages } from '../messages';

export interface ShiftTargetBoxProps {
  target: ShiftTarget;
  number: number;
  editable: boolean;
  /** Deleting needs the server; false while offline or busy. */
  canDelete: boolean;
  onSaveText: (targetId: string, text: string) => void;
  onDelete: (targetId: string) => void;
}

/** 'Target n': its text, saved as typed, and a delete that asks first when there is text to lose. */
export function ShiftTargetBox({
  target,
  number,
  editable,
  canDelete,
  onSaveText,
  onDelete,
}: ShiftTargetBoxProps) {
  const t = useT(checklistMessages);
  const id = useId();
  const label = t('target', { number });
  const field = useAutosaveText(target.text, (text) => onSaveText(target.id, text));
  const [confirming, setConfirming] = useState(false);

  function requestDelete() {
    if (field.value.trim() === '') onDelete(target.id);
    else setConfirming(true);
  }

  return (
    <li
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid="shift-target"
    >
      <div className={cn('mb-1.5 flex items-center justify-between gap-2', editable && 'min-h-11')}>
        <label htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          {label}
        </label>
        {editable && !confirming && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('deleteTarget', { number })}
            disabled={!canDelete}
            onClick={requestDelete}
            className="-me-1 text-slate-600 hover:text-red-700 disabled:opacity-40 dark:text-slate-400 dark:hover:text-red-400"
          >
            <Trash2 aria-hidden="true" className="h-5 w-5" />
          </Button>
        )}
        {editable && confirming && (
          <InlineConfirm
            label={t('deleteTargetConfirm', { number })}
            disabled={!canDelete}
            onConfirm={() => onDelete(target.id)}
            onCancel={() => setConfirming(false)}
          />
        )}
      </div>
      <textarea
        id={id}
        rows={2}
        className={textareaClass}
        readOnly={!editable}
        maxLength={SHIFT_TARGET_TEXT_MAX_LENGTH}
        placeholder={editable ? t('targetPlaceholder') : undefined}
        {...field}
      />
    </li>
  );
}
