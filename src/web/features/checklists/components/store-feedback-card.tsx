import MessageSquare from 'lucide-react/icons/message-square';
import { useState } from 'react';
import type { ChecklistDetail, ChecklistFeedback } from '#domain/checklists/api';
import { FEEDBACK_MAX_LENGTH } from '#domain/checklists/messages';
import { Button } from '#web/components/ui/button';
import { Card, CardBody, CardHeader } from '#web/components/ui/card';
import { TextareaField } from '#web/components/ui/textarea';
import { useCurrentUser } from '#web/lib/current-user';
import { useFormat, useHourCycle, useT } from '#web/lib/i18n';
import { queuePhotoRemoval, queuePhotoUpload } from '../api/photos';
import { checklistMessages } from '../messages';
import { PhotoSetView } from './photos/photo-set';

const FEEDBACK_PHOTOS = { kind: 'feedback', itemId: null } as const;

type Mode = 'view' | 'edit' | 'new';
export type KeepAuthor = Pick<ChecklistFeedback, 'userId' | 'userName'> | null;

function FeedbackForm({
  initial,
  submitLabel,
  withPhotos,
  onSubmit,
  onCancel,
}: {
  initial: string;
  submitLabel: string;
  /** New feedback takes photos too; they are sent after the text. */
  withPhotos: boolean;
  onSubmit: (text: string, photos: Blob[]) => void;
  onCancel?: () => void;
}) {
  const t = useT(checklistMessages);
  const [text, setText] = useState(initial);
  const [held, setHeld] = useState<Blob[]>([]);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSubmit(text.trim(), held);
      }}
    >
      <TextareaField
        label={t('storeFeedback')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={FEEDBACK_MAX_LENGTH}
        rows={4}
        placeholder={t('feedbackPlaceholder')}
      />
      {withPhotos && (
        <PhotoSetView
          set={FEEDBACK_PHOTOS}
          held={held}
          onAdd={(photos) => setHeld([...held, ...photos])}
          onRemoveHeld={(index) => setHeld(held.filter((_, n) => n !== index))}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" disabled={text.trim() === ''}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Shown only once the checklist is complete. A manager or super admin leaves feedback; its author
 * edits it, and anyone else who may leave feedback replaces it with their own, so the name
 * shown is always the writer's (SPEC §4; docs/decisions/004).
 */
/**
 * When the feedback was written, in the store's zone: SPEC's 'MMM d, yyyy h:mm a' in US English
 * ('Dec 3, 2026 8:04 PM'), each other language's own date and time joined its own way.
 */
function feedbackTime(
  locale: string,
  hourCycle: 'h12' | 'h23' | undefined,
  instant: string,
  timeZone: string,
  t: (key: 'feedbackTime', values: { date: string; time: string }) => string,
): string {
  const at = new Date(instant);
  const date = new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(hourCycle ? { hourCycle } : {}),
  }).format(at);
  return t('feedbackTime', { date, time });
}

export function StoreFeedbackCard({
  detail,
  onSave,
}: {
  detail: ChecklistDetail;
  onSave: (text: string, keepAuthor: KeepAuthor) => void;
}) {
  const t = useT(checklistMessages);
  const format = useFormat();
  const hourCycle = useHourCycle();
  const user = useCurrentUser();
  const { feedback, abilities } = detail;
  const [mode, setMode] = useState<Mode>('view');
  const canEdit = abilities.editFeedback && feedback?.userId === user.id;
  const showForm = mode !== 'view' || (!feedback && abilities.addFeedback);

  return (
    <Card data-testid="store-feedback">
      <CardHeader className="flex items-center gap-2">
        <MessageSquare aria-hidden="true" className="h-5 w-5 text-blue-700 dark:text-blue-400" />
        <h2 className="font-semibold">{t('storeFeedbackTitle')}</h2>
      </CardHeader>
      <CardBody className="space-y-3">
        {feedback && mode === 'view' && (
          <figure className="space-y-2">
            <blockquote className="break-words whitespace-pre-line">{feedback.text}</blockquote>
            <figcaption className="text-sm text-slate-600 dark:text-slate-400">
              {feedback.userName} ·{' '}
              <time dateTime={feedback.timestamp}>
                {feedbackTime(
                  format.locale,
                  hourCycle,
                  feedback.timestamp,
                  detail.storeTimezone,
                  t,
                )}
              </time>
            </figcaption>
          </figure>
        )}
        {feedback && mode === 'view' && (
          <PhotoSetView
            set={FEEDBACK_PHOTOS}
            compact={!canEdit}
            onAdd={
              canEdit
                ? (photos) => {
                    for (const photo of photos) queuePhotoUpload(detail.id, FEEDBACK_PHOTOS, photo);
                  }
                : undefined
            }
            onRemove={
              canEdit
                ? (photo) => queuePhotoRemoval(detail.id, photo.id, FEEDBACK_PHOTOS)
                : undefined
            }
          />
        )}
        {!feedback && !abilities.addFeedback && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('noFeedback')}</p>
        )}
        {showForm ? (
          <FeedbackForm
            key={mode}
            initial={mode === 'edit' ? (feedback?.text ?? '') : ''}
            submitLabel={mode === 'edit' ? t('saveFeedback') : t('submitFeedback')}
            withPhotos={mode !== 'edit'}
            onCancel={feedback ? () => setMode('view') : undefined}
            onSubmit={(text, photos) => {
              onSave(
                text,
                mode === 'edit' && feedback
                  ? { userId: feedback.userId, userName: feedback.userName }
                  : null,
              );
              for (const photo of photos) queuePhotoUpload(detail.id, FEEDBACK_PHOTOS, photo);
              setMode('view');
            }}
          />
        ) : (
          feedback && (
            <div className="flex flex-wrap justify-end gap-2">
              {canEdit && (
                <Button variant="secondary" onClick={() => setMode('edit')}>
                  {t('edit')}
                </Button>
              )}
              {abilities.addFeedback && !canEdit && (
                <Button variant="secondary" onClick={() => setMode('new')}>
                  {t('replaceFeedback')}
                </Button>
              )}
            </div>
          )
        )}
      </CardBody>
    </Card>
  );
}
