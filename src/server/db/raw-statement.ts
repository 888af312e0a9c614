import { createHash } from 'node:crypto';
import { CompiledQuery, Kysely, PostgresAdapter, type KyselyConfig } from 'kysely';
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

/** How a PostgreSQL text asks to be prepared: `/* prepared:<name> *\/ select …`. */
const PREPARED = '/* prepared:';

/**
 * `prepareAs` names a statement PostgreSQL plans once per connection and then only executes:
 * for the tick's joins and data-modifying CTEs, planning took longer than running them and the
 * round trip together (0.3 ms of planning for a 0.15 ms read). Only a fixed set of hot statements
 * is named, so each connection keeps a handful of plans. The name travels in the text itself
 * (a leading comment, with a hash of the text so two statements never share one), where the
 * pool's client reads it (database.ts).
 */
export function rawStatement(text: string, prepareAs?: string): RawStatement {
  let n = 0;
  const sql = text.replace(/\s+/g, ' ').trim();
  const numbered = sql.replace(/\?/g, () => `$${(n += 1)}`);
  if (!prepareAs) return { sqlite: sql, postgres: numbered };
  const hash = createHash('sha1').update(numbered).digest('hex').slice(0, 8);
  return { sqlite: sql, postgres: `${PREPARED}${prepareAs}-${hash} */ ${numbered}` };
}

/** The name a PostgreSQL text asks to be prepared under (rawStatement's comment), if any. */
export function preparedNameOf(text: string): string | undefined {
  if (!text.startsWith(PREPARED)) return undefined;
  const end = text.indexOf(' */', PREPARED.length);
  return end > 0 ? text.slice(PREPARED.length, end) : undefined;
}

/** SQLite binds no booleans (see sqlite-boolean-plugin.ts): they go as 1/0 there. */
function bindable(dialect: Dialect, value: unknown): unknown {
  return dialect === 'sqlite' && typeof value === 'boolean' ? Number(value) : value;
}

/** The SQLite connection behind an app's database, and who is told of each query. */
interface DirectSqlite {
  sqlite: CachedSqlite;
  observe: QueryObserver | undefined;
}

/**
 * The app's own SQLite database object (database.ts): Kysely, plus the connection it runs on,
 * which runStatement may use directly. Transactions and connections made from it are Kysely's
 * own objects, without it, and so always go through Kysely.
 */
export class SqliteKysely extends Kysely<Database> {
  constructor(
    config: KyselyConfig,
    readonly direct: DirectSqlite,
  ) {
    super(config);
  }
}

/**
 * A statement on the SQLite connection itself, as Kysely's driver would run it (a reader's rows,
 * a writer's count of changed rows) without its executor: the mutex, the plugins and the
 * promises around one synchronous call took as long as SQLite running the statement.
 */
function runOnSqlite<Row>(
  { sqlite, observe }: DirectSqlite,
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
  // Only the app's database object runs directly, never a transaction. And while any request
  // holds a transaction open on the one connection, a statement run here would join it: it
  // waits its turn through Kysely instead.
  if (db instanceof SqliteKysely && !db.direct.sqlite.inTransaction) {
    return runOnSqlite<Row>(db.direct, statement.sqlite, values);
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
