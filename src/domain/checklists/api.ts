// The checklist API's bodies and responses: the server validates with these and the web app
// imports the inferred types, so both read one definition.
import { z } from 'zod/mini';
import { actionBriefSchema } from '../actions/brief';
import { photoSchema } from '../photos/api';
import {
  boundedDateSchema,
  sectionSchema,
  shiftCategorySchema,
  shiftSettingsSchema,
} from '../schemas';
import {
  AREA_LEADER_MAX_LENGTH,
  AREA_LEADER_TOO_LONG,
  FEEDBACK_EMPTY,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_TOO_LONG,
  POST_SHIFT_ANALYSIS_MAX_LENGTH,
  POST_SHIFT_ANALYSIS_TOO_LONG,
  SHIFT_RESULT_COMMENT_MAX_LENGTH,
  SHIFT_RESULT_COMMENT_TOO_LONG,
  SHIFT_TARGET_TEXT_MAX_LENGTH,
  SHIFT_TARGET_TEXT_TOO_LONG,
} from './messages';
import { shiftTimingSchema } from '../due/shift-timing';
import type { ChecklistAbilities } from './policy';
import { failurePrioritySchema } from './priorities';
import { choiceOptionSchema, itemKindSchema, yesNoSchema } from '../answers/kinds';
import { readingSpecSchema } from '../readings/spec';
import { TEMPERATURE_UNITS } from '../readings/units';

/** Ids are UUIDs or default-{shift}-template; anything far longer is not one of ours. */
const idSchema = z.string().check(z.minLength(1), z.maxLength(100));

// ---- Requests -------------------------------------------------------------------------------

export const storeDayParamsSchema = z.object({ storeId: idSchema });
export const storeDayQuerySchema = z.object({ date: z.optional(boundedDateSchema) });
export const checklistParamsSchema = z.object({ id: idSchema });
export const checklistItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });
export const shiftTargetParamsSchema = z.object({ id: idSchema, targetId: idSchema });

export const createChecklistBodySchema = z.object({
  storeId: idSchema,
  category: shiftCategorySchema,
  /** The business date; the store's today when absent. */
  date: z.optional(boundedDateSchema),
});
export type CreateChecklistBody = z.infer<typeof createChecklistBodySchema>;

const areaLeader = z
  .string()
  .check(z.trim(), z.maxLength(AREA_LEADER_MAX_LENGTH, AREA_LEADER_TOO_LONG));

// Strict: a misspelt field is an error, not a silent no-op that looks saved.
export const updateChecklistBodySchema = z.strictObject({
  serviceAreaLeader: z.optional(areaLeader),
  productionAreaLeader: z.optional(areaLeader),
  postShiftAnalysis: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(POST_SHIFT_ANALYSIS_MAX_LENGTH, POST_SHIFT_ANALYSIS_TOO_LONG)),
  ),
});
export type UpdateChecklistBody = z.infer<typeof updateChecklistBodySchema>;

// Target text and comments are saved as typed (no trim): they autosave while being typed.
const targetText = z
  .string()
  .check(z.maxLength(SHIFT_TARGET_TEXT_MAX_LENGTH, SHIFT_TARGET_TEXT_TOO_LONG));
const resultComment = z
  .string()
  .check(z.maxLength(SHIFT_RESULT_COMMENT_MAX_LENGTH, SHIFT_RESULT_COMMENT_TOO_LONG));

export const addShiftTargetBodySchema = z.strictObject({ text: z.optional(targetText) });
export type AddShiftTargetBody = z.infer<typeof addShiftTargetBodySchema>;

export const updateShiftTargetBodySchema = z.strictObject({
  text: z.optional(targetText),
  /** true Achieved, false Not Achieved (the default); null, from older clients, is Not Achieved. */
  achieved: z.optional(z.nullable(z.boolean())),
  comment: z.optional(resultComment),
});
export type UpdateShiftTargetBody = z.infer<typeof updateShiftTargetBodySchema>;

export const feedbackBodySchema = z.object({
  text: z
    .string({ error: FEEDBACK_EMPTY })
    .check(
      z.trim(),
      z.minLength(1, FEEDBACK_EMPTY),
      z.maxLength(FEEDBACK_MAX_LENGTH, FEEDBACK_TOO_LONG),
    ),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

// ---- Responses ------------------------------------------------------------------------------

const timestamp = z.string();
const count = z.int().check(z.minimum(0));

export const sectionCountsSchema = z.object({ done: count, total: count, issues: count });
export const sectionCountsBySectionSchema = z.object({
  'pre-shift': sectionCountsSchema,
  'travel-path': sectionCountsSchema,
  'post-shift': sectionCountsSchema,
});

export const checklistStatusSchema = z.object({
  kind: z.enum(['completed', 'issues', 'in-progress']),
  label: z.string(),
});

export const shiftTargetCountsSchema = z.object({
  withText: count,
  met: count,
  unmet: count,
});

/** One checklist as the daily, weekly and monthly views show it. */
export const checklistSummarySchema = z.object({
  id: z.string(),
  storeId: z.string(),
  businessDate: z.string(),
  category: shiftCategorySchema,
  title: z.string(),
  createdBy: z.nullable(z.string()),
  creatorName: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  progress: z.int().check(z.minimum(0), z.maximum(100)),
  completedAt: z.nullable(timestamp),
  openIssues: count,
  status: checklistStatusSchema,
  sectionCounts: sectionCountsBySectionSchema,
  targets: shiftTargetCountsSchema,
  /** Rises with every change; a client can tell a stale copy from a fresh one. */
  version: z.int(),
});
export type ChecklistSummary = z.infer<typeof checklistSummarySchema>;

export const checklistItemSchema = z.object({
  id: z.string(),
  position: z.int(),
  section: sectionSchema,
  subsection: z.nullable(z.string()),
  text: z.string(),
  details: z.nullable(z.string()),
  /** What it takes: a tick, a reading, yes/no, a choice or text (docs/decisions/046). */
  kind: itemKindSchema,
  /** A reading's measure and limits (a temperature's in °C); null for any other kind. */
  measure: z.nullable(readingSpecSchema),
  /** A yes/no item's failing answer; null for any other kind. */
  failsOn: z.nullable(yesNoSchema),
  /** A choice item's options and whether each fails the check; null for any other kind. */
  choices: z.nullable(z.array(choiceOptionSchema)),
  /** The item may be marked N/A with a reason. */
  naAllowed: z.boolean(),
  /** A failure needs a photo of the problem before it is resolved. */
  photoOnFail: z.boolean(),
  completed: z.boolean(),
  completedAt: z.nullable(timestamp),
  /** User id of whoever ticked it. */
  completedBy: z.nullable(z.string()),
  failed: z.boolean(),
  failureComment: z.nullable(z.string()),
  failurePriority: z.nullable(failurePrioritySchema),
  resolved: z.boolean(),
  resolvedAt: z.nullable(timestamp),
  /**
   * The last answer written plainly (a reading's "-18.5", "yes", an option, a text), a reading's
   * unit ('C', 'F' or the measure's) and when it was answered.
   */
  answerValue: z.nullable(z.string()),
  answerUnit: z.nullable(z.string()),
  answeredAt: z.nullable(timestamp),
  /** Why it was marked N/A (it then counts as done); null when it was not. */
  naReason: z.nullable(z.string()),
  updatedAt: timestamp,
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/**
 * The items in the reader's language, as frozen when the checklist was created from its
 * template; the item's own text and details are the source (docs/decisions/042).
 */
export const checklistTranslationsSchema = z.object({
  locale: z.string(),
  items: z.record(
    z.string(),
    z.object({
      text: z.string(),
      details: z.nullable(z.string()),
      /** A choice item's options in the language, in their order ('' where one has none). */
      options: z.optional(z.array(z.string())),
    }),
  ),
});
export type ChecklistTranslations = z.infer<typeof checklistTranslationsSchema>;

export const shiftTargetSchema = z.object({
  id: z.string(),
  position: z.int(),
  text: z.string(),
  /** Not Achieved (false) until someone records Achieved; null only in copies kept from before. */
  achieved: z.nullable(z.boolean()),
  comment: z.string(),
});
export type ShiftTarget = z.infer<typeof shiftTargetSchema>;

export const checklistFeedbackSchema = z.object({
  text: z.string(),
  /** When it was written or last edited. */
  timestamp,
  userId: z.nullable(z.string()),
  userName: z.string(),
});
export type ChecklistFeedback = z.infer<typeof checklistFeedbackSchema>;

export const checklistAbilitiesSchema = z.object({
  read: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  takeOver: z.boolean(),
  addFeedback: z.boolean(),
  editFeedback: z.boolean(),
}) satisfies z.ZodMiniType<ChecklistAbilities>;

/** Everything the detail screen shows, and what the caller may do with it. */
export const checklistDetailSchema = z.extend(checklistSummarySchema, {
  storeTimezone: z.string(),
  /** How the store reads temperatures: readings are entered and limits shown in it. */
  temperatureUnit: z.enum(TEMPERATURE_UNITS),
  /** The delivery service the store's Travel Path names; null: the reader's word for delivery. */
  deliveryService: z.nullable(z.string()),
  serviceAreaLeader: z.string(),
  productionAreaLeader: z.string(),
  postShiftAnalysis: z.string(),
  /** Who took the checklist over from the one who started it, and when; null if nobody did. */
  takenOverByName: z.nullable(z.string()),
  takenOverAt: z.nullable(timestamp),
  items: z.array(checklistItemSchema),
  /** The items in the reader's language; null when they read the source. */
  translations: z.nullable(checklistTranslationsSchema),
  shiftTargets: z.array(shiftTargetSchema),
  feedback: z.nullable(checklistFeedbackSchema),
  /** Photo evidence on failures, resolutions and the feedback, oldest first. */
  photos: z.array(photoSchema),
  abilities: checklistAbilitiesSchema,
  /** When its shift runs and each section is due, and when each was done. */
  timing: shiftTimingSchema,
  /** Each failure's corrective action, by item id (docs/decisions/047). */
  actions: z.record(z.string(), actionBriefSchema),
});
export type ChecklistDetail = z.infer<typeof checklistDetailSchema>;

/** What an item change changes on its checklist: progress, status, counts and version. */
export const checklistCountsSchema = z.pick(checklistSummarySchema, {
  id: true,
  version: true,
  updatedAt: true,
  progress: true,
  completedAt: true,
  openIssues: true,
  status: true,
  sectionCounts: true,
});
export type ChecklistCounts = z.infer<typeof checklistCountsSchema>;

/**
 * What a change to an item can change: its ticks, failure and resolution. Its wording, place
 * and section are copied from the template when the checklist is made and never change after.
 */
export const changedItemSchema = z.pick(checklistItemSchema, {
  id: true,
  completed: true,
  completedAt: true,
  completedBy: true,
  failed: true,
  failureComment: true,
  failurePriority: true,
  resolved: true,
  resolvedAt: true,
  answerValue: true,
  answerUnit: true,
  answeredAt: true,
  naReason: true,
  updatedAt: true,
});
export type ChangedItem = z.infer<typeof changedItemSchema>;

/** The changed item's state and the checklist's recomputed progress, status and counts. */
export const itemChangeResponseSchema = z.object({
  item: changedItemSchema,
  checklist: checklistCountsSchema,
});
export type ItemChangeResponse = z.infer<typeof itemChangeResponseSchema>;

/** A failure of one of the day's checklists, as its shift card lists it (docs/decisions/047). */
export const dayFailureSchema = z.object({
  checklistId: z.string(),
  itemId: z.string(),
  /** The item's words in the reader's language where the checklist has them, else its own. */
  itemText: z.string(),
  priority: z.nullable(failurePrioritySchema),
  action: actionBriefSchema,
});
export type DayFailure = z.infer<typeof dayFailureSchema>;

export const storeDaySchema = z.object({
  store: z.object({
    id: z.string(),
    name: z.string(),
    storeNumber: z.string(),
    timezone: z.string(),
    shiftSettings: shiftSettingsSchema,
  }),
  /** The store's business date now. */
  today: z.string(),
  /** The date shown: the one asked for, else today. */
  date: z.string(),
  checklists: z.array(checklistSummarySchema),
  /** Those of the day's checklists holding a priority A failure, open or resolved, by id. */
  withPriorityAFailures: z.array(z.string()),
  /**
   * The failures of the day's checklists with their corrective actions: by checklist, those
   * still to do first, the soonest due first.
   */
  failures: z.array(dayFailureSchema),
  /** The day's shifts (enabled, or with a checklist), in shift order, with their due times. */
  timing: z.array(shiftTimingSchema),
});
export type StoreDay = z.infer<typeof storeDaySchema>;

export const CHECKLIST_EVENT_ACTIONS = [
  'checklist-created',
  'item-changed',
  'details-changed',
  'target-added',
  'target-changed',
  'target-deleted',
  'feedback-saved',
  'photo-added',
  'photo-removed',
  'checklist-deleted',
  'checklist-restored',
  'checklist-taken-over',
  'day-signed-off',
  'action-changed',
] as const;
export type ChecklistEventAction = (typeof CHECKLIST_EVENT_ACTIONS)[number];

const snapshot = z.nullable(z.record(z.string(), z.unknown()));

export const checklistEventSchema = z.object({
  id: z.int(),
  at: timestamp,
  userId: z.nullable(z.string()),
  userName: z.string(),
  action: z.enum(CHECKLIST_EVENT_ACTIONS),
  /** The item or target changed, when there is one. */
  subject: z.nullable(z.string()),
  /** A sentence for the History list, e.g. 'Ticked “Fryer oil tested”'. */
  summary: z.string(),
  before: snapshot,
  after: snapshot,
  /** The store tablet it was made on, when a PIN opened the session there. */
  tabletName: z.optional(z.nullable(z.string())),
});
export type ChecklistEvent = z.infer<typeof checklistEventSchema>;

export const checklistHistorySchema = z.object({ events: z.array(checklistEventSchema) });
export type ChecklistHistory = z.infer<typeof checklistHistorySchema>;
