import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import type { Dialect, QueryObserver } from './database';
import type { CachedSqlite } from './statement-cache';
import type { Database } from './types';

/**
 * A hot path's SQL, written once with `?` placeholders and numbered ($1, $2…) for PostgreSQL.
 * Run with runStatement it skips the query builder entirely: nothing is compiled per request,
 * and SQLite's statement cache finds the same text every time. Only repositories use it.
 */
export interface RawStatement {
  sqlite: string;
  postgres: string;
}

/** PostgreSQL texts run as named prepared statements, and their names. */
const preparedNames = new Map<string, string>();

/**
 * `prepareAs` names a statement PostgreSQL plans once per connection and then only executes:
 * for the tick's joins and data-modifying CTEs, planning took longer than running them and the
 * round trip together (0.3 ms of planning for a 0.15 ms read). Only a fixed set of hot statements
 * is named, so each connection keeps a handful of plans.
 */
export function rawStatement(text: string, prepareAs?: string): RawStatement {
  let n = 0;
  const sql = text.replace(/\s+/g, ' ').trim();
  const postgres = sql.replace(/\?/g, () => `$${(n += 1)}`);
  if (prepareAs) {
    const known = preparedNames.get(postgres);
    if ([...preparedNames.values()].includes(prepareAs) && known !== prepareAs) {
      throw new Error(`Two statements are prepared as ${prepareAs}`);
    }
    preparedNames.set(postgres, prepareAs);
  }
  return { sqlite: sql, postgres };
}

/** The name a statement text is prepared under on PostgreSQL, if it is one of the hot ones. */
export function preparedNameOf(sql: string): string | undefined {
  return preparedNames.get(sql);
}

/** SQLite binds no booleans (see sqlite-boolean-plugin.ts): they go as 1/0 there. */
function bindable(dialect: Dialect, value: unknown): unknown {
  return dialect === 'sqlite' && typeof value === 'boolean' ? Number(value) : value;
}

/** The SQLite connection behind each app database (database.ts), for runStatement. */
const sqliteConnections = new WeakMap<
  Kysely<Database>,
  { sqlite: CachedSqlite; observe: QueryObserver | undefined }
>();

export function runOnConnectionDirectly(
  db: Kysely<Database>,
  sqlite: CachedSqlite,
  observe: QueryObserver | undefined,
): void {
  sqliteConnections.set(db, { sqlite, observe });
}

/**
 * A statement on the SQLite connection itself, as Kysely's driver would run it (a reader's rows,
 * a writer's count of changed rows) without its executor: the mutex, the plugins and the
 * promises around one synchronous call took as long as SQLite running the statement.
 */
function runOnSqlite<Row>(
  { sqlite, observe }: { sqlite: CachedSqlite; observe: QueryObserver | undefined },
  sql: string,
  parameters: readonly unknown[],
): { rows: Row[]; changed: number } {
  const started = performance.now();
  let failed = true;
  try {
    const prepared = sqlite.prepare(sql);
    // Rows as the statement's columns name them: the type is the repository's word, as it is
    // through Kysely's executeQuery<Row>. Checking each row against a schema would cost more
    // than the executor this path skips.
    const answer = prepared.reader
      ? { rows: prepared.all(parameters) as Row[], changed: 0 }
      : { rows: [], changed: Number(prepared.run(parameters).changes) };
    failed = false;
    return answer;
  } finally {
    observe?.({
      dialect: 'sqlite',
      operation: 'raw',
      failed,
      milliseconds: performance.now() - started,
    });
  }
}

export async function runStatement<Row>(
  db: Kysely<Database>,
  dialect: Dialect,
  statement: RawStatement,
  parameters: readonly unknown[],
): Promise<{ rows: Row[]; changed: number }> {
  const values = parameters.map((value) => bindable(dialect, value));
  const direct = dialect === 'sqlite' ? sqliteConnections.get(db) : undefined;
  // Only the app's database object is registered, never a transaction's. And while any request
  // holds a transaction open on the one connection, a statement run here would join it: it
  // waits its turn through Kysely instead.
  if (direct && !direct.sqlite.inTransaction) {
    return runOnSqlite<Row>(direct, statement.sqlite, values);
  }
  const result = await db.executeQuery<Row>(CompiledQuery.raw(statement[dialect], values));
  return { rows: result.rows, changed: Number(result.numAffectedRows ?? 0n) };
}

/** Which database an executor (the app's, a transaction or a connection) talks to. */
export function dialectOf(db: Kysely<Database>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** runStatement for a repository that is handed only an executor. */
export function runHotStatement<Row>(
  db: Kysely<Database>,
  statement: RawStatement,
  parameters: readonly unknown[],
) {
  return runStatement<Row>(db, dialectOf(db), statement, parameters);
}
