// The template screens' forms, on the same rules as the API (SPEC §5 "Templates").
import { z } from 'zod/mini';
import { sectionSchema, shiftCategorySchema } from '../schemas';
import { isValidSubsection } from '../sections';
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from './messages';
import { READING_MESSAGES } from '../readings/messages';
import { limitProblems, type ReadingInput } from '../readings/spec';
import {
  choiceOptionSchema,
  itemKindSchema,
  optionWordsSchema,
  yesNoSchema,
} from '../answers/kinds';
import { isTemperatureUnit, keptLimit, shownLimit } from '../readings/units';
import { plainDigits } from '../readings/value';

const translationFormSchema = z.object({
  text: z
    .string()
    .check(z.trim(), z.maxLength(TEMPLATE_LIMITS.textLength, TEMPLATE_MESSAGES.textTooLong)),
  details: z
    .string()
    .check(z.trim(), z.maxLength(TEMPLATE_LIMITS.detailsLength, TEMPLATE_MESSAGES.detailsTooLong)),
  /** A choice item's options in the language, by the options' places ('' = none). */
  options: z.array(optionWordsSchema),
  /** "Still correct": stale words the editor checked against the English as it is now. */
  confirmed: z.boolean(),
});

/**
 * The item dialog: Primary Text, Details (Second Line), Section and Subsection ('' = none),
 * whether it is critical, and its words in each language ('' text = none).
 */
export const templateItemFormSchema = z
  .object({
    text: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, TEMPLATE_MESSAGES.primaryTextRequired),
        z.maxLength(TEMPLATE_LIMITS.textLength, TEMPLATE_MESSAGES.textTooLong),
      ),
    details: z
      .string()
      .check(
        z.trim(),
        z.maxLength(TEMPLATE_LIMITS.detailsLength, TEMPLATE_MESSAGES.detailsTooLong),
      ),
    section: sectionSchema,
    subsection: z.string(),
    critical: z.boolean(),
    /**
     * What it takes; a reading's limits as typed, in °C, °F or a number's own unit; a yes/no
     * item's failing answer; a choice item's options, checked together on saving (choiceProblems).
     */
    kind: itemKindSchema,
    measure: z.enum(['C', 'F', 'number']),
    numberUnit: z.string(),
    min: z.string(),
    max: z.string(),
    failsOn: yesNoSchema,
    choices: z.array(choiceOptionSchema),
    naAllowed: z.boolean(),
    photoOnFail: z.boolean(),
    translations: z.record(z.string(), translationFormSchema),
  })
  .check(
    z.refine((item) => isValidSubsection(item.section, item.subsection), {
      path: ['subsection'],
      error: TEMPLATE_MESSAGES.unknownSubsection,
    }),
  );
export type TemplateItemFormValues = z.input<typeof templateItemFormSchema>;

/**
 * The template form's own fields (the items are edited beside it). A super admin's
 * store-specific template needs a store; a manager's is always their own store's.
 */
export const templateFormSchema = z
  .object({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, TEMPLATE_MESSAGES.titleRequired),
        z.maxLength(TEMPLATE_LIMITS.titleLength, TEMPLATE_MESSAGES.titleTooLong),
      ),
    category: shiftCategorySchema,
    storeSpecific: z.boolean(),
    storeId: z.string(),
  })
  .check(
    z.refine((form) => !form.storeSpecific || form.storeId !== '', {
      path: ['storeId'],
      error: TEMPLATE_MESSAGES.storeRequired,
    }),
  );
export type TemplateFormValues = z.input<typeof templateFormSchema>;

/** The item dialog's reading fields: the limits as typed, in °C, °F or a number's own unit. */
export type ReadingFormFields = Pick<
  TemplateItemFormValues,
  'measure' | 'numberUnit' | 'min' | 'max'
>;

type ReadingFormProblem = { path: 'min' | 'max' | 'numberUnit'; message: string };

/**
 * The reading an editor typed, checked as the API checks it: each problem names its field. A
 * blank limit is none; "5,5" and "−18" read as 5.5 and -18.
 */
export function readingFromForm(
  fields: ReadingFormFields,
): { ok: true; reading: ReadingInput } | { ok: false; problems: ReadingFormProblem[] } {
  const problems: ReadingFormProblem[] = [];
  const limit = (path: 'min' | 'max', raw: string) => {
    const text = plainDigits(raw);
    if (text === '') return null;
    if (!/^[+-]?\d+(\.\d+)?$/.test(text)) {
      problems.push({ path, message: READING_MESSAGES.limitNotANumber });
      return null;
    }
    return Number(text);
  };
  const reading: ReadingInput = {
    quantity: fields.measure === 'number' ? 'number' : 'temperature',
    unit: fields.measure === 'number' ? fields.numberUnit.trim() : fields.measure,
    min: limit('min', fields.min),
    max: limit('max', fields.max),
  };
  if (problems.length > 0) return { ok: false, problems };
  const found = limitProblems(reading).map(({ path, message }) => ({
    path:
      path === 'unit'
        ? ('numberUnit' as const)
        : path === 'max'
          ? ('max' as const)
          : ('min' as const),
    message,
  }));
  return found.length > 0 ? { ok: false, problems: found } : { ok: true, reading };
}

/** A limit of a reading as the dialog shows it in `unit`: converted as a store of it sees it. */
export function limitFieldValue(
  reading: ReadingInput,
  value: number | null,
  unit: 'C' | 'F' | 'number',
): string {
  if (value === null) return '';
  if (reading.quantity === 'number' || unit === 'number' || reading.unit === unit) {
    return String(value);
  }
  const from = isTemperatureUnit(reading.unit) ? reading.unit : 'C';
  return String(shownLimit(keptLimit(value, from), unit));
}
