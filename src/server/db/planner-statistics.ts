import type { Database as SqliteDriver } from 'better-sqlite3';

/**
 * Keeps SQLite's planner statistics to the per-index row counts (sqlite_stat1) and clears the
 * value samples (sqlite_stat4) that an ANALYZE run by hand or by a tool leaves beside them.
 *
 * better-sqlite3 builds SQLite with STAT4. With samples present, every statement whose bound
 * parameter is compared to an indexed column is planned again each time it is bound: a day's
 * or a week's lookup by store and date took up to four times as long on every read
 * (docs/performance.md, "SQLite keeps row counts, not value samples", has the figures). The row
 * counts are what the app's plans need; the samples only help skewed data, which a store's dates
 * and shifts are not.
 *
 * Takes effect when the app opens the database: an ANALYZE run while it is up is kept until
 * the next start.
 */
export function dropValueSamples(driver: SqliteDriver): void {
  const hasSamples = driver
    .prepare("select 1 from sqlite_schema where type = 'table' and name = 'sqlite_stat4'")
    .get();
  if (!hasSamples) return;
  const sampled = driver.prepare('select 1 from sqlite_stat4 limit 1').get();
  if (!sampled) return;
  try {
    driver.exec('delete from sqlite_stat4');
    // Reloads the statistics the planner holds, now without the samples.
    driver.exec('analyze sqlite_schema');
  } catch (error) {
    // Only slower reads until a later start: never a reason not to start.
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`SQLite's planner samples stay until the next start: ${reason}`);
  }
}
