import type { Kysely } from 'kysely';

/**
 * A key remembers a digest of the request it was first used for, so the same key with another
 * body is refused instead of silently answered with the first request's result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
}
