import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Signing the records (docs/decisions/045). A store says whether its shift leaders may sign its
 * day's records as well as its manager (`stores.leaders_sign_off`); each signature of a day is
 * kept (`day_sign_offs`), the latest one counting, and what changed after it is read from the
 * day's History. The four-weekly review is a signed note per store and period
 * (`store_reviews`). The store's new setting belongs to the record kept by revision, so
 * SQLite's revision trigger is made again with it among the columns it watches (as in 023).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('stores')
    .addColumn('leaders_sign_off', t.boolean, (c) => c.notNull().defaultTo(sql`false`))
    .execute();

  await db.schema
    .createTable('day_sign_offs')
    .addColumn('id', t.autoId, (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('business_date', t.date, (c) => c.notNull())
    .addColumn('signed_at', t.timestamp, (c) => c.notNull())
    // No foreign key: a signature keeps its signer after their account is deleted.
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('day_sign_offs_store_date_idx')
    .on('day_sign_offs')
    .columns(['store_id', 'business_date', 'signed_at'])
    .execute();

  await db.schema
    .createTable('store_reviews')
    .addColumn('id', t.autoId, (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('period_from', t.date, (c) => c.notNull())
    .addColumn('period_to', t.date, (c) => c.notNull())
    .addColumn('signed_at', t.timestamp, (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_reviews_store_idx')
    .on('store_reviews')
    .columns(['store_id', 'period_to'])
    .execute();

  if (dialect === 'postgres') return;
  const fresh = sql`lower(hex(randomblob(16)))`;
  await sql`drop trigger stores_revision_on_update`.execute(db);
  await sql`create trigger stores_revision_on_update after update of
      id, name, store_number, timezone, created_at,
      due_pre_shift_minutes, due_travel_path_percent, due_handover_minutes, locale,
      delivery_service, clock, temperature_unit, leaders_sign_off
    on stores begin
      update stores set revision = ${fresh} where id = new.id;
    end`.execute(db);
}
