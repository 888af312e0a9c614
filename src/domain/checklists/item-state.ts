import { z } from 'zod/mini';
import { READING_MESSAGES } from '../readings/messages';
import {
  judgeAnswer,
  NA_REASON_MAX_LENGTH,
  TEXT_ANSWER_MAX_LENGTH,
  TICK_RULES,
  type ItemAnswerRules,
} from '../answers/kinds';
import { ANSWER_MESSAGES } from '../answers/messages';
import { UNIT_LABEL_MAX_LENGTH } from '../readings/spec';
import type { TemperatureUnit } from '../readings/units';
import { parseReading, READING_TEXT_MAX_LENGTH } from '../readings/value';
import type { Section } from '../sections';
import {
  FAILED_ITEM_CANNOT_BE_COMPLETED,
  ISSUE_COMMENT_MAX_LENGTH,
  ISSUE_COMMENT_REQUIRED,
  ISSUE_COMMENT_REQUIRED_TO_RESOLVE,
  ISSUE_COMMENT_TOO_LONG,
  ONLY_FAILED_ITEM_CAN_BE_RESOLVED,
} from './messages';
import { DEFAULT_TRAVEL_PATH_PRIORITY, failurePrioritySchema } from './priorities';
import type { FailurePriority } from './priorities';

/**
 * The part of a checklist item that ticking, answering, failing and resolving change (SPEC §3),
 * with what the item takes and how it is judged, frozen from its template (ItemAnswerRules).
 */
export interface ChecklistItemState extends ItemAnswerRules {
  section: Section;
  completed: boolean;
  completedAt: string | null;
  failed: boolean;
  failureComment: string | null;
  failurePriority: FailurePriority | null;
  resolved: boolean;
  resolvedAt: string | null;
  /**
   * The last answer, written plainly (a reading's "-18.5", "yes", an option, a text), a reading's
   * unit ('C', 'F', 'ppm') and when it was answered.
   */
  answerValue: string | null;
  answerUnit: string | null;
  answeredAt: string | null;
  /** Why it was marked not applicable: then it counts as done. Null when it was not. */
  naReason: string | null;
}

export type ItemStatus = 'open' | 'completed' | 'failed-unresolved' | 'failed-resolved';

export function itemStatus(
  item: Pick<ChecklistItemState, 'completed' | 'failed' | 'resolved'>,
): ItemStatus {
  if (item.failed) return item.resolved ? 'failed-resolved' : 'failed-unresolved';
  return item.completed ? 'completed' : 'open';
}

export function openItem(
  section: Section,
  rules: ItemAnswerRules = TICK_RULES,
): ChecklistItemState {
  return {
    section,
    ...rules,
    completed: false,
    completedAt: null,
    failed: false,
    failureComment: null,
    failurePriority: null,
    resolved: false,
    resolvedAt: null,
    answerValue: null,
    answerUnit: null,
    answeredAt: null,
    naReason: null,
  };
}

/** The spec's fail button rule, verbatim: legacy rows may be both completed and failed. */
export function canShowFailButton(
  item: Pick<ChecklistItemState, 'completed' | 'failed' | 'resolved'>,
): boolean {
  return !item.completed || (item.failed && item.resolved);
}

const commentSchema = z
  .string()
  .check(z.maxLength(ISSUE_COMMENT_MAX_LENGTH, ISSUE_COMMENT_TOO_LONG));

/**
 * Each change names the state the caller wants rather than toggling, so a replayed or
 * duplicated request (offline queue, double click) leaves the item as it was.
 */
export const itemChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('complete'), completed: z.boolean() }),
  z.object({
    type: z.literal('fail'),
    comment: commentSchema,
    priority: z.nullish(failurePrioritySchema),
  }),
  z.object({ type: z.literal('unfail') }),
  /**
   * A reading as typed, in the unit the reader was shown. Outside its limits it fails the item
   * and must say what was done (the comment); inside them it completes the item, or resolves
   * its failure.
   */
  z.object({
    type: z.literal('record'),
    value: z.string().check(z.maxLength(READING_TEXT_MAX_LENGTH, READING_MESSAGES.notANumber)),
    unit: z.string().check(z.maxLength(UNIT_LABEL_MAX_LENGTH)),
    comment: z.optional(commentSchema),
    priority: z.nullish(failurePrioritySchema),
  }),
  /** An answer to a yes/no ('yes' or 'no'), choice (an option as written) or text item. */
  z.object({
    type: z.literal('answer'),
    value: z
      .string()
      .check(
        z.maxLength(
          TEXT_ANSWER_MAX_LENGTH * 2,
          ANSWER_MESSAGES.textTooLong(TEXT_ANSWER_MAX_LENGTH),
        ),
      ),
    comment: z.optional(commentSchema),
    priority: z.nullish(failurePrioritySchema),
  }),
  /** Not applicable, and why: the item counts as done. Undone by unticking it. */
  z.object({
    type: z.literal('not-applicable'),
    reason: z
      .string()
      .check(
        z.maxLength(
          NA_REASON_MAX_LENGTH * 2,
          ANSWER_MESSAGES.notApplicableReasonTooLong(NA_REASON_MAX_LENGTH),
        ),
      ),
  }),
  z.object({
    type: z.literal('resolve'),
    resolved: z.boolean(),
    comment: z.optional(commentSchema),
  }),
]);

export type ItemChange = z.infer<typeof itemChangeSchema>;

export type ItemChangeResult<T extends ChecklistItemState = ChecklistItemState> =
  { ok: true; item: T; changed: boolean } | { ok: false; message: string };

/**
 * Generic so the server can pass whole item rows (id, text, ...) and get them back intact.
 * An unchanged item is returned as the same object, which lets React skip re-rendering it.
 * `storeUnit`: how the item's store reads temperatures.
 */
export function applyItemChange<T extends ChecklistItemState>(
  item: T,
  change: ItemChange,
  now: string,
  storeUnit: TemperatureUnit,
): ItemChangeResult<T> {
  switch (change.type) {
    case 'complete':
      return setCompleted(item, change.completed, now);
    case 'fail':
      return fail(item, change.comment, change.priority ?? null);
    case 'unfail':
      return unfail(item);
    case 'resolve':
      return setResolved(item, change.resolved, change.comment, now);
    case 'record':
      return record(item, change, now, storeUnit);
    case 'answer':
      return answer(item, change, now);
    case 'not-applicable':
      return notApplicable(item, change.reason, now);
  }
}

/** The fields an item change can alter (an item's section never changes). */
export const ITEM_STATE_KEYS = [
  'completed',
  'completedAt',
  'failed',
  'failureComment',
  'failurePriority',
  'resolved',
  'resolvedAt',
  'answerValue',
  'answerUnit',
  'answeredAt',
  'naReason',
] as const satisfies readonly (keyof ChecklistItemState)[];

function outcome<T extends ChecklistItemState>(before: T, after: T): ItemChangeResult<T> {
  const changed = ITEM_STATE_KEYS.some((key) => before[key] !== after[key]);
  return { ok: true, item: changed ? after : before, changed };
}

function unchanged<T extends ChecklistItemState>(item: T): ItemChangeResult<T> {
  return { ok: true, item, changed: false };
}

function rejected(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

const NO_ANSWER = {
  answerValue: null,
  answerUnit: null,
  answeredAt: null,
  naReason: null,
} as const;

function setCompleted<T extends ChecklistItemState>(
  item: T,
  completed: boolean,
  now: string,
): ItemChangeResult<T> {
  // Ticking must not silently discard a logged issue; the leader clears it first.
  if (item.failed) return completed ? rejected(FAILED_ITEM_CANNOT_BE_COMPLETED) : unchanged(item);
  // An item answered or marked N/A is done by that; unticking it takes the answer back.
  if (!completed)
    return outcome(item, { ...item, completed: false, completedAt: null, ...NO_ANSWER });
  if (item.kind === 'reading') return rejected(READING_MESSAGES.readingRequired);
  if (item.kind !== 'check') return rejected(ANSWER_MESSAGES.answerRequired);
  const completedAt = item.completed ? (item.completedAt ?? now) : now;
  return outcome(item, { ...item, completed: true, completedAt });
}

function fail<T extends ChecklistItemState>(
  item: T,
  rawComment: string,
  priority: FailurePriority | null,
): ItemChangeResult<T> {
  const failureComment = rawComment.trim();
  if (failureComment === '') return rejected(ISSUE_COMMENT_REQUIRED);
  // Editing an existing issue without naming a priority keeps the one already chosen.
  const keptPriority = item.failed ? item.failurePriority : null;
  const failurePriority =
    item.section === 'travel-path'
      ? (priority ?? keptPriority ?? DEFAULT_TRAVEL_PATH_PRIORITY)
      : null;
  const keepsResolution = item.failed && item.resolved;
  return outcome(item, {
    ...item,
    completed: false,
    completedAt: null,
    failed: true,
    failureComment,
    failurePriority,
    resolved: keepsResolution,
    resolvedAt: keepsResolution ? item.resolvedAt : null,
  });
}

/** Clearing a failure takes its answer with it: a reading outside its limits is a failure. */
function unfail<T extends ChecklistItemState>(item: T): ItemChangeResult<T> {
  if (!item.failed) return unchanged(item);
  return outcome(item, {
    ...item,
    ...NO_ANSWER,
    failed: false,
    failureComment: null,
    failurePriority: null,
    resolved: false,
    resolvedAt: null,
  });
}

function setResolved<T extends ChecklistItemState>(
  item: T,
  resolved: boolean,
  comment: string | undefined,
  now: string,
): ItemChangeResult<T> {
  if (!item.failed) return resolved ? rejected(ONLY_FAILED_ITEM_CAN_BE_RESOLVED) : unchanged(item);
  const failureComment = comment === undefined ? item.failureComment : comment.trim();
  const blank = (failureComment ?? '').trim() === '';
  if (blank && resolved) return rejected(ISSUE_COMMENT_REQUIRED_TO_RESOLVE);
  if (blank && comment !== undefined) return rejected(ISSUE_COMMENT_REQUIRED);
  const resolvedAt = resolved ? (item.resolved ? (item.resolvedAt ?? now) : now) : null;
  return outcome(item, { ...item, failureComment, resolved, resolvedAt });
}

function record<T extends ChecklistItemState>(
  item: T,
  change: Extract<ItemChange, { type: 'record' }>,
  now: string,
  storeUnit: TemperatureUnit,
): ItemChangeResult<T> {
  if (item.kind !== 'reading' || !item.measure) return rejected(READING_MESSAGES.notAReadingItem);
  const parsed = parseReading(change.value, item.measure, change.unit, storeUnit);
  if (!parsed.ok) return rejected(parsed.message);
  const { reading } = parsed;
  return answered(
    item,
    { value: reading.text, unit: reading.unit, fails: !reading.within },
    {
      now,
      comment: change.comment,
      priority: change.priority ?? null,
      actionRequired: READING_MESSAGES.actionRequired,
    },
  );
}

function answer<T extends ChecklistItemState>(
  item: T,
  change: Extract<ItemChange, { type: 'answer' }>,
  now: string,
): ItemChangeResult<T> {
  const judged = judgeAnswer(item, change.value);
  if (!judged.ok) return rejected(judged.message);
  return answered(
    item,
    { value: judged.value, unit: null, fails: judged.fails },
    {
      now,
      comment: change.comment,
      priority: change.priority ?? null,
      actionRequired: ANSWER_MESSAGES.actionRequired,
    },
  );
}

/**
 * A reading or an answer, judged. One that passes completes the item, or resolves its failure (a
 * re-check), keeping what was done; one that fails fails the item at once, and must say what was
 * done about it (`actionRequired` when it does not).
 */
function answered<T extends ChecklistItemState>(
  item: T,
  given: { value: string; unit: string | null; fails: boolean },
  asked: {
    now: string;
    comment: string | undefined;
    priority: FailurePriority | null;
    actionRequired: string;
  },
): ItemChangeResult<T> {
  const { now } = asked;
  const same = item.answerValue === given.value && item.answerUnit === given.unit;
  const read = {
    answerValue: given.value,
    answerUnit: given.unit,
    answeredAt: same ? (item.answeredAt ?? now) : now,
    naReason: null,
  };
  if (!given.fails) {
    if (item.failed) {
      const resolvedAt = item.resolved ? (item.resolvedAt ?? now) : now;
      return outcome(item, { ...item, ...read, resolved: true, resolvedAt });
    }
    const completedAt = item.completed && item.naReason === null ? (item.completedAt ?? now) : now;
    return outcome(item, { ...item, ...read, completed: true, completedAt });
  }
  if ((asked.comment ?? '').trim() === '') return rejected(asked.actionRequired);
  const failed = fail({ ...item, ...read }, asked.comment ?? '', asked.priority);
  if (!failed.ok) return failed;
  return outcome(item, { ...failed.item, resolved: false, resolvedAt: null });
}

/** Not applicable, for a reason: done, with no answer. A failure is cleared first. */
function notApplicable<T extends ChecklistItemState>(
  item: T,
  rawReason: string,
  now: string,
): ItemChangeResult<T> {
  if (!item.naAllowed) return rejected(ANSWER_MESSAGES.notApplicableNotAllowed);
  if (item.failed) return rejected(ANSWER_MESSAGES.notApplicableWhileFailed);
  const naReason = rawReason.trim();
  if (naReason === '') return rejected(ANSWER_MESSAGES.notApplicableReasonRequired);
  if (naReason.length > NA_REASON_MAX_LENGTH)
    return rejected(ANSWER_MESSAGES.notApplicableReasonTooLong(NA_REASON_MAX_LENGTH));
  const completedAt = item.completed ? (item.completedAt ?? now) : now;
  return outcome(item, { ...item, ...NO_ANSWER, naReason, completed: true, completedAt });
}
