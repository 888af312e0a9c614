import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Retention and erasure (docs/decisions/057).
 *
 * `store_retention`: a store's own periods (days per kind; null: the chain's, kept in
 * app_settings) and its legal hold (while `held_at` is set, nothing of the store is removed).
 *
 * `retention_sweeps`: one row per day the sweep ran, inserted once, so two instances never both
 * run it; the counts it removed.
 *
 * `erased_people`: who was erased, when, and the pseudonym their records carry.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('store_retention')
    .addColumn('store_id', 'text', (c) =>
      c.primaryKey().references('stores.id').onDelete('cascade'),
    )
    .addColumn('checklists_days', 'integer')
    .addColumn('photos_days', 'integer')
    .addColumn('notifications_days', 'integer')
    .addColumn('held_at', t.timestamp)
    .addColumn('hold_reason', 'text')
    .addColumn('held_by_name', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_by_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('retention_sweeps')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .addColumn('counts', 'text')
    .execute();
  await db.schema
    .createTable('erased_people')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('pseudonym', 'text', (c) => c.notNull())
    .addColumn('erased_at', t.timestamp, (c) => c.notNull())
    .execute();
  // The sweep reads notifications and photos by age.
  await db.schema
    .createIndex('notifications_store_created_idx')
    .on('notifications')
    .columns(['store_id', 'created_at'])
    .execute();
}
