import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ChecklistItem } from '#domain/checklists/api';
import type { ProgressItem } from '#domain/checklists/progress';
import type { Section } from '#domain/sections';
import type { Locale } from '#domain/i18n/locales';
import type { ChecklistTranslations } from '#domain/checklists/api';
import {
  parseShownTranslations,
  translationFor,
  wordsOf,
  type ShownTranslations,
} from '#domain/templates/translations';
import type { ItemAnswerRules } from '#domain/answers/kinds';
import { answerRulesColumns, answerRulesOf } from '../answers/rules-columns';
import type { ChecklistItemsTable, Database } from '../db/types';

type Executor = Kysely<Database>;

/**
 * What a new checklist copies from its template (SPEC §4: items start open), with how each is
 * answered and judged, frozen with the checklist.
 */
export interface NewChecklistItem extends ItemAnswerRules {
  section: Section;
  subsection: string | null;
  text: string;
  details: string | null;
  /** Its words in each language, frozen with the checklist. */
  translations: ShownTranslations;
}

export function toItem(row: Selectable<ChecklistItemsTable>): ChecklistItem {
  return {
    id: row.id,
    position: row.position,
    section: row.section,
    subsection: row.subsection,
    text: row.text,
    details: row.details,
    ...answerRulesOf(row),
    // SQLite answers 0/1 (see sqlite-boolean-plugin.ts).
    completed: Boolean(row.completed),
    completedAt: row.completed_at,
    completedBy: row.completed_by,
    failed: Boolean(row.failed),
    failureComment: row.failure_comment,
    failurePriority: row.failure_priority,
    resolved: Boolean(row.resolved),
    resolvedAt: row.resolved_at,
    answerValue: row.answer_value,
    answerUnit: row.answer_unit,
    answeredAt: row.answered_at,
    naReason: row.na_reason,
    updatedAt: row.updated_at,
  };
}

export async function insertChecklistItems(
  db: Executor,
  checklistId: string,
  items: readonly NewChecklistItem[],
  now: string,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('checklist_items')
    .values(
      items.map((item, position) => ({
        id: randomUUID(),
        checklist_id: checklistId,
        position,
        section: item.section,
        subsection: item.subsection,
        text: item.text,
        details: item.details,
        translations: JSON.stringify(item.translations),
        ...answerRulesColumns(item),
        completed: false,
        completed_at: null,
        completed_by: null,
        failed: false,
        failure_comment: null,
        failure_priority: null,
        resolved: false,
        resolved_at: null,
        updated_at: now,
      })),
    )
    .execute();
}

export async function listChecklistItems(db: Executor, checklistId: string) {
  const rows = await db
    .selectFrom('checklist_items')
    .selectAll()
    .where('checklist_id', '=', checklistId)
    .orderBy('position')
    .execute();
  return rows.map(toItem);
}

export async function findChecklistItem(db: Executor, checklistId: string, itemId: string) {
  const row = await db
    .selectFrom('checklist_items')
    .selectAll()
    .where('checklist_id', '=', checklistId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

/** Just what progress reads, for the recount after every item change. */
export async function listItemProgress(db: Executor, checklistId: string) {
  const rows = await db
    .selectFrom('checklist_items')
    .select(['section', 'completed', 'failed', 'resolved'])
    .where('checklist_id', '=', checklistId)
    .execute();
  return rows.map((row): ProgressItem => ({
    section: row.section,
    completed: Boolean(row.completed),
    failed: Boolean(row.failed),
    resolved: Boolean(row.resolved),
  }));
}

/** What a change to an item writes, its columns in the order of the tick's statements (tick/). */
export const itemStateRow = (item: ChecklistItem) => ({
  completed: item.completed,
  completed_at: item.completedAt,
  completed_by: item.completedBy,
  failed: item.failed,
  failure_comment: item.failureComment,
  failure_priority: item.failurePriority,
  resolved: item.resolved,
  resolved_at: item.resolvedAt,
  answer_value: item.answerValue,
  answer_unit: item.answerUnit,
  answered_at: item.answeredAt,
  na_reason: item.naReason,
  updated_at: item.updatedAt,
});

export async function updateChecklistItemState(db: Executor, item: ChecklistItem): Promise<void> {
  await db
    .updateTable('checklist_items')
    .set(itemStateRow(item))
    .where('id', '=', item.id)
    .execute();
}

/** Which of these checklists hold a priority A failure, open or resolved. */
export async function withPriorityAFailures(
  db: Executor,
  checklistIds: readonly string[],
): Promise<string[]> {
  if (checklistIds.length === 0) return [];
  const rows = await db
    .selectFrom('checklist_items')
    .select('checklist_id')
    .distinct()
    .where('checklist_id', 'in', checklistIds)
    .where('failed', '=', true)
    .where('failure_priority', '=', 'A')
    .orderBy('checklist_id')
    .execute();
  return rows.map((row) => row.checklist_id);
}

/**
 * The checklist's items in a reader's language, as frozen when it was created; null when the
 * reader reads the source or no item has words in their language.
 */
export async function listItemTranslations(
  db: Executor,
  checklistId: string,
  locale: Locale,
): Promise<ChecklistTranslations | null> {
  const rows = await db
    .selectFrom('checklist_items')
    .select(['id', 'translations'])
    .where('checklist_id', '=', checklistId)
    .where('translations', '!=', '{}')
    .execute();
  const items: ChecklistTranslations['items'] = {};
  for (const row of rows) {
    const translation = translationFor(parseShownTranslations(row.translations), locale);
    if (translation) items[row.id] = wordsOf(translation);
  }
  return Object.keys(items).length > 0 ? { locale, items } : null;
}
