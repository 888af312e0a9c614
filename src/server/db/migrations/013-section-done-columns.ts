import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * When each section was first all done, as three timestamp columns in place of one JSON text:
 * the on-time figures of a chain's month compare 20,000 checklists' done times with their due
 * times, and reading a column costs a fraction of parsing JSON for every row. The date-first
 * index carries them too, so the all-store reports read the index alone, and now orders by
 * shift after the date: the reports group by (date, shift) as they read, with no sort.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { timestamp } = columnTypes(dialect);
  for (const column of ['pre_shift_done_at', 'travel_path_done_at', 'post_shift_done_at']) {
    await db.schema.alterTable('checklists').addColumn(column, timestamp).execute();
  }
  if (dialect === 'postgres') {
    await sql`update checklists set
        pre_shift_done_at = (section_done_at::jsonb ->> 'pre-shift')::timestamptz,
        travel_path_done_at = (section_done_at::jsonb ->> 'travel-path')::timestamptz,
        post_shift_done_at = (section_done_at::jsonb ->> 'post-shift')::timestamptz
      where section_done_at is not null`.execute(db);
  } else {
    await sql`update checklists set
        pre_shift_done_at = json_extract(section_done_at, '$."pre-shift"'),
        travel_path_done_at = json_extract(section_done_at, '$."travel-path"'),
        post_shift_done_at = json_extract(section_done_at, '$."post-shift"')
      where section_done_at is not null`.execute(db);
  }
  await db.schema.alterTable('checklists').dropColumn('section_done_at').execute();

  await sql`drop index checklists_date_store_idx`.execute(db);
  if (dialect === 'postgres') {
    await sql`create index checklists_date_category_idx on checklists
      (business_date, category, store_id, id)
      include (progress, open_issues, pre_shift_done_at, travel_path_done_at, post_shift_done_at)`.execute(
      db,
    );
  } else {
    await sql`create index checklists_date_category_idx on checklists
      (business_date, category, store_id, id, progress, open_issues,
       pre_shift_done_at, travel_path_done_at, post_shift_done_at)`.execute(db);
  }
}
