import { sql, type Kysely } from 'kysely';
import { DEFAULT_TEMPLATES, defaultTemplateId } from '#domain/templates/default-templates';
import { defaultItemTranslations } from '#domain/templates/default/translations';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Checklist content in the crew's languages (docs/decisions/042): each template item's
 * translations with the English they were written from, as JSON, and whether the item is
 * critical; each checklist item's frozen copy of the translations it was created with.
 *
 * Default templates seeded before this ship without translations: their items whose English is
 * still the shipped text get the shipped translations, once. Items a chain reworded keep none.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { boolean } = columnTypes(dialect);
  await db.schema
    .alterTable('template_items')
    .addColumn('critical', boolean, (c) => c.notNull().defaultTo(sql`false`))
    .execute();
  await db.schema
    .alterTable('template_items')
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('checklist_items')
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  for (const template of DEFAULT_TEMPLATES) {
    const rows = await sql<{ id: string; text: string; details: string | null }>`
      select id, text, details from template_items
      where template_id = ${defaultTemplateId(template.category)}`.execute(db);
    for (const row of rows.rows) {
      const shipped = template.items.find(
        (item) => item.text === row.text && (item.details ?? null) === row.details,
      );
      if (!shipped) continue;
      await sql`update template_items set
          translations = ${JSON.stringify(defaultItemTranslations(shipped))},
          critical = ${shipped.critical === true}
        where id = ${row.id}`.execute(db);
    }
  }
}
