import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Readings and answers (docs/decisions/044, 046). Each store reads temperatures in °C or °F (US
 * English stores start in °F); template and checklist items say what they take (`kind`: a tick,
 * a reading, yes/no, a choice or text), a reading item keeps its measure and limits as JSON
 * (`measure`), a yes/no item the answer that fails it (`fails_on`), a choice item its options
 * (`choices`, JSON), and any item whether it may be marked N/A and whether a failure needs a
 * photo, all frozen on the checklist as its wording is. A checklist item keeps its last answer
 * (`answer_value`, `answer_unit`, `answered_at`) or why it was N/A (`na_reason`); `readings`
 * keeps every reading ever entered, with the limits it was judged by and what was done when it
 * was outside them, for the temperature log. The store's unit belongs to the store record kept by revision, so SQLite's
 * revision trigger is made again with it among the columns it watches (as in 022).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('stores')
    .addColumn('temperature_unit', 'text', (c) => c.notNull().defaultTo('C'))
    .execute();
  await sql`update stores set temperature_unit = 'F' where locale = 'en-US'`.execute(db);

  for (const table of ['template_items', 'checklist_items']) {
    await db.schema
      .alterTable(table)
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('check'))
      .execute();
    await db.schema.alterTable(table).addColumn('measure', 'text').execute();
    await db.schema.alterTable(table).addColumn('fails_on', 'text').execute();
    await db.schema.alterTable(table).addColumn('choices', 'text').execute();
    for (const flag of ['na_allowed', 'photo_on_fail']) {
      await db.schema
        .alterTable(table)
        .addColumn(flag, t.boolean, (c) => c.notNull().defaultTo(sql`false`))
        .execute();
    }
  }
  await db.schema.alterTable('checklist_items').addColumn('answer_value', 'text').execute();
  await db.schema.alterTable('checklist_items').addColumn('answer_unit', 'text').execute();
  await db.schema.alterTable('checklist_items').addColumn('answered_at', t.timestamp).execute();
  await db.schema.alterTable('checklist_items').addColumn('na_reason', 'text').execute();

  await db.schema
    .createTable('readings')
    .addColumn('id', t.autoId, (c) => c.primaryKey())
    .addColumn('checklist_id', 'text', (c) =>
      c.notNull().references('checklists.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (c) => c.notNull())
    // Copied from the checklist, so a store's log for a period reads this table alone.
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('business_date', t.date, (c) => c.notNull())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    // No foreign key: the log keeps who read it after their account is deleted.
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    // The measure and limits it was judged by (JSON, as the item's), and the verdict.
    .addColumn('measure', 'text', (c) => c.notNull())
    .addColumn('within', t.boolean, (c) => c.notNull())
    // What was done about a reading outside its limits, as written with it.
    .addColumn('action', 'text')
    .execute();
  await db.schema
    .createIndex('readings_store_date_idx')
    .on('readings')
    .columns(['store_id', 'business_date', 'at'])
    .execute();
  await db.schema
    .createIndex('readings_checklist_idx')
    .on('readings')
    .column('checklist_id')
    .execute();

  if (dialect === 'postgres') return;
  const fresh = sql`lower(hex(randomblob(16)))`;
  await sql`drop trigger stores_revision_on_update`.execute(db);
  await sql`create trigger stores_revision_on_update after update of
      id, name, store_number, timezone, created_at,
      due_pre_shift_minutes, due_travel_path_percent, due_handover_minutes, locale,
      delivery_service, clock, temperature_unit
    on stores begin
      update stores set revision = ${fresh} where id = new.id;
    end`.execute(db);
}
