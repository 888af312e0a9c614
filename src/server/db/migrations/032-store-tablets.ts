import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * The shared store tablet (docs/decisions/051). `store_tablets`: a browser a manager paired to
 * one store, known by the hash of its long-lived credential; revoking keeps the row, so the
 * History still names the tablet. `tablet_pairings`: one-time codes a manager shows, kept by
 * their hash until used or expired. `user_pins`: a person's PIN (argon2id), and whether their
 * manager set it (then they choose their own on first use). `sessions.tablet_id`: a session
 * opened with a PIN on that tablet; `write_key_hash` lets the tablet send that person's queued
 * changes after the tablet locked (`locked_at`). `stores.tablet_lock_minutes`: how long the
 * tablet waits without a touch before it locks. `checklist_events.tablet_name`: the tablet a
 * change was made on, kept as it was called then.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('store_tablets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('paired_by_name', 'text', (c) => c.notNull())
    .addColumn('paired_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_used_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('store_tablets_store_idx')
    .on('store_tablets')
    .column('store_id')
    .execute();
  await db.schema
    .createTable('tablet_pairings')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createTable('user_pins')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('must_change', t.boolean, (c) => c.notNull())
    .addColumn('set_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('tablet_id', 'text', (c) => c.references('store_tablets.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('write_key_hash', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('locked_at', t.timestamp).execute();
  await db.schema.createIndex('sessions_tablet_idx').on('sessions').column('tablet_id').execute();
  await db.schema
    .createIndex('sessions_write_key_key')
    .on('sessions')
    .column('write_key_hash')
    .unique()
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('tablet_lock_minutes', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
  await db.schema.alterTable('checklist_events').addColumn('tablet_name', 'text').execute();
}
