import type { Kysely } from 'kysely';

/**
 * A template's version, bumped by every save: a save made from an older version is refused
 * instead of silently overwriting someone else's changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('templates')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
