import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

async function createTemplateTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('templates')
    // Text, not generated: the four defaults keep their well-known ids default-{shift}-template.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    // Null means a global template; a store's own templates go with the store.
    .addColumn('store_id', 'text', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('templates_category_store_idx')
    .on('templates')
    .columns(['category', 'store_id'])
    .execute();

  await db.schema
    .createTable('template_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template_id', 'text', (c) =>
      c.notNull().references('templates.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('subsection', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .execute();
  await db.schema
    .createIndex('template_items_template_idx')
    .on('template_items')
    .columns(['template_id', 'position'])
    .execute();
}

async function createChecklistTable(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('checklists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('business_date', t.date, (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    // Kept as written at creation, so the checklist still names its creator after they leave.
    .addColumn('creator_name', 'text', (c) => c.notNull())
    .addColumn('service_area_leader', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('production_area_leader', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('post_shift_analysis', 'text', (c) => c.notNull().defaultTo(''))
    // Progress, completion, open issues and per-section counts are recomputed with every item
    // change, so the day, week and month views never read items.
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', t.timestamp)
    .addColumn('open_issues', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('section_counts', 'text', (c) => c.notNull())
    .addColumn('feedback_text', 'text')
    .addColumn('feedback_at', t.timestamp)
    .addColumn('feedback_user_id', 'text')
    .addColumn('feedback_user_name', 'text')
    // Bumped first in every change's transaction: the row lock that serialises writers.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    // One checklist per store, business date and shift, even when two leaders press Create at
    // once. Its index also serves the day and week queries on (store_id, business_date), so a
    // second index on those two columns would only cost writes.
    .addUniqueConstraint('checklists_store_date_category_key', [
      'store_id',
      'business_date',
      'category',
    ])
    .execute();
  // Deleting a user sets created_by to null; without an index that scans every checklist.
  await db.schema
    .createIndex('checklists_created_by_idx')
    .on('checklists')
    .column('created_by')
    .execute();
}

async function createChecklistChildTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  const checklistId = 'checklist_id';
  await db.schema
    .createTable('checklist_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn(checklistId, 'text', (c) =>
      c.notNull().references('checklists.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('subsection', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('completed', t.boolean, (c) => c.notNull())
    .addColumn('completed_at', t.timestamp)
    .addColumn('completed_by', 'text')
    .addColumn('failed', t.boolean, (c) => c.notNull())
    .addColumn('failure_comment', 'text')
    .addColumn('failure_priority', 'text')
    .addColumn('resolved', t.boolean, (c) => c.notNull())
    .addColumn('resolved_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checklist_items_checklist_idx')
    .on('checklist_items')
    .columns([checklistId, 'position'])
    .execute();

  await db.schema
    .createTable('shift_targets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn(checklistId, 'text', (c) =>
      c.notNull().references('checklists.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // Written false (Not Achieved) from the start since migration 016.
    .addColumn('achieved', t.boolean)
    .addColumn('comment', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shift_targets_checklist_idx')
    .on('shift_targets')
    .columns([checklistId, 'position'])
    .execute();

  await db.schema
    .createTable('checklist_events')
    .addColumn('id', t.autoId, (c) => c.primaryKey())
    .addColumn(checklistId, 'text', (c) =>
      c.notNull().references('checklists.id').onDelete('cascade'),
    )
    .addColumn('at', t.timestamp, (c) => c.notNull())
    // No foreign key: the trail keeps who acted after their account is deleted.
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema
    .createIndex('checklist_events_checklist_idx')
    .on('checklist_events')
    .columns([checklistId, 'id'])
    .execute();
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTemplateTables(db, dialect);
  await createChecklistTable(db, dialect);
  await createChecklistChildTables(db, dialect);
}
