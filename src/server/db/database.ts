import { constants, mkdirSync } from 'node:fs';
import { access, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type LogEvent,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { createGroupCommit, type GroupCommit } from './group-commit';
import { dropValueSamples } from './planner-statistics';
import { preparedNameOf, SqliteKysely } from './raw-statement';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin';
import { withStatementCache } from './statement-cache';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for the start-up message (never includes a password). */
  location: string;
  /** SQLite: concurrent writes share one commit (group-commit.ts). */
  groupCommit?: GroupCommit;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** PostgreSQL schema to use (the benchmark isolates itself in one). */
  pgSchema?: string;
  /** PostgreSQL: told when the server ends a connection the pool holds idle (default: stderr). */
  onIdleConnectionError?: (error: Error) => void;
  /** Told of every query once it has run (the app's metrics; nothing by default). */
  observeQuery?: QueryObserver;
}

/** One query that ran: what kind, whether it failed, and how long it took. */
export interface ObservedQuery {
  dialect: Dialect;
  operation: string;
  failed: boolean;
  milliseconds: number;
}

export type QueryObserver = (query: ObservedQuery) => void;

/** Kysely's query node kinds, as an observed query's operation names them. */
const OPERATIONS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  RawNode: 'raw',
};

/** Kysely's `log` hook: every query it runs, to the observer. */
function logTo(dialect: Dialect, observe: QueryObserver | undefined) {
  if (!observe) return undefined;
  return (event: LogEvent) =>
    observe({
      dialect,
      operation: OPERATIONS[event.query.query.kind] ?? 'other',
      failed: event.level === 'error',
      milliseconds: event.queryDurationMillis,
    });
}

const warnIdleConnectionEnded = (error: Error) =>
  console.warn(`PostgreSQL ended an idle connection; the pool opens another: ${error.message}`);

const PG_TIMESTAMPTZ = 1184;
const PG_DATE = 1082;
const PG_INT8 = 20;
export const SQLITE_CACHE_KIB = 32 * 1024;

/** Both dialects hand timestamps to the rest of the server as ISO strings, dates as YYYY-MM-DD. */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === PG_TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
      if (oid === PG_DATE) return (value: string) => value;
      if (oid === PG_INT8) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/**
 * The pool's client (pg.Pool's `Client` option). Kysely sends every query as text and values;
 * a text that raw-statement.ts marked to be prepared goes as a named prepared statement instead,
 * which pg prepares once per connection. Every other call is pg's own.
 */
class PreparingClient extends pg.Client {}
const pgQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
Object.defineProperty(PreparingClient.prototype, 'query', {
  value: function query(this: pg.Client, ...args: unknown[]) {
    const [text, values] = args;
    const name = args.length <= 2 && typeof text === 'string' ? preparedNameOf(text) : undefined;
    return name ? pgQuery.call(this, { name, text, values }) : pgQuery.apply(this, args);
  },
});

export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: pgTypes(),
      max: 10,
      Client: PreparingClient,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A server restart, a failover or pg_terminate_backend ends the connections the pool holds
    // idle. pg drops such a connection and opens a new one on next use, but it also emits the
    // error on the pool, and an 'error' nobody listens to ends the whole process.
    pool.on('error', options.onIdleConnectionError ?? warnIdleConnectionEnded);
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: logTo('postgres', options.observeQuery),
    });
    const url = new URL(options.databaseUrl);
    url.password = '';
    return {
      kysely,
      dialect: 'postgres',
      location: `${url.host}${url.pathname}`,
      close: async () => {
        await kysely.destroy();
      },
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 32 MiB of pages kept in memory, where SQLite's default keeps 2 MiB: a month of a whole
  // chain's reports reads some 10 MiB of index, which no longer comes from the disk each time.
  // 16 MiB read one store's month 11 % slower; 64 MiB read no faster and held 20 MiB more.
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  dropValueSamples(sqlite);
  const connection = withStatementCache(sqlite);
  const kysely = new SqliteKysely(
    {
      dialect: new ImmediateSqliteDialect({ database: connection }),
      plugins: [new SqliteBooleanPlugin()],
      log: logTo('sqlite', options.observeQuery),
    },
    { sqlite: connection, observe: options.observeQuery },
  );
  return {
    kysely,
    dialect: 'sqlite',
    location: file,
    groupCommit: createGroupCommit(kysely),
    close: () => kysely.destroy(),
  };
}

/**
 * SQLite's transactions begin IMMEDIATE, taking the write lock first. A plain `begin` takes it at
 * the first write, and when another process (the admin command line, a backup) wrote since the
 * transaction's first read, SQLite refuses at once with "database is locked" instead of waiting
 * out busy_timeout: a shift leader's tick would fail because IT reset a password.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}

/** Room for a few changes' pages in SQLite's write-ahead log. */
const PROBE_BYTES = 64 * 1024;

/**
 * A write that leaves nothing behind, to learn whether storage takes writes again after refusing
 * one. SQLite: a file of PROBE_BYTES beside the database, removed at once (a write into the
 * database would land in log pages allocated before the disk filled, and grow the file).
 * PostgreSQL: whether the server takes writes at all (a standby does not); its disk cannot be
 * probed without growing a table.
 */
export async function probeWrite(db: Db): Promise<void> {
  if (db.dialect === 'postgres') {
    const { rows } = await sql<{ readOnly: string }>`
      select current_setting('transaction_read_only') as "readOnly"`.execute(db.kysely);
    if (rows[0]?.readOnly === 'on') {
      throw Object.assign(new Error('PostgreSQL takes no writes'), { code: '25006' });
    }
    return;
  }
  if (db.location === ':memory:') return;
  await access(db.location, constants.W_OK);
  const file = path.join(path.dirname(db.location), '.write-probe');
  try {
    await writeFile(file, Buffer.alloc(PROBE_BYTES));
  } finally {
    await rm(file, { force: true }).catch(() => {});
  }
}
