import type { Kysely } from 'kysely';

/**
 * Each person's language (null: their browser's, else their store's) and each store's (null:
 * none chosen, so the source language), as BCP 47 tags ShiftCheck ships (docs/decisions/040).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  await db.schema.alterTable('stores').addColumn('locale', 'text').execute();
}
