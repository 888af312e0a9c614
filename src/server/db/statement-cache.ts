import type { Database as SqliteDriver, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every distinct statement the server sends; the rarest fall out first. */
export const STATEMENT_CACHE_SIZE = 500;

export interface CachedSqlite extends SqliteDatabase {
  /** Statements kept, for tests and the bench. */
  readonly cachedStatements: number;
  /** Whether the connection is inside a transaction (one that Kysely opened and holds). */
  readonly inTransaction: boolean;
}

/**
 * better-sqlite3 parses and plans a statement on every prepare(); Kysely prepares each query it
 * runs. This keeps the prepared statements by SQL text (least recently used leaves first), so a
 * statement the server sends again is only bound and run. A statement still being iterated (a
 * streamed export) is busy: a second user of the same text gets a fresh one instead.
 */
export function withStatementCache(
  driver: SqliteDriver,
  size: number = STATEMENT_CACHE_SIZE,
): CachedSqlite {
  const statements = new Map<string, Statement>();
  return {
    get cachedStatements() {
      return statements.size;
    },
    get inTransaction() {
      return driver.inTransaction;
    },
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Re-inserted: Map keeps insertion order, so the first key is the least recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = driver.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > size) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
    close() {
      statements.clear();
      driver.close();
    },
  };
}
