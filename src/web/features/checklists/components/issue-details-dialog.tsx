import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import type { ActionBrief } from '#domain/actions/brief';
import type { ChecklistItem } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import {
  ISSUE_COMMENT_MAX_LENGTH,
  ISSUE_COMMENT_REQUIRED,
  ISSUE_COMMENT_REQUIRED_TO_RESOLVE,
} from '#domain/checklists/messages';
import { DEFAULT_TRAVEL_PATH_PRIORITY, type FailurePriority } from '#domain/checklists/priorities';
import { ActionBriefLink } from '#web/components/actions/action-brief-link';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { TextareaField } from '#web/components/ui/textarea';
import { useDomainText, useT } from '#web/lib/i18n';
import { READING_MESSAGES } from '#domain/readings/messages';
import type { TemperatureUnit } from '#domain/readings/units';
import { ANSWER_MESSAGES } from '#domain/answers/messages';
import type { GivenAnswer } from './answer-entry';
import { Breach } from './breach';
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
  unit: TemperatureUnit;
  /** Changes to send, in order, then the photos picked; the dialog closes after. */
  onSubmit: (changes: ItemChange[], photos: HeldPhotos) => void;
  onCancel: () => void;
}

/**
 * Whether the item has, or is about to have, a photo of the problem: one an item that needs it
 * must have before its failure is saved or resolved.
 */
function useHasFailurePhoto(item: ChecklistItem, held: HeldPhotos): boolean {
  const { photos } = usePhotoSet({ kind: 'failure', itemId: item.id });
  return held.failure.length > 0 || photos.length > 0;
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
  const t = useT(checklistMessages);
  const { checklistId } = usePhotoSet({ kind: 'failure', itemId: item.id });
  const kinds = item.failed ? (['failure', 'resolution'] as const) : (['failure'] as const);
  return (
    <div className="space-y-3">
      {item.photoOnFail && (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('photoRequired')}
        </p>
      )}
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

/** What was wrong or done, the priority on the Travel Path, and the photos: both forms ask them. */
function IssueFields({
  item,
  label,
  placeholder,
  comment,
  error,
  onComment,
  priority,
  onPriority,
  held,
  onHeldChange,
}: {
  item: ChecklistItem;
  label: string;
  placeholder: string;
  comment: string;
  error: string | null;
  onComment: (value: string) => void;
  priority: FailurePriority;
  onPriority: (priority: FailurePriority) => void;
  held: HeldPhotos;
  onHeldChange: (held: HeldPhotos) => void;
}) {
  const priorityName = useId();
  return (
    <>
      <TextareaField
        label={label}
        placeholder={placeholder}
        value={comment}
        maxLength={ISSUE_COMMENT_MAX_LENGTH}
        rows={4}
        error={error}
        onChange={(event) => onComment(event.target.value)}
      />
      {item.section === 'travel-path' && (
        <PriorityOptions name={priorityName} value={priority} onChange={onPriority} />
      )}
      <IssuePhotos item={item} held={held} onHeldChange={onHeldChange} />
    </>
  );
}

/**
 * What both forms ask: what was wrong or done, the priority, the photos picked, and the error
 * shown; `fields` hands them to IssueFields, where typing or adding a photo clears the error.
 */
function useIssueDraft(item: ChecklistItem, initialComment: string) {
  const [comment, setComment] = useState(initialComment);
  const [priority, setPriority] = useState<FailurePriority>(
    item.failurePriority ?? DEFAULT_TRAVEL_PATH_PRIORITY,
  );
  const [error, setError] = useState<string | null>(null);
  const [held, setHeld] = useState<HeldPhotos>({ failure: [], resolution: [] });
  const hasPhoto = useHasFailurePhoto(item, held);
  return {
    trimmed: comment.trim(),
    priority,
    held,
    /** A photo of the problem is missing where the item needs one. */
    photoMissing: item.photoOnFail && !hasPhoto,
    setError,
    fields: {
      comment,
      error,
      onComment: (value: string) => {
        setComment(value);
        setError(null);
      },
      priority,
      onPriority: setPriority,
      held,
      onHeldChange: (photos: HeldPhotos) => {
        setHeld(photos);
        setError(null);
      },
    },
  };
}

/**
 * Issue Details for a reading outside its limit or an answer that fails: what was done is asked
 * (and a photo, where the item needs one) before it is saved.
 */
function BreachIssueForm({
  item,
  given,
  unit,
  onSubmit,
  onCancel,
}: IssueFormProps & { given: GivenAnswer }) {
  const t = useT(checklistMessages);
  const domainText = useDomainText();
  const travelPath = item.section === 'travel-path';
  const draft = useIssueDraft(
    item,
    item.failed && !item.resolved ? (item.failureComment ?? '') : '',
  );
  const { trimmed, priority, held, setError } = draft;
  const reading = given.change.type === 'record';

  function save() {
    if (!trimmed) {
      return setError(reading ? READING_MESSAGES.actionRequired : ANSWER_MESSAGES.actionRequired);
    }
    if (draft.photoMissing) return setError(ANSWER_MESSAGES.photoRequiredToSave);
    const change: ItemChange = {
      ...given.change,
      comment: trimmed,
      ...(travelPath ? { priority } : {}),
    };
    onSubmit([change], held);
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
      <Breach given={given} unit={unit} />
      <IssueFields
        item={item}
        label={t('readingActionLabel')}
        placeholder={t(reading ? 'readingActionPlaceholder' : 'answerActionPlaceholder')}
        {...draft.fields}
        error={draft.fields.error && domainText(draft.fields.error)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit">{t(reading ? 'saveReadingIssue' : 'saveAnswerIssue')}</Button>
      </div>
    </form>
  );
}

function IssueForm({ item, onSubmit, onCancel }: IssueFormProps) {
  const t = useT(checklistMessages);
  const domainText = useDomainText();
  const travelPath = item.section === 'travel-path';
  const draft = useIssueDraft(item, item.failureComment ?? '');
  const { trimmed, priority, held, setError } = draft;
  const [confirmingRemove, setConfirmingRemove] = useState(false);

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
    if (draft.photoMissing) return setError(ANSWER_MESSAGES.photoRequiredToSave);
    onSubmit(withFailure(), held);
  }
  function resolve() {
    if (!trimmed) return setError(ISSUE_COMMENT_REQUIRED_TO_RESOLVE);
    if (draft.photoMissing) return setError(ANSWER_MESSAGES.photoRequiredToResolve);
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
      <IssueFields
        item={item}
        label={t('issueDetailsLabel')}
        placeholder={t('issuePlaceholder')}
        {...draft.fields}
        error={draft.fields.error && domainText(draft.fields.error)}
      />
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
  action,
  timeZone,
  given = null,
  unit,
  itemText,
  onOpenChange,
  onSubmit,
}: {
  item: ChecklistItem | null;
  /** The failure's corrective action, when the item has failed and the server has it. */
  action: ActionBrief | undefined;
  /** The store's: the action's due time is told on its clock. */
  timeZone: string;
  /** A reading or answer that fails the item, saved only with what was done about it. */
  given?: GivenAnswer | null;
  unit: TemperatureUnit;
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
      {item?.failed && action && (
        <ActionBriefLink brief={action} timeZone={timeZone} className="mb-4" />
      )}
      {item &&
        (given ? (
          <BreachIssueForm
            key={`${item.id}-${given.change.value}`}
            item={item}
            given={given}
            unit={unit}
            onCancel={() => onOpenChange(false)}
            onSubmit={(changes, photos) => {
              onSubmit(item, changes, photos);
              onOpenChange(false);
            }}
          />
        ) : (
          <IssueForm
            key={item.id}
            item={item}
            unit={unit}
            onCancel={() => onOpenChange(false)}
            onSubmit={(changes, photos) => {
              onSubmit(item, changes, photos);
              onOpenChange(false);
            }}
          />
        ))}
    </Modal>
  );
}
