import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Due times and notifications: each store's due settings, when each section of a checklist
 * was completed, the notifications (one per kind, subject, recipient and day, whichever
 * instance inserts it first) and each person's choice per kind.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('stores')
    .addColumn('due_pre_shift_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('due_travel_path_percent', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('due_handover_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  // JSON: Record<Section, ISO time | null>, kept with every item change like section_counts.
  await db.schema.alterTable('checklists').addColumn('section_done_at', 'text').execute();
  await backfillSectionDoneAt(db, dialect);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // What it is about: a checklist, an item, or a store's shift.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('recipient_id', 'text', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('business_date', t.date, (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('read_at', t.timestamp)
    // none | pending | sending | sent | failed: claimed once, so one instance sends it.
    .addColumn('email_state', 'text', (c) => c.notNull())
    .addColumn('email_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emailed_at', t.timestamp)
    .addUniqueConstraint('notifications_once_key', [
      'kind',
      'subject',
      'recipient_id',
      'business_date',
    ])
    .execute();
  await db.schema
    .createIndex('notifications_recipient_idx')
    .on('notifications')
    .columns(['recipient_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_email_idx')
    .on('notifications')
    .columns(['email_state'])
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pkey', ['user_id', 'kind'])
    .execute();
}

interface SectionRow {
  checklist_id: string;
  section: string;
  total: number | string;
  done: number | string;
  last: string | Date | null;
}

/** Sections already complete get the time of their last item change. */
async function backfillSectionDoneAt(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const doneFlag =
    dialect === 'postgres' ? sql`(completed or failed)` : sql`(completed = 1 or failed = 1)`;
  const rows = await sql<SectionRow>`
    select checklist_id, section, count(*) as total,
      sum(case when ${doneFlag} then 1 else 0 end) as done,
      max(coalesce(completed_at, updated_at)) as last
    from checklist_items group by checklist_id, section`.execute(db);
  const byChecklist = new Map<string, Record<string, string | null>>();
  for (const row of rows.rows) {
    const sections = byChecklist.get(row.checklist_id) ?? {
      'pre-shift': null,
      'travel-path': null,
      'post-shift': null,
    };
    const last = row.last instanceof Date ? row.last.toISOString() : row.last;
    sections[row.section] = Number(row.done) === Number(row.total) ? last : null;
    byChecklist.set(row.checklist_id, sections);
  }
  for (const [id, sections] of byChecklist) {
    await sql`update checklists set section_done_at = ${JSON.stringify(sections)} where id = ${id}`.execute(
      db,
    );
  }
}
