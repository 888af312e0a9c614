import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * SCIM 2.0 provisioning (RFC 7643/7644): the chain's identity provider creates, changes, turns
 * off and removes people. `users.deactivated_at`: turned off by it (a leaver): no sign-in, no
 * session, the records keep the name. `users.scim_external_id`: the provider's own id for the
 * person (SCIM `externalId`, filtered on); `scim_given_name` / `scim_family_name`: the name's
 * parts as the provider sent them (the app itself shows `display_name`). `scim_tokens`: the
 * bearer tokens the provider uses, only their hash kept; a revoked one keeps its row.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('users').addColumn('deactivated_at', t.timestamp).execute();
  await db.schema.alterTable('users').addColumn('scim_external_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('scim_given_name', 'text').execute();
  await db.schema.alterTable('users').addColumn('scim_family_name', 'text').execute();
  await db.schema
    .createIndex('users_scim_external_id_idx')
    .on('users')
    .column('scim_external_id')
    .execute();
  await db.schema
    .createTable('scim_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_used_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .execute();
}
