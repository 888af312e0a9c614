import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Per-store formats: the delivery service its Travel Path names ("Front Counter, Drive thru &
 * {delivery service}"; null: the language's word for delivery) and its clock ('12h' or '24h';
 * null: the reader's language decides). Both belong to the store record kept by revision, so
 * SQLite's revision trigger is made again with them among the columns it watches (as in 020).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('stores').addColumn('delivery_service', 'text').execute();
  await db.schema.alterTable('stores').addColumn('clock', 'text').execute();
  if (dialect === 'postgres') return;
  const fresh = sql`lower(hex(randomblob(16)))`;
  await sql`drop trigger stores_revision_on_update`.execute(db);
  await sql`create trigger stores_revision_on_update after update of
      id, name, store_number, timezone, created_at,
      due_pre_shift_minutes, due_travel_path_percent, due_handover_minutes, locale,
      delivery_service, clock
    on stores begin
      update stores set revision = ${fresh} where id = new.id;
    end`.execute(db);
}
