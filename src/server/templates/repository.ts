import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Section } from '../../domain/sections';
import type { ShiftCategory } from '../../domain/shifts';
import { defaultTemplateId } from '../../domain/templates/default-templates';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export interface TemplateItemRecord {
  id: string;
  position: number;
  section: Section;
  subsection: string | null;
  text: string;
  details: string | null;
}

export interface NewTemplate {
  /** Given for the defaults (default-{shift}-template); generated otherwise. */
  id?: string;
  title: string;
  category: ShiftCategory;
  storeId: string | null;
  createdBy: string | null;
  now: string;
  items: readonly Omit<TemplateItemRecord, 'id' | 'position'>[];
}

/**
 * The template a new checklist copies (SPEC §4): the store's own for the category, else a
 * global one; among several, the most recently updated. With none in the table at all the
 * default's id is returned, and its items come back empty if it was never seeded.
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
    // Store-specific rows first: `store_id is null` is false (0) for them on both dialects.
    .orderBy(sql`case when store_id is null then 1 else 0 end`)
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
    .select(['id', 'position', 'section', 'subsection', 'text', 'details'])
    .where('template_id', '=', templateId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, section: row.section as Section }));
}

/** Inserts a template and its items unless one with the id exists; true when it was inserted. */
export async function insertTemplateIfAbsent(db: Executor, template: NewTemplate) {
  const id = template.id ?? randomUUID();
  return db.transaction().execute(async (trx) => {
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
    if (template.items.length > 0) {
      await trx
        .insertInto('template_items')
        .values(
          template.items.map((item, position) => ({
            id: randomUUID(),
            template_id: id,
            position,
            section: item.section,
            subsection: item.subsection,
            text: item.text,
            details: item.details,
          })),
        )
        .execute();
    }
    return { id, inserted: true };
  });
}
