import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * A deleted checklist is kept whole (its rows as JSON, its photo files in storage) so a super
 * admin can restore it for 30 days; after that the contents go and the row stays as the record
 * that it was deleted, by whom and when (docs/decisions/038).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('deleted_checklists')
    // The checklist's own id: restoring brings it back under it, so links to it work again.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('business_date', t.date, (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('creator_name', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('priority_a_failures', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', t.timestamp, (c) => c.notNull())
    .addColumn('deleted_by', 'text')
    .addColumn('deleted_by_name', 'text', (c) => c.notNull())
    // The checklist's rows as JSON; null once the kept time is over and they are purged.
    .addColumn('contents', 'text')
    .addColumn('purged_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('deleted_checklists_deleted_at_idx')
    .on('deleted_checklists')
    .column('deleted_at')
    .execute();
}
