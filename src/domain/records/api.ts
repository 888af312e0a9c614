// The temperature log and the signatures on a store's records (docs/decisions/045): the
// server validates with these and the web app reads the inferred types.
import { z } from 'zod/mini';
import { readingSpecSchema } from '../readings/spec';
import { TEMPERATURE_UNITS } from '../readings/units';
import { boundedDateSchema, roleSchema, shiftCategorySchema } from '../schemas';
import { RECORDS_MESSAGES, REVIEW_NOTE_MAX_LENGTH, SIGN_OFF_NOTE_MAX_LENGTH } from './messages';

const idSchema = z.string().check(z.minLength(1), z.maxLength(100));

export const recordsParamsSchema = z.object({ storeId: idSchema });

/**
 * A store's period, both ends included; absent, the store's week so far (Monday to today). A
 * period reaching past today ends today.
 */
export const recordsQuerySchema = z.object({
  from: z.optional(boundedDateSchema),
  to: z.optional(boundedDateSchema),
});
export type RecordsQuery = z.infer<typeof recordsQuerySchema>;

/** Blank is no note. */
const noteSchema = (max: number, message: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((value) => (value ? value : null)),
  );

/** POST /api/stores/:storeId/sign-offs: sign a day's records, with a note if there is one. */
export const signOffBodySchema = z.strictObject({
  date: boundedDateSchema,
  note: noteSchema(SIGN_OFF_NOTE_MAX_LENGTH, RECORDS_MESSAGES.signOffNoteTooLong),
});
export type SignOffBody = z.input<typeof signOffBodySchema>;

/** POST /api/stores/:storeId/reviews: the four-weekly review of the 28 days up to today. */
export const reviewBodySchema = z.strictObject({
  note: z
    .string({ error: RECORDS_MESSAGES.reviewNoteRequired })
    .check(
      z.trim(),
      z.minLength(1, RECORDS_MESSAGES.reviewNoteRequired),
      z.maxLength(REVIEW_NOTE_MAX_LENGTH, RECORDS_MESSAGES.reviewNoteTooLong),
    ),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

// ---- Responses ------------------------------------------------------------------------------

/** One reading as it was entered and judged: a row of the temperature log. */
export const readingRowSchema = z.object({
  id: z.int(),
  at: z.string(),
  businessDate: z.string(),
  checklistId: z.string(),
  category: shiftCategorySchema,
  itemId: z.string(),
  /** The item's words on its checklist (the source), and in the reader's language if it has them. */
  itemText: z.string(),
  shownText: z.nullable(z.string()),
  userName: z.string(),
  /** Written plainly ("-18.5"), in `unit`: 'C', 'F' or the measure's own. */
  value: z.string(),
  unit: z.string(),
  /** The measure and limits it was judged by. */
  measure: readingSpecSchema,
  within: z.boolean(),
  /** What was done about it, when it was outside its limits. */
  action: z.nullable(z.string()),
});
export type ReadingRow = z.infer<typeof readingRowSchema>;

/** A change made to the day's checklists after it was signed: what "changed after sign-off" lists. */
export const changeAfterSignOffSchema = z.object({
  at: z.string(),
  userName: z.string(),
  checklistId: z.string(),
  category: shiftCategorySchema,
  /** The History's sentence, in the reader's language. */
  summary: z.string(),
});
export type ChangeAfterSignOff = z.infer<typeof changeAfterSignOffSchema>;

export const signOffSchema = z.object({
  id: z.int(),
  businessDate: z.string(),
  signedAt: z.string(),
  userName: z.string(),
  role: roleSchema,
  note: z.nullable(z.string()),
  /** What changed on the day's checklists after this signature, oldest first. */
  changesAfter: z.array(changeAfterSignOffSchema),
});
export type SignOff = z.infer<typeof signOffSchema>;

export const reviewSchema = z.object({
  id: z.int(),
  from: z.string(),
  to: z.string(),
  signedAt: z.string(),
  userName: z.string(),
  note: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const recordsSchema = z.object({
  store: z.object({
    id: z.string(),
    name: z.string(),
    storeNumber: z.string(),
    timezone: z.string(),
    temperatureUnit: z.enum(TEMPERATURE_UNITS),
  }),
  /** The store's business today, and the period shown. */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  /** Every reading of the period, in the order taken. */
  readings: z.array(readingRowSchema),
  /** The latest signature of each signed day of the period, by date. */
  signOffs: z.array(signOffSchema),
  /** The four-weekly reviews whose period ends in this one, newest first. */
  reviews: z.array(reviewSchema),
  abilities: z.object({ signOff: z.boolean(), review: z.boolean() }),
});
export type Records = z.infer<typeof recordsSchema>;
