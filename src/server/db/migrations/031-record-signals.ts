import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Record confidence (docs/decisions/050). `record_signals`: what the sweep found, one row per
 * kind and subject (a checklist, a store's day, a run of readings, a store's week), with the
 * manager's explanation; it goes with its checklist or store. `signal_settings`: the chain's
 * thresholds, one row once a super admin changed them. `checklist_events.made_at`: when a
 * change was made on the person's device, for a change that reached the server later (a write
 * queued without signal), so a burst of queued ticks is not taken for fast ticking.
 * `signal_sweeps`: how far the sweep has read the history; it starts from now, so a chain's
 * past is looked at when a manager opens one of its checklists, not all at once.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('record_signals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('business_date', t.date, (c) => c.notNull())
    .addColumn('checklist_id', 'text', (c) => c.references('checklists.id').onDelete('cascade'))
    .addColumn('category', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('found_at', t.timestamp, (c) => c.notNull())
    .addColumn('explained_at', t.timestamp)
    .addColumn('explained_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('explained_by_name', 'text')
    .addColumn('explanation', 'text')
    .execute();
  await db.schema
    .createIndex('record_signals_subject_key')
    .on('record_signals')
    .columns(['kind', 'subject'])
    .unique()
    .execute();
  await db.schema
    .createIndex('record_signals_store_idx')
    .on('record_signals')
    .columns(['store_id', 'business_date'])
    .execute();
  await db.schema
    .createIndex('record_signals_date_idx')
    .on('record_signals')
    .column('business_date')
    .execute();
  await db.schema
    .createIndex('record_signals_checklist_idx')
    .on('record_signals')
    .column('checklist_id')
    .execute();
  await db.schema
    .createTable('signal_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fast_tick_items', 'integer', (c) => c.notNull())
    .addColumn('fast_tick_seconds', 'integer', (c) => c.notNull())
    .addColumn('after_shift_minutes', 'integer', (c) => c.notNull())
    .addColumn('one_person_shifts', 'integer', (c) => c.notNull())
    .addColumn('same_reading_days', 'integer', (c) => c.notNull())
    .addColumn('round_readings_min', 'integer', (c) => c.notNull())
    .addColumn('round_readings_percent', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_by_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('checklist_events').addColumn('made_at', t.timestamp).execute();
  await db.schema
    .createTable('signal_sweeps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into signal_sweeps (id, event_id)
    select 'chain', coalesce(max(id), 0) from checklist_events`.execute(db);
}
