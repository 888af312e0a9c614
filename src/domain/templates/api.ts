// The template API's bodies and responses, and the forms built on them: the server validates
// with these and the web app's forms use the same schemas through zodResolver.
import { z } from 'zod/mini';
import { sectionSchema, shiftCategorySchema } from '../schemas';
import { isValidSubsection } from '../sections';
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from './messages';
import { TRANSLATION_LOCALES } from './translations';
import { keptMeasureSchema, readingInputSchema, readingSpecSchema } from '../readings/spec';
import { READING_MESSAGES } from '../readings/messages';
import {
  CHOICE_LIMITS,
  choiceOptionSchema,
  choicesInputSchema,
  itemKindSchema,
  optionWordsSchema,
  yesNoSchema,
} from '../answers/kinds';
import { ANSWER_MESSAGES } from '../answers/messages';

/** Ids are UUIDs or default-{shift}-template; anything far longer is not one of ours. */
const idSchema = z.string().check(z.minLength(1), z.maxLength(100));

/** Blank optional text is no text. */
const optionalText = (max: number, message: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((value) => (value ? value : null)),
  );

const itemTextSchema = z
  .string({ error: TEMPLATE_MESSAGES.primaryTextRequired })
  .check(
    z.trim(),
    z.minLength(1, TEMPLATE_MESSAGES.primaryTextRequired),
    z.maxLength(TEMPLATE_LIMITS.textLength, TEMPLATE_MESSAGES.textTooLong),
  );

const translationLocaleSchema = z.enum(TRANSLATION_LOCALES);

/**
 * An item's words in one language. `upToDate` says the translator checked them against the
 * English as it is now (a stale translation that still says the right thing).
 */
export const itemTranslationInputSchema = z.object({
  text: itemTextSchema,
  details: optionalText(TEMPLATE_LIMITS.detailsLength, TEMPLATE_MESSAGES.detailsTooLong),
  /** A choice item's options in the language, one for each in their order ('' for none). */
  options: z.optional(
    z
      .array(optionWordsSchema)
      .check(z.maxLength(CHOICE_LIMITS.max, TEMPLATE_MESSAGES.optionWordsCount)),
  ),
  upToDate: z.optional(z.boolean()),
});

/** SPEC §3 "Template item": text required and trimmed; the subsection must be the section's. */
export const templateItemInputSchema = z
  .object({
    /** An item's id as the server gave it; absent for new items (the server generates one). */
    id: z.optional(idSchema),
    text: itemTextSchema,
    details: optionalText(TEMPLATE_LIMITS.detailsLength, TEMPLATE_MESSAGES.detailsTooLong),
    section: sectionSchema,
    subsection: optionalText(200, TEMPLATE_MESSAGES.unknownSubsection),
    /** A food-safety critical item: its translations must be current to save (docs/decisions/042). */
    critical: z.optional(z.boolean()),
    /**
     * What it takes (docs/decisions/046): a tick (the default), a reading (its measure and
     * limits in `reading`), yes/no (the answer that fails it in `failsOn`), a choice (its
     * options in `choices`) or text.
     */
    kind: z.optional(itemKindSchema),
    /** A reading's measure, a temperature's limits in the unit named (docs/decisions/044). */
    reading: z.optional(z.nullable(readingInputSchema)),
    /**
     * The measure as a template's detail answers it (a temperature's limits in °C), so a
     * template read can be saved back as it is; `reading` wins when both are given.
     */
    measure: z.optional(z.nullable(keptMeasureSchema)),
    /** A yes/no item's failing answer. */
    failsOn: z.optional(z.nullable(yesNoSchema)),
    /** A choice item's options, 2 to 8, each saying whether choosing it fails the check. */
    choices: z.optional(z.nullable(choicesInputSchema)),
    /** The item may be marked N/A with a reason (default false). */
    naAllowed: z.optional(z.boolean()),
    /** A failure needs a photo of the problem before it is resolved (default false). */
    photoOnFail: z.optional(z.boolean()),
    translations: z.optional(z.partialRecord(translationLocaleSchema, itemTranslationInputSchema)),
  })
  .check(
    z.refine((item) => isValidSubsection(item.section, item.subsection), {
      path: ['subsection'],
      error: TEMPLATE_MESSAGES.unknownSubsection,
    }),
    z.refine((item) => item.kind !== 'reading' || Boolean(item.reading ?? item.measure), {
      path: ['reading'],
      error: READING_MESSAGES.limitsRequired,
    }),
    z.refine((item) => item.kind !== 'yes-no' || Boolean(item.failsOn), {
      path: ['failsOn'],
      error: ANSWER_MESSAGES.failsOnRequired,
    }),
    z.refine((item) => item.kind !== 'choice' || Boolean(item.choices), {
      path: ['choices'],
      error: ANSWER_MESSAGES.choicesTooFew(CHOICE_LIMITS.min),
    }),
  );
export type TemplateItemInput = z.input<typeof templateItemInputSchema>;

const titleSchema = z
  .string({ error: TEMPLATE_MESSAGES.titleRequired })
  .check(
    z.trim(),
    z.minLength(1, TEMPLATE_MESSAGES.titleRequired),
    z.maxLength(TEMPLATE_LIMITS.titleLength, TEMPLATE_MESSAGES.titleTooLong),
  );

const itemsSchema = z
  .array(templateItemInputSchema, { error: TEMPLATE_MESSAGES.itemsRequired })
  .check(
    z.minLength(1, TEMPLATE_MESSAGES.itemsRequired),
    z.maxLength(TEMPLATE_LIMITS.items, TEMPLATE_MESSAGES.tooManyItems),
  );

/** POST /api/templates. `storeId: null` asks for a global template (super admins only). */
export const createTemplateBodySchema = z.strictObject({
  title: titleSchema,
  category: shiftCategorySchema,
  storeId: z.nullable(idSchema),
  items: itemsSchema,
});
export type CreateTemplateBody = z.input<typeof createTemplateBodySchema>;
/** The body as the server reads it: trimmed, blanks as null. */
export type CreateTemplateRequest = z.output<typeof createTemplateBodySchema>;

/** PUT /api/templates/:id: the whole template, and the version it was read at. */
export const updateTemplateBodySchema = z.extend(createTemplateBodySchema, {
  version: z.int().check(z.minimum(1)),
});
export type UpdateTemplateBody = z.input<typeof updateTemplateBodySchema>;
export type UpdateTemplateRequest = z.output<typeof updateTemplateBodySchema>;

export const templateParamsSchema = z.object({ id: idSchema });

/** GET /api/templates. `scope=global`: global and default templates only (the import list). */
export const templateListQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(200))),
  category: z.optional(shiftCategorySchema),
  storeId: z.optional(idSchema),
  scope: z.optional(z.enum(['all', 'global'])),
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

// ---- Responses ------------------------------------------------------------------------------

export const itemTranslationSchema = z.object({
  text: z.string(),
  details: z.nullable(z.string()),
  /** A choice item's options in the language, in their order ('' where one has none). */
  options: z.optional(z.array(z.string())),
  /** The English changed after these words were written. */
  stale: z.boolean(),
});
export type ItemTranslation = z.infer<typeof itemTranslationSchema>;

export const templateItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  details: z.nullable(z.string()),
  section: sectionSchema,
  subsection: z.nullable(z.string()),
  critical: z.boolean(),
  kind: itemKindSchema,
  /** A reading's measure and limits as kept: a temperature's in °C. Null for any other kind. */
  measure: z.nullable(readingSpecSchema),
  /** A yes/no item's failing answer; null for any other kind. */
  failsOn: z.nullable(yesNoSchema),
  /** A choice item's options; null for any other kind. */
  choices: z.nullable(z.array(choiceOptionSchema)),
  naAllowed: z.boolean(),
  photoOnFail: z.boolean(),
  translations: z.partialRecord(translationLocaleSchema, itemTranslationSchema),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

export const templateSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: shiftCategorySchema,
  storeId: z.nullable(z.string()),
  storeName: z.nullable(z.string()),
  storeNumber: z.nullable(z.string()),
  isDefault: z.boolean(),
  itemCount: z.int().check(z.minimum(0)),
  updatedAt: z.string(),
  version: z.int(),
  /**
   * The template the store's next checklist of its shift copies (SPEC §4), for the one store
   * the list is of: a manager's, or the store a super admin filtered by. False otherwise.
   */
  usedForNewChecklists: z.boolean(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateListSchema = z.object({ templates: z.array(templateSummarySchema) });
export type TemplateList = z.infer<typeof templateListSchema>;

export const templateDetailSchema = z.extend(templateSummarySchema, {
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  items: z.array(templateItemSchema),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;
