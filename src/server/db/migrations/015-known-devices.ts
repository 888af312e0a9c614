import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Browsers a person has signed in with: a guess against their account from anywhere else waits
 * longer and longer, but never locks out the browser they use (docs/decisions/035).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('known_devices')
    // Only the cookie's hash: a leaked database holds no working proof.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_used_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('known_devices_user_idx')
    .on('known_devices')
    .column('user_id')
    .execute();
}
