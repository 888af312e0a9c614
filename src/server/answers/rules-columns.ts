// How an item is answered and judged, as template and checklist items keep it in the same six
// columns (migration 023), read and written one way for both tables.
import type { SqlBool } from 'kysely';
import {
  isYesNo,
  parseChoices,
  TICK_RULES,
  type ItemAnswerRules,
  type ItemKind,
} from '#domain/answers/kinds';
import { parseReadingSpec } from '#domain/readings/spec';

export interface AnswerRulesColumns {
  kind: string;
  measure: string | null;
  fails_on: string | null;
  choices: string | null;
  na_allowed: SqlBool;
  photo_on_fail: SqlBool;
}

export const ANSWER_RULES_COLUMNS = [
  'kind',
  'measure',
  'fails_on',
  'choices',
  'na_allowed',
  'photo_on_fail',
] as const satisfies readonly (keyof AnswerRulesColumns)[];

/**
 * The rules a row keeps. A kind whose settings do not read (a measure or options that are not
 * JSON any more) is taken as a tick, so the item can still be done.
 */
export function answerRulesOf(row: AnswerRulesColumns): ItemAnswerRules {
  // SQLite answers 0/1 (see sqlite-boolean-plugin.ts).
  const flags = { naAllowed: Boolean(row.na_allowed), photoOnFail: Boolean(row.photo_on_fail) };
  const base = { ...TICK_RULES, ...flags };
  switch (row.kind) {
    case 'reading': {
      const measure = parseReadingSpec(row.measure);
      return measure ? { ...base, kind: 'reading', measure } : base;
    }
    case 'yes-no':
      return isYesNo(row.fails_on) ? { ...base, kind: 'yes-no', failsOn: row.fails_on } : base;
    case 'choice': {
      const choices = parseChoices(row.choices);
      return choices ? { ...base, kind: 'choice', choices } : base;
    }
    case 'text':
      return { ...base, kind: 'text' };
    default:
      return base;
  }
}

/** The columns that keep the rules; each kind's settings only, the others null. */
export function answerRulesColumns(rules: ItemAnswerRules) {
  const kind: ItemKind = rules.kind;
  return {
    kind,
    measure: kind === 'reading' && rules.measure ? JSON.stringify(rules.measure) : null,
    fails_on: kind === 'yes-no' ? rules.failsOn : null,
    choices: kind === 'choice' && rules.choices ? JSON.stringify(rules.choices) : null,
    na_allowed: rules.naAllowed,
    photo_on_fail: rules.photoOnFail,
  };
}

/** The rules alone, from anything that carries them (an item record, a template item). */
export const answerRules = (item: ItemAnswerRules): ItemAnswerRules => ({
  kind: item.kind,
  measure: item.measure,
  failsOn: item.failsOn,
  choices: item.choices,
  naAllowed: item.naAllowed,
  photoOnFail: item.photoOnFail,
});
