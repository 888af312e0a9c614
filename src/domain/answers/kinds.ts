// What an item takes (docs/decisions/044, 046): a tick, a reading with limits, yes or no, one of
// a short list of options, or a few words; whether it may be marked N/A; whether its failure
// needs a photo. Kept beside the item, on templates and checklists alike.
import { z } from 'zod/mini';
import type { ReadingSpec } from '../readings/spec';
import { ANSWER_MESSAGES } from './messages';
import { storedJson } from '../stored-json';

export const ITEM_KINDS = ['check', 'reading', 'yes-no', 'choice', 'text'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const itemKindSchema = z.enum(ITEM_KINDS);

/** The kinds answered with words rather than a tick or a number. */
export type AnsweredKind = Extract<ItemKind, 'yes-no' | 'choice' | 'text'>;
export const isAnsweredKind = (kind: ItemKind): kind is AnsweredKind =>
  kind === 'yes-no' || kind === 'choice' || kind === 'text';

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];
export const yesNoSchema = z.enum(YES_NO);
export const isYesNo = (value: unknown): value is YesNo => value === 'yes' || value === 'no';

/** One option of a choice item, and whether choosing it fails the check. */
export interface ChoiceOption {
  label: string;
  fails: boolean;
}

export const CHOICE_LIMITS = { min: 2, max: 8, labelLength: 40 } as const;
/** A text answer: a batch number, a supplier, a name; a note belongs in a comment. */
export const TEXT_ANSWER_MAX_LENGTH = 200;
export const NA_REASON_MAX_LENGTH = 200;

export const choiceOptionSchema = z.object({
  label: z.string(),
  fails: z.boolean(),
}) satisfies z.ZodMiniType<ChoiceOption>;

/** An option's words in another language, trimmed; blank where it has none. */
export const optionWordsSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(
      CHOICE_LIMITS.labelLength,
      ANSWER_MESSAGES.choiceLabelTooLong(CHOICE_LIMITS.labelLength),
    ),
  );

/** How an item is answered and judged, as its template says and its checklist keeps. */
export interface ItemAnswerRules {
  kind: ItemKind;
  /** A reading's measure and limits; null for any other kind. */
  measure: ReadingSpec | null;
  /** The yes/no answer that fails the check; null for any other kind. */
  failsOn: YesNo | null;
  /** A choice item's options, in the order shown; null for any other kind. */
  choices: ChoiceOption[] | null;
  /** The item may be marked not applicable, with a reason. */
  naAllowed: boolean;
  /** A failure of the item is resolved only once a photo of the problem is attached. */
  photoOnFail: boolean;
}

/** A tick's rules: what every item was before kinds. */
export const TICK_RULES: ItemAnswerRules = {
  kind: 'check',
  measure: null,
  failsOn: null,
  choices: null,
  naAllowed: false,
  photoOnFail: false,
};

/** What is wrong with an editor's options, each with the index of the option it belongs to. */
export function choiceProblems(
  options: readonly ChoiceOption[],
): { index: number | null; message: string }[] {
  if (options.length < CHOICE_LIMITS.min)
    return [{ index: null, message: ANSWER_MESSAGES.choicesTooFew(CHOICE_LIMITS.min) }];
  if (options.length > CHOICE_LIMITS.max)
    return [{ index: null, message: ANSWER_MESSAGES.choicesTooMany(CHOICE_LIMITS.max) }];
  const problems: { index: number | null; message: string }[] = [];
  const seen = new Set<string>();
  options.forEach(({ label }, index) => {
    const key = label.trim().toLocaleLowerCase();
    if (key === '') problems.push({ index, message: ANSWER_MESSAGES.choiceLabelRequired });
    else if (label.trim().length > CHOICE_LIMITS.labelLength)
      problems.push({
        index,
        message: ANSWER_MESSAGES.choiceLabelTooLong(CHOICE_LIMITS.labelLength),
      });
    else if (seen.has(key)) problems.push({ index, message: ANSWER_MESSAGES.choiceLabelRepeated });
    seen.add(key);
  });
  if (problems.length === 0 && options.every((option) => option.fails))
    problems.push({ index: null, message: ANSWER_MESSAGES.choicesAllFail });
  return problems;
}

/** Options as an editor sends them: trimmed, checked together. */
export const choicesInputSchema = z
  .pipe(
    z.array(choiceOptionSchema),
    z.transform((options) => options.map(({ label, fails }) => ({ label: label.trim(), fails }))),
  )
  .check((ctx) => {
    for (const problem of choiceProblems(ctx.value)) {
      ctx.issues.push({
        code: 'custom',
        message: problem.message,
        path: problem.index === null ? [] : [problem.index, 'label'],
        input: ctx.value,
      });
    }
  });

/** A choice item's options JSON as stored; null for anything that does not read as options. */
export function parseChoices(json: string | null): ChoiceOption[] | null {
  const value = storedJson(json);
  if (!Array.isArray(value)) return null;
  const options: ChoiceOption[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return null;
    const label: unknown = Reflect.get(entry, 'label');
    const fails: unknown = Reflect.get(entry, 'fails');
    if (typeof label !== 'string' || typeof fails !== 'boolean') return null;
    options.push({ label, fails });
  }
  return options;
}

export type AnswerResult =
  { ok: true; value: string; fails: boolean } | { ok: false; message: string };

/**
 * An answer to a yes/no, choice or text item, checked and judged: the value kept ("yes", the
 * option as written, the words trimmed) and whether it fails the check.
 */
export function judgeAnswer(
  rules: Pick<ItemAnswerRules, 'kind' | 'failsOn' | 'choices'>,
  raw: string,
): AnswerResult {
  const value = raw.trim();
  switch (rules.kind) {
    case 'yes-no':
      if (!isYesNo(value)) return { ok: false, message: ANSWER_MESSAGES.yesOrNo };
      return { ok: true, value, fails: value === rules.failsOn };
    case 'choice': {
      const option = (rules.choices ?? []).find((choice) => choice.label === value);
      if (!option) return { ok: false, message: ANSWER_MESSAGES.unknownChoice };
      return { ok: true, value: option.label, fails: option.fails };
    }
    case 'text':
      if (value === '') return { ok: false, message: ANSWER_MESSAGES.textRequired };
      if (value.length > TEXT_ANSWER_MAX_LENGTH)
        return { ok: false, message: ANSWER_MESSAGES.textTooLong(TEXT_ANSWER_MAX_LENGTH) };
      return { ok: true, value, fails: false };
    default:
      return { ok: false, message: ANSWER_MESSAGES.notAnAnswerItem };
  }
}
