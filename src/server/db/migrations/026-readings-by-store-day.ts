import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * A reading belongs to its checklist through the store and business date it already carries:
 * the foreign key is (store_id, business_date, checklist_id) → checklists (store_id,
 * business_date, id), so deleting a checklist finds its readings through
 * readings_store_date_idx, and readings_checklist_idx goes. Every reading wrote a page of that
 * index at a random place; without it a reading costs about what a tick costs (measured in
 * bench/results/2026-12-06-vm-readings.md). The unique index on the checklist's three columns
 * is what a composite foreign key refers to; checklists are written a few times a day.
 *
 * SQLite cannot change a table's foreign key in place, so it builds the table again, as its
 * documentation's twelve steps do (no other table refers to readings, no trigger or view reads
 * it).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('checklists_store_date_id_key')
    .on('checklists')
    .columns(['store_id', 'business_date', 'id'])
    .unique()
    .execute();
  await db.schema.dropIndex('readings_checklist_idx').execute();
  if (dialect === 'postgres') {
    await sql`alter table readings drop constraint readings_checklist_id_fkey`.execute(db);
    await sql`alter table readings add constraint readings_checklist_fkey
      foreign key (store_id, business_date, checklist_id)
      references checklists (store_id, business_date, id) on delete cascade`.execute(db);
    return;
  }
  await sql`create table readings_new (
      id integer primary key,
      checklist_id text not null,
      item_id text not null,
      store_id text not null,
      business_date text not null,
      at text not null,
      user_id text,
      user_name text not null,
      value text not null,
      unit text not null,
      measure text not null,
      within integer not null,
      action text,
      foreign key (store_id, business_date, checklist_id)
        references checklists (store_id, business_date, id) on delete cascade
    )`.execute(db);
  await sql`insert into readings_new (id, checklist_id, item_id, store_id, business_date, at,
      user_id, user_name, value, unit, measure, within, action)
    select id, checklist_id, item_id, store_id, business_date, at, user_id, user_name, value,
      unit, measure, within, action from readings`.execute(db);
  await sql`drop table readings`.execute(db);
  await sql`alter table readings_new rename to readings`.execute(db);
  await db.schema
    .createIndex('readings_store_date_idx')
    .on('readings')
    .columns(['store_id', 'business_date', 'at'])
    .execute();
  await sql`create index readings_outside_idx on readings (store_id, business_date)
    where within = false`.execute(db);
}
