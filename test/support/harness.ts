import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '#server/app';
import { createLocalBus, createPostgresBus, type LiveBus } from '#server/live/bus';
import type { Clock } from '#server/clock';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, type Db, type Dialect, type QueryObserver } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { createAppMetrics } from '#server/metrics/registry';
import { createDeps, type AppDeps } from '#server/deps';
import { firstStart } from '#server/setup/first-start';
import { createPostgresTestDatabase, SQLITE_TEMPLATE_ENV } from './template-database';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDialects(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export class TestClock implements Clock {
  constructor(public current = new Date('2026-11-22T12:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

/**
 * Where one test file's data lives: a fresh SQLite file, or a fresh PostgreSQL database, each
 * a copy of the run's migrated template (template-database.ts) unless `empty` is asked for.
 */
export interface TestDatabase {
  dialect: Dialect;
  /** A connection to it; `observe` hears every query (the app's metrics). */
  open(observe?: QueryObserver): Db;
  /** The settings another process reaches it with: DATA_DIR for SQLite, DATABASE_URL else. */
  env: { DATA_DIR: string } | { DATABASE_URL: string };
  /** The live bus an app instance on this database uses (PostgreSQL: one channel each). */
  openLive(onError?: (error: unknown) => void): Promise<LiveBus>;
  /** PostgreSQL: the NOTIFY channel of this database's instances. */
  liveChannel?: string;
  /**
   * Statements run so far on the connections opened by `open` (every query, Kysely's or a
   * raw one): this database's alone, where the metrics count every app of the process.
   */
  statementsRun(): number;
  destroy(): Promise<void>;
}

/** Counts the queries of every connection it observes, and passes each on to `then`. */
export function countingObserver(): {
  observe: (then?: QueryObserver) => QueryObserver;
  count: () => number;
} {
  let run = 0;
  return {
    observe: (then) => (query) => {
      run += 1;
      then?.(query);
    },
    count: () => run,
  };
}

/** Bus errors are shown, except a listener ended on purpose (tests that cut it: 57P01). */
const failLoudly = (error: unknown) => {
  if (error instanceof Error && 'code' in error && error.code === '57P01') return;
  console.error('live bus error', error);
};

export interface TestDatabaseOptions {
  /**
   * No tables at all, for tests that run the migrations themselves (from an older release's
   * point, say). Otherwise the database is already migrated to the newest migration.
   */
  empty?: boolean;
}

export async function createTestDatabase(
  dialect: Dialect,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const counter = countingObserver();
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-test-'));
    const file = path.join(dir, 'shiftcheck.db');
    const template = process.env[SQLITE_TEMPLATE_ENV];
    if (!options.empty && template && existsSync(template)) copyFileSync(template, file);
    return {
      dialect,
      open: (observe) => openDatabase({ sqliteFile: file, observeQuery: counter.observe(observe) }),
      env: { DATA_DIR: dir },
      statementsRun: counter.count,
      openLive: async () => createLocalBus(),
      destroy: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const database = await createPostgresTestDatabase(options);
  // NOTIFY reaches only the sessions of the same database; a channel of its own still tells
  // its listeners apart on the server (tests that cut them find them by application name).
  const channel = `sc_${database.suffix}`;
  return {
    dialect,
    open: (observe) =>
      openDatabase({ databaseUrl: database.url, observeQuery: counter.observe(observe) }),
    env: { DATABASE_URL: database.url },
    statementsRun: counter.count,
    liveChannel: channel,
    openLive: (onError = failLoudly) =>
      createPostgresBus({ connectionString: database.url, channel, onError }),
    destroy: () => database.drop(),
  };
}

export const TEST_ADMIN = { email: 'admin@test.example', password: 'admin-password-1' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // Files the app writes (the mail outbox) stay out of the working tree.
      DATA_DIR: path.join(tmpdir(), 'shiftcheck-test-data'),
      // Signing in stays one step for the suites; two-factor's own tests ask for it.
      TWO_FACTOR_REQUIRED_ROLES: 'none',
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: TestClock;
  /** Closes the app and its connection, keeping the data (for restart tests). */
  stop(): Promise<void>;
}

export async function startTestApp(
  database: TestDatabase,
  options: { config?: Partial<Config>; clock?: TestClock; build?: BuildOptions } = {},
): Promise<TestApp> {
  const metrics = createAppMetrics();
  const db = database.open(metrics.observeQuery);
  await migrateToLatest(db);
  const clock = options.clock ?? new TestClock();
  const live = await database.openLive();
  const deps = createDeps({ db, config: testConfig(options.config), clock, live, metrics });
  await firstStart(deps);
  const app = await buildApp(deps, options.build);
  await app.ready();
  return {
    app,
    deps,
    clock,
    stop: async () => {
      await app.close();
      await live.close();
      await db.close();
    },
  };
}
