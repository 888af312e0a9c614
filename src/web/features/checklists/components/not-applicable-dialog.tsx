import { useState } from 'react';
import type { ChecklistItem } from '#domain/checklists/api';
import { ANSWER_MESSAGES } from '#domain/answers/messages';
import { NA_REASON_MAX_LENGTH } from '#domain/answers/kinds';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { TextareaField } from '#web/components/ui/textarea';
import { useDomainText, useT } from '#web/lib/i18n';
import { checklistMessages } from '../messages';

function NotApplicableForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useT(checklistMessages);
  const domainText = useDomainText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = reason.trim();
        if (!trimmed) return setError(ANSWER_MESSAGES.notApplicableReasonRequired);
        onSubmit(trimmed);
      }}
    >
      <TextareaField
        label={t('notApplicableReasonLabel')}
        placeholder={t('notApplicablePlaceholder')}
        value={reason}
        maxLength={NA_REASON_MAX_LENGTH}
        rows={3}
        error={error && domainText(error)}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit">{t('saveNotApplicable')}</Button>
      </div>
    </form>
  );
}

/** Not applicable: a delivery on a day with none. The reason is asked, and kept with the item. */
export function NotApplicableDialog({
  item,
  itemText,
  onOpenChange,
  onSubmit,
}: {
  item: ChecklistItem | null;
  /** The item as the reader reads it. */
  itemText: string | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (item: ChecklistItem, reason: string) => void;
}) {
  const t = useT(checklistMessages);
  return (
    <Modal
      open={item !== null}
      onOpenChange={onOpenChange}
      title={t('notApplicableTitle')}
      description={itemText ?? undefined}
    >
      {item && (
        <NotApplicableForm
          key={item.id}
          onCancel={() => onOpenChange(false)}
          onSubmit={(reason) => {
            onSubmit(item, reason);
            onOpenChange(false);
          }}
        />
      )}
    </Modal>
  );
}
