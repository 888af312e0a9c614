import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './types';

/**
 * Serialises transactions that touch the same named things (e.g. one account's sign-in
 * attempts) until they commit. PostgreSQL: transaction-level advisory locks, taken in a fixed
 * order so two transactions never wait on each other. SQLite: nothing to do; its writers
 * already run one at a time.
 */
export async function lockNames(
  trx: Kysely<Database>,
  dialect: Dialect,
  names: readonly string[],
): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const name of [...new Set(names)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${`shiftcheck:${name}`}))`.execute(trx);
  }
}
