import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Photo evidence on failures, their resolutions and store feedback. The bytes live in the photo
 * storage (disk or S3) under keys kept here; a checklist's rows go with it, and the service
 * removes the stored files after the deletion commits.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('checklist_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checklist_id', 'text', (c) =>
      c.notNull().references('checklists.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (c) => c.references('checklist_items.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checklist_photos_checklist_idx')
    .on('checklist_photos')
    .columns(['checklist_id', 'item_id'])
    .execute();
  // Deleting a user sets created_by to null; without an index that scans every photo.
  await db.schema
    .createIndex('checklist_photos_created_by_idx')
    .on('checklist_photos')
    .column('created_by')
    .execute();
}
