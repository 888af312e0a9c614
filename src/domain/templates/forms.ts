// The template screens' forms, on the same rules as the API (SPEC §5 "Templates").
import { z } from 'zod/mini';
import { sectionSchema, shiftCategorySchema } from '../schemas';
import { isValidSubsection } from '../sections';
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from './messages';

const translationFormSchema = z.object({
  text: z
    .string()
    .check(z.trim(), z.maxLength(TEMPLATE_LIMITS.textLength, TEMPLATE_MESSAGES.textTooLong)),
  details: z
    .string()
    .check(z.trim(), z.maxLength(TEMPLATE_LIMITS.detailsLength, TEMPLATE_MESSAGES.detailsTooLong)),
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
