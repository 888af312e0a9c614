import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { errorCode } from '#server/db/error-code';

/**
 * The schema is migrated once per test run (test/support/global-setup.ts) and every test file
 * starts from a copy: a copied SQLite file, or a PostgreSQL database made with
 * `CREATE DATABASE … TEMPLATE`. The global setup says where the templates are through these
 * variables, which Vitest hands on to its workers; without them (a script, another project)
 * every database starts empty and is migrated where it is opened.
 */
export const SQLITE_TEMPLATE_ENV = 'SHIFTCHECK_TEST_SQLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'SHIFTCHECK_TEST_PG_TEMPLATE';

/** Names of this tooling's databases: shiftcheck_tpl_<run>, shiftcheck_test_<run>_<random>. */
const TEMPLATE_PREFIX = 'shiftcheck_tpl_';
const TEST_PREFIX = 'shiftcheck_test_';
/** <seconds since 1970>_<process id>: unique per run on one server, and says when it began. */
const RUN_PATTERN = /^shiftcheck_(?:tpl|test)_(\d+)_\d+(?:_[0-9a-f]+)?$/;

export function newRunId(): string {
  return `${Math.floor(Date.now() / 1000)}_${process.pid}`;
}

export const templateNameOf = (runId: string) => `${TEMPLATE_PREFIX}${runId}`;

/** The run a template belongs to, so the databases copied from it can be named after it. */
function runIdOf(template: string | undefined): string {
  return template?.startsWith(TEMPLATE_PREFIX)
    ? template.slice(TEMPLATE_PREFIX.length)
    : newRunId();
}

/** The same server, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** SQLSTATE 55006: the template has a session of its own (another run's CREATE is copying). */
const TEMPLATE_IN_USE = '55006';

export interface PostgresTestDatabase {
  name: string;
  url: string;
  /** Tells this database apart for names that must be unique on the server (NOTIFY listeners). */
  suffix: string;
  drop(): Promise<void>;
}

/**
 * A fresh database on TEST_DATABASE_URL's server: a copy of the run's migrated template, or
 * empty when asked (or when no template was made). Dropped with every session still in it.
 */
export async function createPostgresTestDatabase(
  options: { empty?: boolean } = {},
): Promise<PostgresTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = options.empty ? undefined : process.env[PG_TEMPLATE_ENV];
  const suffix = randomBytes(6).toString('hex');
  const name = `${TEST_PREFIX}${runIdOf(process.env[PG_TEMPLATE_ENV])}_${suffix}`;
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        if (errorCode(error) !== TEMPLATE_IN_USE || attempt >= 50) throw error;
        await sleep(20 * attempt);
      }
    }
  });
  return {
    name,
    url: databaseUrl(serverUrl, name),
    suffix,
    drop: () =>
      withAdmin(serverUrl, async (admin) => {
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/**
 * Drops this tooling's databases: those of the run `runId` (its template and any test file's
 * database left behind), and any from a run that began more than a day ago (one that was killed
 * before its teardown). Another run still going keeps its own.
 */
export async function dropTestDatabases(serverUrl: string, runId?: string): Promise<string[]> {
  const dayAgo = Date.now() / 1000 - 24 * 60 * 60;
  return withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'shiftcheck\\_%'`,
    );
    const doomed = rows
      .map((row) => row.datname)
      .filter((name) => {
        const started = RUN_PATTERN.exec(name)?.[1];
        if (started === undefined) return false;
        const ofThisRun =
          runId !== undefined &&
          (name === templateNameOf(runId) || name.startsWith(`${TEST_PREFIX}${runId}_`));
        return ofThisRun || Number(started) < dayAgo;
      });
    for (const name of doomed) await admin.query(`drop database if exists ${name} with (force)`);
    return doomed;
  });
}
