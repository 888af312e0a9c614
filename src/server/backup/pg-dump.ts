import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { BackupError, backupFileName } from '../db/sqlite-backup';

export const PG_DUMP_MISSING =
  "No backup was taken: pg_dump is not installed. Install PostgreSQL's client tools of the " +
  "database server's major version (Debian, Ubuntu: apt-get install postgresql-client) and run " +
  'the backup again.';

/** A failed backup, and the status the command exits with: pg_dump's own when it ran. */
export class PgDumpError extends BackupError {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** `shiftcheck-2026-11-22T12-00-00Z.dump`: the SQLite backups' name, pg_dump's usual ending. */
export const dumpFileName = (now: Date) => backupFileName(now).replace(/\.db$/, '.dump');

/**
 * The URL pg_dump is given, without its password, which it gets in PGPASSWORD instead: any user
 * of the machine can read a process's command line, only its owner its environment. A URL that
 * is not a single-host URL (libpq also takes `postgres://a,b/db`) is passed on as it is.
 */
export function pgDumpConnection(databaseUrl: string): { url: string; password: string | null } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { url: databaseUrl, password: null };
  }
  if (url.password === '') return { url: databaseUrl, password: null };
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password };
}

/** Where the backup came from, for the command's last line: no user name, no password. */
export function describeDatabase(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `the PostgreSQL database ${decodeURIComponent(url.pathname.slice(1))} on ${url.host}`;
  } catch {
    return 'the PostgreSQL database';
  }
}

type Ended = { code: number | null; signal: NodeJS.Signals | null } | { missing: true };

function runPgDump(args: string[], env: NodeJS.ProcessEnv): Promise<Ended> {
  return new Promise((resolve, reject) => {
    // An argument list, never a shell: nothing in the URL is ever read as a command.
    const child = spawn('pg_dump', args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? resolve({ missing: true }) : reject(error),
    );
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
}

/**
 * A consistent snapshot of the PostgreSQL database in pg_dump's custom format (pg_restore reads
 * it), taken while ShiftCheck runs. pg_dump writes next to the target and the file is renamed
 * once pg_dump succeeded, so an interrupted backup never looks like a finished one. pg_dump's
 * messages go to stderr as it prints them; its exit status is the command's.
 */
export async function backupPostgres(
  databaseUrl: string,
  target: string,
): Promise<{ bytes: number }> {
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose another name.`);
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const { url, password } = pgDumpConnection(databaseUrl);
  const env = password === null ? process.env : { ...process.env, PGPASSWORD: password };
  // --no-password: a cron job has nobody to answer a prompt; a missing password fails instead.
  const args = ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${url}`];
  const ended = await runPgDump(args, env);
  if ('missing' in ended) throw new PgDumpError(PG_DUMP_MISSING, 1);
  if (ended.code !== 0) {
    rmSync(partial, { force: true });
    const how = ended.signal ? `was stopped by ${ended.signal}` : `exited with ${ended.code}`;
    throw new PgDumpError(`No backup was taken: pg_dump ${how}.`, ended.code || 1);
  }
  renameSync(partial, target);
  return { bytes: statSync(target).size };
}
