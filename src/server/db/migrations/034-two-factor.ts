import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Two-factor sign-in with an authenticator app (TOTP). `user_two_factor`: a person's TOTP
 * secret (base32), `enabled_at` null while they are still setting it up, and the last time step
 * a code was accepted at, so a code is used once. `two_factor_recovery_codes`: their one-time
 * recovery codes, by hash. `two_factor_challenges`: a sign-in whose first factor passed and
 * that waits for the second (its cookie's token by hash; used once, expires in minutes), with
 * the hash of the browser's known-device cookie, which the two-factor route is not sent.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('enabled_at', t.timestamp)
    .addColumn('last_step', 'bigint')
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addPrimaryKeyConstraint('two_factor_recovery_codes_pkey', ['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('device_hash', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_user_idx')
    .on('two_factor_challenges')
    .column('user_id')
    .execute();
}
