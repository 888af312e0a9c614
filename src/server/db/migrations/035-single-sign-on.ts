import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Single sign-on (docs/decisions/052). `sso_requests`: a sign-in sent to the identity provider,
 * known by its state's hash, with the PKCE verifier and nonce its answer must match; used once,
 * gone after ten minutes. `sso_mappings`: a claim's value → a role and its store or area, in
 * order (the first that matches decides). `users.sso_subject`: the provider's `iss` and `sub` of
 * the person, once they signed in with it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('sso_requests')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createTable('sso_mappings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('area_id', 'text', (c) => c.references('areas.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('users').addColumn('sso_subject', 'text').execute();
  await db.schema
    .createIndex('users_sso_subject_key')
    .on('users')
    .column('sso_subject')
    .unique()
    .execute();
}
