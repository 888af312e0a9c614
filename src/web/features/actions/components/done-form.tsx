import { useState, type FormEvent } from 'react';
import { PRODUCT_OUTCOMES, type ActionStepBody, type ProductOutcome } from '#domain/actions/api';
import { ACTION_NOTE_MAX_LENGTH } from '#domain/actions/messages';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextareaField } from '#web/components/ui/textarea';
import { useDomainText, useT } from '#web/lib/i18n';
import { outcomeWords } from '../hooks/action-words';
import { stepErrors, type StepErrors } from '../hooks/step-validation';
import { actionsMessages } from '../messages';
import { FixPhotoPicker } from './fix-photo-picker';
import { StepBlock } from './step-block';

const NONE = '';
const outcomeOf = (value: string): ProductOutcome | null =>
  PRODUCT_OUTCOMES.find((outcome) => outcome === value) ?? null;

/**
 * Done: what was done (required), what happened to the product, and photos of the fix. The
 * failure of the item is resolved with it.
 */
export function DoneForm({ onDone }: { onDone: (body: ActionStepBody, photos: Blob[]) => void }) {
  const t = useT(actionsMessages);
  const domainText = useDomainText();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<ProductOutcome | null>(null);
  const [photos, setPhotos] = useState<Blob[]>([]);
  const [errors, setErrors] = useState<StepErrors>({});
  const noteError = errors.note ? domainText(errors.note) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: ActionStepBody = { step: 'done', note, productOutcome: outcome };
    const found = stepErrors(body);
    setErrors(found ?? {});
    if (found) return;
    onDone(body, photos);
    setNote('');
    setOutcome(null);
    setPhotos([]);
  }

  return (
    <StepBlock id="step-done" title={t('doneTitle')}>
      <form noValidate onSubmit={submit} className="space-y-3">
        <TextareaField
          label={t('doneNote')}
          hint={t('doneNoteHint')}
          value={note}
          required
          maxLength={ACTION_NOTE_MAX_LENGTH}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors({});
          }}
          error={noteError}
        />
        <SelectField
          label={t('outcomeLabel')}
          value={outcome ?? NONE}
          onChange={(event) => setOutcome(outcomeOf(event.target.value))}
        >
          <option value={NONE}>{t('outcomeNone')}</option>
          {PRODUCT_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {outcomeWords(t, value)}
            </option>
          ))}
        </SelectField>
        <FixPhotoPicker photos={photos} onChange={setPhotos} />
        <Button type="submit">{t('markDone')}</Button>
      </form>
    </StepBlock>
  );
}
