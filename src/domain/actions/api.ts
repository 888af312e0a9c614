// Corrective actions over the API (docs/decisions/047): the server validates with these and the
// web app reads the inferred types.
import { z } from 'zod/mini';
import { failurePrioritySchema } from '../checklists/priorities';
import { boundedDateSchema, sectionSchema, shiftCategorySchema } from '../schemas';
import { emailFieldSchema } from '../users/schemas';
import { ACTION_STATUSES } from './actions';
import { actionBriefSchema } from './brief';
import {
  ACTION_MESSAGES,
  ACTION_NOTE_MAX_LENGTH,
  ACTIONS_PAGE_SIZE,
  CONTRACTOR_NAME_MAX_LENGTH,
  DUE_MINUTES_MAX,
  DUE_MINUTES_MIN,
} from './messages';

const idSchema = z.string().check(z.minLength(1), z.maxLength(100));

/** What happened to the food a failure concerned (a fridge too warm, a hot hold too cool). */
export const PRODUCT_OUTCOMES = ['discarded', 're-chilled', 'reheated', 'other'] as const;
export const productOutcomeSchema = z.enum(PRODUCT_OUTCOMES);
export type ProductOutcome = z.infer<typeof productOutcomeSchema>;

export const actionParamsSchema = z.object({ actionId: idSchema });

/** Whose actions a list shows: the caller's own, a store's, or every store's (super admins). */
export const ACTION_SCOPES = ['mine', 'store', 'all'] as const;

const flagSchema = z.optional(z.enum(['true', 'false']));

/**
 * GET /api/actions. `status` "outstanding" (the default) is open and in progress together;
 * `owner` is a person's id, "none" or "contractor"; sorted by what is due first.
 */
export const actionListQuerySchema = z.object({
  scope: z.optional(z.enum(ACTION_SCOPES)),
  storeId: z.optional(idSchema),
  status: z.optional(z.enum([...ACTION_STATUSES, 'outstanding', 'any'])),
  priority: z.optional(z.enum(['A', 'B', 'C', 'D', 'none'])),
  owner: z.optional(idSchema),
  overdue: flagSchema,
  recurring: flagSchema,
  from: z.optional(boundedDateSchema),
  to: z.optional(boundedDateSchema),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ACTIONS_PAGE_SIZE * 4)),
  ),
});
export type ActionListQuery = z.infer<typeof actionListQuerySchema>;

const noteSchema = (required: string) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(ACTION_NOTE_MAX_LENGTH, ACTION_MESSAGES.noteTooLong),
    );

/** POST /api/actions/:actionId/steps: one step of the action's life. */
export const actionStepBodySchema = z.discriminatedUnion('step', [
  /** Handed to a person of the store. */
  z.strictObject({ step: z.literal('assign'), userId: idSchema }),
  /** Handed to an outside contractor: a name and an e-mail, never an account. */
  z.strictObject({
    step: z.literal('assign-contractor'),
    name: z
      .string({ error: ACTION_MESSAGES.contractorNameRequired })
      .check(
        z.trim(),
        z.minLength(1, ACTION_MESSAGES.contractorNameRequired),
        z.maxLength(CONTRACTOR_NAME_MAX_LENGTH, ACTION_MESSAGES.contractorNameTooLong),
      ),
    email: emailFieldSchema(),
  }),
  z.strictObject({ step: z.literal('start') }),
  /** Done: what was done, and for food what happened to the product; resolves the failure. */
  z.strictObject({
    step: z.literal('done'),
    note: noteSchema(ACTION_MESSAGES.noteRequired),
    productOutcome: z.optional(z.nullable(productOutcomeSchema)),
  }),
  z.strictObject({ step: z.literal('verify') }),
  /** Back to open: the failure is unresolved again, with why. */
  z.strictObject({ step: z.literal('reopen'), reason: noteSchema(ACTION_MESSAGES.reasonRequired) }),
]);
export type ActionStepBody = z.input<typeof actionStepBodySchema>;
export type ActionStepName = ActionStepBody['step'];

/** A store's due windows in minutes after the failure, by priority. */
const dueMinutesSchema = z
  .int({ error: ACTION_MESSAGES.dueMinutesInvalid })
  .check(
    z.minimum(DUE_MINUTES_MIN, ACTION_MESSAGES.dueMinutesInvalid),
    z.maximum(DUE_MINUTES_MAX, ACTION_MESSAGES.dueMinutesInvalid),
  );
export const actionDueMinutesSchema = z.object({
  A: dueMinutesSchema,
  B: dueMinutesSchema,
  C: dueMinutesSchema,
  D: dueMinutesSchema,
});
export type ActionDueMinutes = z.infer<typeof actionDueMinutesSchema>;

// ---- Responses ------------------------------------------------------------------------------

export const actionSchema = z.object({
  ...actionBriefSchema.shape,
  /** Still outstanding past its due time, as the server's clock read it. */
  overdue: z.boolean(),
  checklistId: z.string(),
  itemId: z.string(),
  storeId: z.string(),
  storeNumber: z.string(),
  storeName: z.string(),
  businessDate: z.string(),
  category: shiftCategorySchema,
  section: sectionSchema,
  /** The item's words on its checklist, and in the reader's language where it has them. */
  itemText: z.string(),
  itemTextShown: z.string(),
  failureComment: z.nullable(z.string()),
  priority: z.nullable(failurePrioritySchema),
  openedAt: z.string(),
  openedByName: z.string(),
  doneAt: z.nullable(z.string()),
  doneByName: z.nullable(z.string()),
  doneNote: z.nullable(z.string()),
  productOutcome: z.nullable(productOutcomeSchema),
  verifiedAt: z.nullable(z.string()),
  verifiedByName: z.nullable(z.string()),
  reopenReason: z.nullable(z.string()),
  /** What the caller may do with it. */
  can: z.object({
    assign: z.boolean(),
    progress: z.boolean(),
    verify: z.boolean(),
  }),
});
export type Action = z.infer<typeof actionSchema>;

export const actionListSchema = z.object({
  actions: z.array(actionSchema),
  /** The next page's cursor; null on the last. */
  next: z.nullable(z.string()),
});
export type ActionList = z.infer<typeof actionListSchema>;

/** An earlier failure of the same item in the same store, for a recurring one. */
export const earlierFailureSchema = z.object({
  actionId: z.string(),
  checklistId: z.string(),
  businessDate: z.string(),
  category: shiftCategorySchema,
  status: z.enum(ACTION_STATUSES),
});

export const actionDetailSchema = z.object({
  action: actionSchema,
  /** The item's failures in the store in the RECURRING_DAYS days before this one, newest first. */
  earlier: z.array(earlierFailureSchema),
  /** People of the store it can be handed to. */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ActionDetail = z.infer<typeof actionDetailSchema>;

export const actionStepAnswerSchema = z.object({ action: actionSchema });
export type ActionStepAnswer = z.infer<typeof actionStepAnswerSchema>;

export { actionBriefSchema, actionOwnerSchema, type ActionBrief, type ActionOwner } from './brief';
