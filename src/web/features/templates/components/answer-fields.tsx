import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CHOICE_LIMITS } from '#domain/answers/kinds';
import type { TemplateItemFormValues } from '#domain/templates/forms';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useFormat, useT } from '#web/lib/i18n';
import { templatesMessages } from '../messages';
import { FieldError, SelectField } from './field-parts';

const MEASURE_TEXT = { C: 'measureC', F: 'measureF', number: 'measureNumber' } as const;
const KIND_TEXT = {
  check: 'kindCheck',
  reading: 'kindReading',
  'yes-no': 'kindYesNo',
  choice: 'kindChoice',
  text: 'kindText',
} as const;

/**
 * A reading's measure and limits. A temperature's limits are typed in °C or °F (whole degrees); a
 * store reading the other unit sees them converted. A blank limit is none: a fridge has a
 * maximum only.
 */
function ReadingFields() {
  const t = useT(templatesMessages);
  const domainText = useDomainText();
  const { register, control, formState } = useFormContext<TemplateItemFormValues>();
  const measure = useWatch({ control, name: 'measure' });
  const error = (name: 'min' | 'max' | 'numberUnit') => {
    const message = formState.errors[name]?.message;
    return message ? domainText(message) : undefined;
  };
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <SelectField id="item-measure" label={t('measure')} {...register('measure')}>
        {(['C', 'F', 'number'] as const).map((value) => (
          <option key={value} value={value}>
            {t(MEASURE_TEXT[value])}
          </option>
        ))}
      </SelectField>
      {measure === 'number' && (
        <TextField
          label={t('numberUnit')}
          hint={t('numberUnitHint')}
          autoComplete="off"
          error={error('numberUnit')}
          {...register('numberUnit')}
        />
      )}
      <p id="item-limits-hint" className="text-sm text-slate-600 dark:text-slate-400">
        {t('limitsHint')}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('minimum')}
          inputMode="decimal"
          autoComplete="off"
          error={error('min')}
          {...register('min')}
        />
        <TextField
          label={t('maximum')}
          inputMode="decimal"
          autoComplete="off"
          error={error('max')}
          {...register('max')}
        />
      </div>
    </div>
  );
}

/** A choice's options, 2 to 8, each marked when choosing it fails the check. */
function ChoiceFields() {
  const t = useT(templatesMessages);
  const format = useFormat();
  const domainText = useDomainText();
  const { register, control, formState } = useFormContext<TemplateItemFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'choices' });
  const listError = formState.errors.choices?.message;
  return (
    <fieldset
      aria-describedby="item-choices-hint"
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('choicesLegend')}
      </legend>
      <p id="item-choices-hint" className="text-sm text-slate-600 dark:text-slate-400">
        {t('choicesHint')}
      </p>
      {fields.map((field, index) => {
        const number = format.number(index + 1);
        const message = formState.errors.choices?.[index]?.label?.message;
        return (
          <div key={field.id} className="flex items-start gap-2">
            <TextField
              className="min-w-0 flex-1"
              label={t('choiceLabel', { number })}
              autoComplete="off"
              maxLength={CHOICE_LIMITS.labelLength}
              error={message ? domainText(message) : undefined}
              {...register(`choices.${index}.label`)}
            />
            <label className="mt-7 flex min-h-11 shrink-0 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5 accent-red-700"
                {...register(`choices.${index}.fails`)}
              />
              <span className="text-sm font-medium">{t('choiceFails')}</span>
            </label>
            <Button
              variant="ghost"
              size="icon"
              className="mt-6 shrink-0"
              aria-label={t('removeChoice', { number })}
              disabled={fields.length <= CHOICE_LIMITS.min}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        );
      })}
      <FieldError id="item-choices-error" message={listError && domainText(listError)} />
      {fields.length < CHOICE_LIMITS.max && (
        <Button variant="secondary" size="sm" onClick={() => append({ label: '', fails: false })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('addChoice')}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * What an item takes and how it is judged: a tick, a reading with its limits, yes/no with the
 * answer that fails, a choice from a list, or a few words; and for any of them whether it may be
 * marked N/A and whether a failure needs a photo.
 */
export function AnswerFields() {
  const t = useT(templatesMessages);
  const { register, control } = useFormContext<TemplateItemFormValues>();
  const kind = useWatch({ control, name: 'kind' });
  return (
    <fieldset className="space-y-3">
      <SelectField id="item-kind" label={t('answerKind')} {...register('kind')}>
        {(['check', 'reading', 'yes-no', 'choice', 'text'] as const).map((value) => (
          <option key={value} value={value}>
            {t(KIND_TEXT[value])}
          </option>
        ))}
      </SelectField>
      {kind === 'reading' && <ReadingFields />}
      {kind === 'yes-no' && (
        <SelectField id="item-fails-on" label={t('failsOn')} {...register('failsOn')}>
          <option value="no">{t('failsOnNo')}</option>
          <option value="yes">{t('failsOnYes')}</option>
        </SelectField>
      )}
      {kind === 'choice' && <ChoiceFields />}
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" className="h-5 w-5 accent-blue-700" {...register('naAllowed')} />
        <span className="font-medium">{t('naAllowed')}</span>
      </label>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" className="h-5 w-5 accent-blue-700" {...register('photoOnFail')} />
        <span className="font-medium">{t('photoOnFail')}</span>
      </label>
    </fieldset>
  );
}
