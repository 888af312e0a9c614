import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Dialect } from '../database';

/**
 * The readings outside their limits, by store and business date: what the weekly and monthly
 * summaries count (reports/repository.ts). A partial index holds those rows only, so a month of
 * every store reads its breaches and never the readings that were within their limits.
 *
 * The condition is written `within = false` on both databases: PostgreSQL's boolean, and
 * SQLite's 0 (sqlite-boolean-plugin.ts writes booleans as 1/0; SQLite reads the keyword `false`
 * as 0, as migration 024's default does). SQLite uses a partial index only for a query whose
 * WHERE says the same thing, so the count writes the same literal.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('readings_outside_idx')
    .on('readings')
    .columns(['store_id', 'business_date'])
    .where(sql<SqlBool>`within = false`)
    .execute();
}
