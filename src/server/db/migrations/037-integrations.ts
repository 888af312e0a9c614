import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * What a chain's other systems and its IT use (docs/decisions/055, 056).
 *
 * `api_tokens`: an integration's bearer token, only its hash kept, with its scopes (a JSON array)
 * and its reach: one store, one area, or the chain (both null). It acts for the person who made
 * it (`created_by`), and goes with their account.
 *
 * `audit_log`: who did what outside checklists (sign-ins, people, roles, settings, templates,
 * tokens, exports), kept at least a year. Names are copied as they were, so the row reads the
 * same after the person or store is gone; `detail` is JSON.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('area_id', 'text', (c) => c.references('areas.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp)
    .addColumn('last_used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('api_tokens_store_idx').on('api_tokens').column('store_id').execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', t.autoId, (c) => c.primaryKey())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'text')
    .addColumn('target_name', 'text')
    .addColumn('store_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_action_at_idx')
    .on('audit_log')
    .columns(['action', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_store_at_idx')
    .on('audit_log')
    .columns(['store_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_at_idx')
    .on('audit_log')
    .columns(['actor_id', 'at'])
    .execute();
}
