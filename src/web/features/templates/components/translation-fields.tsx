import { useFormContext, useWatch } from 'react-hook-form';
import { LANGUAGE_NAMES } from '#domain/i18n/language-names';
import { textDirection } from '#domain/i18n/locales';
import type { TemplateItemFormValues } from '#domain/templates/forms';
import {
  OPTIONAL_TRANSLATIONS,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  type TranslationState,
} from '#domain/templates/translations';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { templatesMessages } from '../messages';
import { FieldError } from './field-parts';

const TONE: Record<TranslationState | 'optional', BadgeTone> = {
  current: 'green',
  stale: 'amber',
  missing: 'red',
  optional: 'neutral',
};

const STATE_TEXT = {
  current: 'translationCurrent',
  stale: 'translationStale',
  missing: 'translationMissing',
  optional: 'translationOptional',
} as const;

/** A language's state as the dialog stands now: what was loaded, edited or confirmed. */
export type TranslationStateOf = (locale: TranslationLocale) => TranslationState;

/**
 * The item's words in each shipped language, one disclosure per language with its state: up to
 * date, needs updating (the English changed after they were written) or missing. A stale one
 * that still says the right thing is confirmed with "Still correct".
 */
export function TranslationFields({ stateOf }: { stateOf: TranslationStateOf }) {
  const t = useT(templatesMessages);
  const domainText = useDomainText();
  const { register, setValue, control, formState } = useFormContext<TemplateItemFormValues>();
  const values = useWatch({ control, name: 'translations' });
  const kind = useWatch({ control, name: 'kind' });
  const choices = useWatch({ control, name: 'choices' });
  const labels = kind === 'choice' ? choices.map((option) => option.label.trim()) : [];

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('translations')}
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('translationsHint')}</p>
      {TRANSLATION_LOCALES.map((locale) => {
        const state = stateOf(locale);
        const shown = state === 'missing' && OPTIONAL_TRANSLATIONS.has(locale) ? 'optional' : state;
        const errors = formState.errors.translations?.[locale];
        const textError = errors?.text?.message;
        const detailsError = errors?.details?.message;
        const id = `item-translation-${locale}`;
        const hasText = (values[locale]?.text ?? '').trim() !== '';
        return (
          <details
            key={locale}
            data-testid="item-translation"
            data-locale={locale}
            open={Boolean(textError ?? detailsError) || undefined}
            className="rounded-lg border border-slate-200 dark:border-slate-700"
          >
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2">
              <span lang={locale} className="font-medium">
                {LANGUAGE_NAMES[locale]}
              </span>
              <Badge tone={TONE[shown]}>{t(STATE_TEXT[shown])}</Badge>
            </summary>
            <div className="space-y-3 px-3 pb-3">
              <div className="space-y-1.5">
                <TextField
                  id={`${id}-text`}
                  lang={locale}
                  dir={textDirection(locale)}
                  label={t('translationText')}
                  autoComplete="off"
                  aria-invalid={textError ? true : undefined}
                  aria-describedby={textError ? `${id}-text-error` : undefined}
                  {...register(`translations.${locale}.text`)}
                />
                <FieldError id={`${id}-text-error`} message={textError && domainText(textError)} />
              </div>
              <div className="space-y-1.5">
                <TextField
                  id={`${id}-details`}
                  lang={locale}
                  dir={textDirection(locale)}
                  label={t('translationDetails')}
                  autoComplete="off"
                  aria-invalid={detailsError ? true : undefined}
                  aria-describedby={detailsError ? `${id}-details-error` : undefined}
                  {...register(`translations.${locale}.details`)}
                />
                <FieldError
                  id={`${id}-details-error`}
                  message={detailsError && domainText(detailsError)}
                />
              </div>
              {labels.map((label, i) => {
                const optionError = errors?.options?.[i]?.message;
                const optionId = `${id}-option-${i}`;
                return (
                  <div key={optionId} className="space-y-1.5">
                    <TextField
                      id={optionId}
                      lang={locale}
                      dir={textDirection(locale)}
                      label={t('translationOption', { option: label || String(i + 1) })}
                      autoComplete="off"
                      aria-invalid={optionError ? true : undefined}
                      aria-describedby={optionError ? `${optionId}-error` : undefined}
                      {...register(`translations.${locale}.options.${i}`)}
                    />
                    <FieldError
                      id={`${optionId}-error`}
                      message={optionError && domainText(optionError)}
                    />
                  </div>
                );
              })}
              {state === 'stale' && hasText && (
                <Button
                  variant="secondary"
                  onClick={() => setValue(`translations.${locale}.confirmed`, true)}
                >
                  {t('stillCorrect')}
                </Button>
              )}
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}
