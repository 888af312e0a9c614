import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Areas (docs/decisions/048): a super admin groups stores into areas, a store in at most one
 * (`stores.area_id`), and an area manager runs the stores of theirs (`users.area_id`). Deleting an
 * area leaves its stores without one and its managers without stores to see. The area is not part
 * of a store's own record, so SQLite's revision trigger does not watch it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('areas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  // Two areas of one name would be told apart by nobody.
  await db.schema.createIndex('areas_name_key').on('areas').column('name').unique().execute();
  await db.schema
    .alterTable('stores')
    .addColumn('area_id', 'text', (c) => c.references('areas.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('stores_area_idx').on('stores').column('area_id').execute();
  await db.schema
    .alterTable('users')
    .addColumn('area_id', 'text', (c) => c.references('areas.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('users_area_idx').on('users').column('area_id').execute();
}
