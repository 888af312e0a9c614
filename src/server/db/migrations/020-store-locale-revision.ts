import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * A store's language is part of the store record the server keeps by revision (migration 014),
 * so changing it alone must give the store a new revision too. PostgreSQL's trigger fires on any
 * update of the row already; SQLite's names the columns it watches, so it is made again with the
 * language (migration 019's column) among them.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  const fresh = sql`lower(hex(randomblob(16)))`;
  await sql`drop trigger stores_revision_on_update`.execute(db);
  // Every column but the revision itself, so the trigger's own update does not fire it again.
  await sql`create trigger stores_revision_on_update after update of
      id, name, store_number, timezone, created_at,
      due_pre_shift_minutes, due_travel_path_percent, due_handover_minutes, locale
    on stores begin
      update stores set revision = ${fresh} where id = new.id;
    end`.execute(db);
}
