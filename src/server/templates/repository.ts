import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Section } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';
import { defaultTemplateId } from '#domain/templates/default-templates';
import { parseKeptTranslations, type KeptTranslations } from '#domain/templates/translations';
import type { ItemAnswerRules } from '#domain/answers/kinds';
import { ANSWER_RULES_COLUMNS, answerRulesColumns, answerRulesOf } from '../answers/rules-columns';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** A template item, with how it is answered and judged (a temperature's limits in °C). */
export interface TemplateItemRecord extends ItemAnswerRules {
  id: string;
  position: number;
  section: Section;
  subsection: string | null;
  text: string;
  details: string | null;
  critical: boolean;
  translations: KeptTranslations;
}

export type TemplateItemFields = Omit<TemplateItemRecord, 'id' | 'position'>;

export interface NewTemplate {
  /** Given for the defaults (default-{shift}-template); generated otherwise. */
  id?: string;
  title: string;
  category: ShiftCategory;
  storeId: string | null;
  createdBy: string | null;
  now: string;
  items: readonly (TemplateItemFields & { id?: string })[];
}

/**
 * SPEC §3 "Template item": an id made from the category, the section and a timestamp (and a
 * random tail, so items made in the same millisecond never collide).
 */
export const newTemplateItemId = (category: ShiftCategory, section: Section, now: string) =>
  `${category}-${section}-${Date.parse(now)}-${randomUUID().slice(0, 8)}`;

/**
 * The template a new checklist copies (SPEC §4): the store's own for the category, else a
 * global one of the chain's, else the default; among several, the most recently updated.
 * With none in the table at all the default's id is returned, and its items come back empty
 * if it was never seeded.
 */
export async function findTemplateIdForChecklist(
  db: Executor,
  storeId: string,
  category: ShiftCategory,
): Promise<string> {
  const row = await db
    .selectFrom('templates')
    .select('id')
    .where('category', '=', category)
    .where((eb) => eb.or([eb('store_id', '=', storeId), eb('store_id', 'is', null)]))
    // Store-specific rows first, then global ones other than the default, then the default.
    .orderBy(sql`case when store_id is null then 1 else 0 end`)
    .orderBy(sql`case when id = ${defaultTemplateId(category)} then 1 else 0 end`)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? defaultTemplateId(category);
}

export async function listTemplateItems(
  db: Executor,
  templateId: string,
): Promise<TemplateItemRecord[]> {
  const rows = await db
    .selectFrom('template_items')
    .select(['id', 'position', 'section', 'subsection', 'text', 'details', 'critical'])
    .select(['translations', ...ANSWER_RULES_COLUMNS])
    .where('template_id', '=', templateId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    section: row.section,
    subsection: row.subsection,
    text: row.text,
    details: row.details,
    // SQLite answers 0/1 (see sqlite-boolean-plugin.ts).
    critical: Boolean(row.critical),
    ...answerRulesOf(row),
    translations: parseKeptTranslations(row.translations),
  }));
}

/** Writes a template's items in list order, replacing any it had. */
export async function replaceTemplateItems(
  trx: Executor,
  templateId: string,
  items: readonly (TemplateItemFields & { id: string })[],
): Promise<void> {
  await trx.deleteFrom('template_items').where('template_id', '=', templateId).execute();
  if (items.length === 0) return;
  await trx
    .insertInto('template_items')
    .values(
      items.map((item, position) => ({
        id: item.id,
        template_id: templateId,
        position,
        section: item.section,
        subsection: item.subsection,
        text: item.text,
        details: item.details,
        critical: item.critical,
        translations: JSON.stringify(item.translations),
        ...answerRulesColumns(item),
      })),
    )
    .execute();
}

/** Inserts a template and its items unless one with the id exists; true when it was inserted. */
export async function insertTemplateIfAbsent(db: Executor, template: NewTemplate) {
  const id = template.id ?? randomUUID();
  const insert = async (trx: Executor) => {
    const inserted = await trx
      .insertInto('templates')
      .values({
        id,
        title: template.title,
        category: template.category,
        store_id: template.storeId,
        created_by: template.createdBy,
        created_at: template.now,
        updated_at: template.now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { id, inserted: false };
    const items = template.items.map((item) => ({
      ...item,
      id: item.id ?? newTemplateItemId(template.category, item.section, template.now),
    }));
    await replaceTemplateItems(trx, id, items);
    return { id, inserted: true };
  };
  return db.isTransaction ? insert(db) : db.transaction().execute(insert);
}

export interface TemplateChange {
  title: string;
  category: ShiftCategory;
  storeId: string | null;
  now: string;
}

/** Saves a template's fields if it is still at `version`; false when it is not (or is gone). */
export async function updateTemplateIfVersion(
  trx: Executor,
  id: string,
  version: number,
  change: TemplateChange,
): Promise<boolean> {
  const result = await trx
    .updateTable('templates')
    .set((eb) => ({
      title: change.title,
      category: change.category,
      store_id: change.storeId,
      updated_at: change.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTemplate(trx: Executor, id: string): Promise<boolean> {
  const result = await trx.deleteFrom('templates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
