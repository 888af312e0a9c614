import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import type { ChecklistItem } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import {
  ISSUE_COMMENT_MAX_LENGTH,
  ISSUE_COMMENT_REQUIRED,
  ISSUE_COMMENT_REQUIRED_TO_RESOLVE,
} from '#domain/checklists/messages';
import { DEFAULT_TRAVEL_PATH_PRIORITY, type FailurePriority } from '#domain/checklists/priorities';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { TextareaField } from '#web/components/ui/textarea';
import { useDomainText, useT } from '#web/lib/i18n';
import { queuePhotoRemoval } from '../api/photos';
import { checklistMessages } from '../messages';
import { PhotoSetView } from './photos/photo-set';
import { usePhotoSet } from './photos/photos-context';
import { PriorityOptions } from './priority-options';

/** Photos picked in the dialog: queued after the changes, so they reach a failed item. */
export interface HeldPhotos {
  failure: Blob[];
  resolution: Blob[];
}

interface IssueFormProps {
  item: ChecklistItem;
  /** Changes to send, in order, then the photos picked; the dialog closes after. */
  onSubmit: (changes: ItemChange[], photos: HeldPhotos) => void;
  onCancel: () => void;
}

function IssuePhotos({
  item,
  held,
  onHeldChange,
}: {
  item: ChecklistItem;
  held: HeldPhotos;
  onHeldChange: (held: HeldPhotos) => void;
}) {
  const { checklistId } = usePhotoSet({ kind: 'failure', itemId: item.id });
  const kinds = item.failed ? (['failure', 'resolution'] as const) : (['failure'] as const);
  return (
    <div className="space-y-3">
      {kinds.map((kind) => {
        const set = { kind, itemId: item.id };
        return (
          <PhotoSetView
            key={kind}
            set={set}
            held={held[kind]}
            onAdd={(photos) => onHeldChange({ ...held, [kind]: [...held[kind], ...photos] })}
            onRemoveHeld={(index) =>
              onHeldChange({ ...held, [kind]: held[kind].filter((_, n) => n !== index) })
            }
            onRemove={(photo) => queuePhotoRemoval(checklistId, photo.id, set)}
          />
        );
      })}
    </div>
  );
}

function IssueForm({ item, onSubmit, onCancel }: IssueFormProps) {
  const t = useT(checklistMessages);
  const domainText = useDomainText();
  const priorityName = useId();
  const travelPath = item.section === 'travel-path';
  const [comment, setComment] = useState(item.failureComment ?? '');
  const [priority, setPriority] = useState<FailurePriority>(
    item.failurePriority ?? DEFAULT_TRAVEL_PATH_PRIORITY,
  );
  const [error, setError] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [held, setHeld] = useState<HeldPhotos>({ failure: [], resolution: [] });

  const trimmed = comment.trim();
  const failChange: ItemChange = {
    type: 'fail',
    comment: trimmed,
    ...(travelPath ? { priority } : {}),
  };
  const failureChanged =
    !item.failed ||
    trimmed !== (item.failureComment ?? '') ||
    (travelPath && priority !== item.failurePriority);
  const withFailure = (...rest: ItemChange[]) => (failureChanged ? [failChange, ...rest] : rest);

  function save() {
    if (!trimmed) return setError(ISSUE_COMMENT_REQUIRED);
    onSubmit(withFailure(), held);
  }
  function resolve() {
    if (!trimmed) return setError(ISSUE_COMMENT_REQUIRED_TO_RESOLVE);
    onSubmit(withFailure({ type: 'resolve', resolved: true }), held);
  }
  function reopen() {
    if (!trimmed) return setError(ISSUE_COMMENT_REQUIRED);
    onSubmit(withFailure({ type: 'resolve', resolved: false }), held);
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextareaField
        label={t('issueDetailsLabel')}
        placeholder={t('issuePlaceholder')}
        value={comment}
        maxLength={ISSUE_COMMENT_MAX_LENGTH}
        rows={4}
        error={error && domainText(error)}
        onChange={(event) => {
          setComment(event.target.value);
          setError(null);
        }}
      />
      {travelPath && (
        <PriorityOptions name={priorityName} value={priority} onChange={setPriority} />
      )}
      <IssuePhotos item={item} held={held} onHeldChange={setHeld} />
      {item.failed && item.resolved && (
        <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {t('issueResolved')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        {item.failed && confirmingRemove ? (
          <InlineConfirm
            label={t('removeFailureConfirmLabel')}
            question={t('removeFailureQuestion')}
            onConfirm={() => onSubmit([{ type: 'unfail' }], { failure: [], resolution: [] })}
            onCancel={() => setConfirmingRemove(false)}
          />
        ) : item.failed ? (
          <Button variant="danger-outline" onClick={() => setConfirmingRemove(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('removeFailure')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        {item.failed && item.resolved ? (
          <Button variant="secondary" onClick={reopen}>
            {t('reopenIssue')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={resolve}>
            {t('resolve')}
          </Button>
        )}
        <Button type="submit">{t('save')}</Button>
      </div>
    </form>
  );
}

/** SPEC §2 "Issue Details modal": a failure needs a comment; travel-path failures a priority. */
export function IssueDetailsDialog({
  item,
  itemText,
  onOpenChange,
  onSubmit,
}: {
  item: ChecklistItem | null;
  /** The item as the reader reads it (their language's words, else the source). */
  itemText: string | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (item: ChecklistItem, changes: ItemChange[], photos: HeldPhotos) => void;
}) {
  const t = useT(checklistMessages);
  return (
    <Modal
      open={item !== null}
      onOpenChange={onOpenChange}
      title={t('issueDetailsTitle')}
      description={itemText ?? undefined}
    >
      {item && (
        <IssueForm
          key={item.id}
          item={item}
          onCancel={() => onOpenChange(false)}
          onSubmit={(changes, photos) => {
            onSubmit(item, changes, photos);
            onOpenChange(false);
          }}
        />
      )}
    </Modal>
  );
}
