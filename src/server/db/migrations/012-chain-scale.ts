import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Reads that must not grow with a chain's history:
 * - all-store week and month reports, and the exports, scan a date range across every store:
 *   an index that starts with the business date (the unique key starts with the store), and
 *   carries what the reports sum, so they never visit the table;
 * - the admin dashboard and the store list count checklists per store: a summary row per store
 *   that triggers keep in step with every insert and delete, however it happens.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create index checklists_date_store_idx on checklists
      (business_date, store_id, category, id) include (progress, open_issues)`.execute(db);
  } else {
    await sql`create index checklists_date_store_idx on checklists
      (business_date, store_id, category, id, progress, open_issues)`.execute(db);
  }

  await db.schema
    .createTable('store_checklist_counts')
    .addColumn('store_id', 'text', (c) =>
      c.primaryKey().references('stores.id').onDelete('cascade'),
    )
    .addColumn('checklists', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into store_checklist_counts (store_id, checklists)
    select s.id, (select count(*) from checklists c where c.store_id = s.id) from stores s`.execute(
    db,
  );

  if (dialect === 'postgres') {
    await sql`create function store_checklist_counts_keep() returns trigger
      language plpgsql as $$
      begin
        if tg_table_name = 'stores' then
          insert into store_checklist_counts (store_id, checklists) values (new.id, 0);
        elsif tg_op = 'INSERT' then
          update store_checklist_counts set checklists = checklists + 1
            where store_id = new.store_id;
        else
          update store_checklist_counts set checklists = checklists - 1
            where store_id = old.store_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger stores_count_row after insert on stores
      for each row execute function store_checklist_counts_keep()`.execute(db);
    await sql`create trigger checklists_counted after insert or delete on checklists
      for each row execute function store_checklist_counts_keep()`.execute(db);
    return;
  }
  await sql`create trigger stores_count_row after insert on stores begin
      insert into store_checklist_counts (store_id, checklists) values (new.id, 0);
    end`.execute(db);
  await sql`create trigger checklists_counted_insert after insert on checklists begin
      update store_checklist_counts set checklists = checklists + 1 where store_id = new.store_id;
    end`.execute(db);
  await sql`create trigger checklists_counted_delete after delete on checklists begin
      update store_checklist_counts set checklists = checklists - 1 where store_id = old.store_id;
    end`.execute(db);
}
