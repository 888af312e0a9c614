import { sql, type Kysely } from 'kysely';

/**
 * SPEC §4: a target's result is Not Achieved until someone records Achieved. Targets were kept
 * with no result (null) until touched, which the screens showed as Not Achieved while the
 * summaries, PDF and CSV counted them as neither; they become Not Achieved, as new ones start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // `false` is a keyword on both databases (SQLite stores it as 0).
  await sql`update shift_targets set achieved = false where achieved is null`.execute(db);
}
