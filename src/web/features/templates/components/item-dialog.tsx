import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { SECTIONS, SUBSECTIONS, type Section } from '#domain/sections';
import { templateItemFormSchema, type TemplateItemFormValues } from '#domain/templates/forms';
import {
  givenOptions,
  sameWords,
  TRANSLATION_LOCALES,
  type TranslationLocale,
} from '#domain/templates/translations';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useLocale, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import {
  translationStateOf,
  type EditorItem,
  type EditorTranslations,
  type ItemFields,
} from '../hooks/use-template-items';
import { templatesMessages } from '../messages';
import { FieldError, SelectField } from './field-parts';
import { TranslationFields } from './translation-fields';
import { AnswerFields } from './answer-fields';
import { choiceProblems } from '#domain/answers/kinds';
import { limitFieldValue, readingFromForm } from '#domain/templates/forms';
import type { ReadingInput } from '#domain/readings/spec';
import { defaultTemperatureUnit, type TemperatureUnit } from '#domain/readings/units';

export interface ItemDialogProps {
  open: boolean;
  /** The item being edited; null adds a new one. */
  item: EditorItem | null;
  onClose: () => void;
  onSave: (fields: ItemFields) => void;
}

function translationValues(translations: EditorTranslations) {
  const values: TemplateItemFormValues['translations'] = {};
  for (const locale of TRANSLATION_LOCALES) {
    const translation = translations[locale];
    values[locale] = {
      text: translation?.text ?? '',
      details: translation?.details ?? '',
      options: translation?.options ?? [],
      confirmed: false,
    };
  }
  return values;
}

/** A reading's fields as the dialog opens them: a temperature's limits in the editor's unit. */
function readingValues(reading: ReadingInput | null, unit: TemperatureUnit) {
  if (!reading) return { measure: unit, numberUnit: '', min: '', max: '' };
  const measure = reading.quantity === 'number' ? ('number' as const) : unit;
  return {
    measure,
    numberUnit: reading.quantity === 'number' ? reading.unit : '',
    min: limitFieldValue(reading, reading.min, measure),
    max: limitFieldValue(reading, reading.max, measure),
  };
}

/** A new choice starts with two blank options to fill in. */
const BLANK_CHOICES = [
  { label: '', fails: false },
  { label: '', fails: false },
];

/** How the item is answered, as the dialog opens it; each kind's fields start from a default. */
const answerValues = (item: EditorItem | null, unit: TemperatureUnit) => ({
  kind: item?.kind ?? ('check' as const),
  ...readingValues(item?.reading ?? null, unit),
  failsOn: item?.failsOn ?? ('no' as const),
  choices: item?.choices ? item.choices.map((choice) => ({ ...choice })) : BLANK_CHOICES,
  naAllowed: item?.naAllowed ?? false,
  photoOnFail: item?.photoOnFail ?? false,
});

const valuesOf = (item: EditorItem | null, unit: TemperatureUnit): TemplateItemFormValues =>
  item
    ? {
        text: item.text,
        details: item.details ?? '',
        section: item.section,
        subsection: item.subsection ?? '',
        critical: item.critical,
        ...answerValues(item, unit),
        translations: translationValues(item.translations),
      }
    : {
        text: '',
        details: '',
        section: 'pre-shift',
        subsection: '',
        critical: false,
        ...answerValues(null, unit),
        translations: translationValues({}),
      };

/**
 * The reading the dialog saves: the one the item had when its fields are as they opened (so a
 * limit kept in °C is not moved by showing it in °F), else the one typed; problems by field.
 */
function editedReading(
  item: EditorItem | null,
  values: TemplateItemFormValues,
  unit: TemperatureUnit,
) {
  if (values.kind !== 'reading') return { ok: true as const, reading: null };
  const opened = item?.reading ? readingValues(item.reading, unit) : null;
  const same =
    opened !== null &&
    opened.measure === values.measure &&
    opened.numberUnit === values.numberUnit.trim() &&
    opened.min === values.min.trim() &&
    opened.max === values.max.trim();
  if (same && item?.reading) return { ok: true as const, reading: item.reading };
  return readingFromForm(values);
}

/**
 * The item's translations after the dialog: words written or confirmed now are current; words
 * left as they were go stale when the English changed under them; a blank text removes one.
 */
function editedTranslations(
  item: EditorItem | null,
  values: TemplateItemFormValues,
  english: EnglishNow,
): EditorTranslations {
  const result: EditorTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const text = values.translations[locale]?.text.trim() ?? '';
    if (!text) continue;
    const details = values.translations[locale]?.details.trim() || null;
    const before = item?.translations[locale];
    const typed = values.translations[locale]?.options ?? [];
    const rewritten =
      !before ||
      before.text !== text ||
      before.details !== details ||
      !sameWords(givenOptions(typed), before.options);
    if (rewritten || values.translations[locale]?.confirmed) {
      // The options' words for the options as they are now, one each.
      const options =
        values.kind === 'choice'
          ? givenOptions(values.choices.map((_, i) => typed[i] ?? ''))
          : undefined;
      result[locale] = { text, details, ...(options && { options }), stale: false, checked: true };
    } else {
      result[locale] = englishChangedUnder(item, english, before)
        ? { ...before, stale: true, checked: false }
        : before;
    }
  }
  return result;
}

/** The English as the dialog has it now: text, details, and a choice's options' labels. */
interface EnglishNow {
  text: string;
  details: string | null;
  /** The options' labels of a choice item; none for the other kinds. */
  labels: string[];
}

/** Whether the English a translation was written from changed in the dialog: its options too. */
function englishChangedUnder(
  item: EditorItem | null,
  english: EnglishNow,
  before: { options?: string[] } | undefined,
): boolean {
  if (item === null) return false;
  if (item.text !== english.text || item.details !== english.details) return true;
  const labels = (item.choices ?? []).map(({ label }) => label);
  return before?.options !== undefined && !sameWords(english.labels, labels);
}

/** SPEC §2 "Item dialog (Add New Item / Edit Item)". */
export function ItemDialog({ open, item, onClose, onSave }: ItemDialogProps) {
  const t = useT(templatesMessages);
  const itemLabels = useItemLabels();
  const domainText = useDomainText();
  const unit = defaultTemperatureUnit(useLocale());
  const form = useForm<TemplateItemFormValues>({
    resolver: zodResolver(templateItemFormSchema),
    defaultValues: valuesOf(item, unit),
  });
  const { register, handleSubmit, reset, setValue, setError, formState, control } = form;
  useEffect(() => {
    if (open) reset(valuesOf(item, unit));
  }, [open, item, unit, reset]);
  const section = useWatch({ control, name: 'section' });
  const watched = useWatch({ control });
  const english: EnglishNow = {
    text: (watched.text ?? '').trim(),
    details: (watched.details ?? '').trim() || null,
    labels:
      watched.kind === 'choice'
        ? (watched.choices ?? []).map((option) => (option?.label ?? '').trim())
        : [],
  };
  const stateOf = (locale: TranslationLocale) => {
    const before = item ? translationStateOf(item.translations, locale) : 'missing';
    const now = watched.translations?.[locale];
    const text = (now?.text ?? '').trim();
    if (!text) return 'missing' as const;
    const details = (now?.details ?? '').trim() || null;
    const kept = item?.translations[locale];
    const options = givenOptions((now?.options ?? []).map((word) => word ?? ''));
    if (
      !kept ||
      kept.text !== text ||
      kept.details !== details ||
      !sameWords(options, kept.options) ||
      now?.confirmed
    ) {
      return 'current' as const;
    }
    const changed = englishChangedUnder(item, english, kept);
    return changed ? ('stale' as const) : before;
  };
  const textError = formState.errors.text?.message;
  const detailsError = formState.errors.details?.message;
  const subsectionError = formState.errors.subsection?.message;
  const sectionField = register('section');

  const submit = handleSubmit((values) => {
    const reading = editedReading(item, values, unit);
    if (!reading.ok) {
      for (const problem of reading.problems) setError(problem.path, { message: problem.message });
      return;
    }
    const choices = values.choices.map(({ label, fails }) => ({ label: label.trim(), fails }));
    if (values.kind === 'choice') {
      const problems = choiceProblems(choices);
      for (const { index, message } of problems) {
        if (index === null) setError('choices', { message });
        else setError(`choices.${index}.label`, { message });
      }
      if (problems.length > 0) return;
    }
    const source = { text: values.text.trim(), details: values.details.trim() || null };
    const labels = values.kind === 'choice' ? choices.map(({ label }) => label) : [];
    onSave({
      ...source,
      section: values.section,
      subsection: values.subsection || null,
      // A reading is food-safety critical: its limits decide a failure.
      critical: values.critical || reading.reading !== null,
      kind: values.kind,
      reading: reading.reading,
      failsOn: values.kind === 'yes-no' ? values.failsOn : null,
      choices: values.kind === 'choice' ? choices : null,
      naAllowed: values.naAllowed,
      photoOnFail: values.photoOnFail,
      translations: editedTranslations(item, values, { ...source, labels }),
    });
    onClose();
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={item ? t('editItem') : t('addNewItem')}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            // The dialog is portaled, but React still bubbles its submit to the template form.
            event.stopPropagation();
            void submit(event);
          }}
          className="space-y-4"
        >
          <div className="space-y-1.5">
            <TextField
              id="item-text"
              label={t('primaryText')}
              autoComplete="off"
              aria-invalid={textError ? true : undefined}
              aria-describedby={textError ? 'item-text-error' : undefined}
              {...register('text')}
            />
            <FieldError id="item-text-error" message={textError && domainText(textError)} />
          </div>
          <div className="space-y-1.5">
            <TextField
              id="item-details"
              label={t('detailsSecondLine')}
              autoComplete="off"
              aria-invalid={detailsError ? true : undefined}
              aria-describedby={detailsError ? 'item-details-error' : undefined}
              {...register('details')}
            />
            <FieldError
              id="item-details-error"
              message={detailsError && domainText(detailsError)}
            />
          </div>
          <SelectField
            id="item-section"
            label={t('section')}
            {...sectionField}
            onChange={(event) => {
              void sectionField.onChange(event);
              // The subsections belong to a section: another section starts without one.
              setValue('subsection', '');
            }}
          >
            {SECTIONS.map((value: Section) => (
              <option key={value} value={value}>
                {itemLabels.sectionOption(value)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="item-subsection"
            label={t('subsection')}
            error={subsectionError && domainText(subsectionError)}
            {...register('subsection')}
          >
            <option value="">{t('noSubsection')}</option>
            {/* A template serves every store: its delivery service stays a placeholder. */}
            {SUBSECTIONS[section].map((name) => (
              <option key={name} value={name}>
                {itemLabels.subsection(name, t('deliveryServicePlaceholder'))}
              </option>
            ))}
          </SelectField>
          <AnswerFields />
          <div>
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                id="item-critical"
                type="checkbox"
                aria-describedby="item-critical-hint"
                className="h-5 w-5 accent-blue-700"
                {...register('critical')}
              />
              <span className="font-medium">{t('criticalItem')}</span>
            </label>
            <p id="item-critical-hint" className="text-sm text-slate-600 dark:text-slate-400">
              {t('criticalItemHint')}
            </p>
          </div>
          <TranslationFields stateOf={stateOf} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit">{item ? t('saveItem') : t('addItem')}</Button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
