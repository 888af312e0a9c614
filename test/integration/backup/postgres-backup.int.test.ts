import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#server/db/database';
import { PG_DUMP_MISSING } from '#server/backup/pg-dump';
import { seedDeps, seedStore } from '#test/crash/seed';
import { createServerDatabase } from '#test/crash/server-database';
import { serverEnv, spawnTs } from '#test/crash/server-process';
import { createPostgresTestDatabase, databaseUrl } from '#test/support/template-database';
import { countRows } from '#test/upgrade/tables';

const serverUrl = process.env.TEST_DATABASE_URL;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `npm run backup [target]` as a cron job runs it: its exit status and what it printed. */
function runBackup(env: NodeJS.ProcessEnv, args: string[] = []) {
  const child = spawnTs('src/server/backup/main.ts', args, env);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** The backup command's environment: the database settings given and nothing of the shell's. */
const backupEnv = (database: Record<string, string>) => serverEnv(0, database);

describe('npm run backup on PostgreSQL', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it.skipIf(!serverUrl)(
    'writes a pg_dump custom-format file that pg_restore restores (needs TEST_DATABASE_URL)',
    async () => {
      const database = await createServerDatabase('postgres');
      cleanup.push(() => database.destroy());
      const seeding: Db = database.open();
      await seedStore(await seedDeps(seeding), ['breakfast', 'day']);
      const counts = await countRows(seeding);
      await seeding.close();

      const started = Date.now();
      const backup = await runBackup(backupEnv(database.env));
      const took = Date.now() - started;
      expect(backup.code, backup.stderr).toBe(0);
      const backups = path.join(database.dataDir, 'backups');
      const [name, ...others] = readdirSync(backups);
      expect(others).toEqual([]);
      expect(name).toMatch(/^shiftcheck-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.dump$/);
      const file = path.join(backups, name ?? '');
      expect(backup.stdout).toMatch(
        new RegExp(
          `^Backed up the PostgreSQL database \\w+ on [\\w.:]+ to ${escape(file)} \\(\\d+ KiB`,
        ),
      );
      const listed = execFileSync('pg_restore', ['--list', file], { encoding: 'utf8' });
      expect(listed).toMatch(/TABLE public checklists /);
      expect(listed).toMatch(/TABLE DATA public checklists /);

      // Restored as docs/operations.md says, into an empty database: every row is there.
      const restored = await createPostgresTestDatabase({ empty: true });
      cleanup.push(() => restored.drop());
      execFileSync('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        `--dbname=${restored.url}`,
        file,
      ]);
      const restoredDb = openDatabase({ databaseUrl: restored.url });
      expect(await countRows(restoredDb)).toEqual(counts);
      await restoredDb.close();
      console.log(
        `backup on postgres: ${Object.values(counts).reduce((sum, n) => sum + n, 0)} rows in ` +
          `${Object.keys(counts).length} tables dumped in ${took} ms and restored with every row`,
      );
    },
    60_000,
  );

  it.skipIf(!serverUrl)(
    "exits with pg_dump's status and message when pg_dump fails, leaving no file (needs TEST_DATABASE_URL)",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-backup-'));
      cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const missing = databaseUrl(serverUrl ?? '', 'shiftcheck_no_such_database');
      const backup = await runBackup(backupEnv({ DATABASE_URL: missing, DATA_DIR: dataDir }));
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain('"shiftcheck_no_such_database" does not exist');
      expect(backup.stderr).toContain('No backup was taken: pg_dump exited with 1.');
      expect(backup.stdout).toBe('');
      expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([]);
    },
    60_000,
  );

  it('says in one line what to install when pg_dump is not there, and exits 1', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-backup-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // A PATH with nothing on it: node is started by its full path, pg_dump is looked up.
    const emptyPath = mkdtempSync(path.join(tmpdir(), 'shiftcheck-no-pg-dump-'));
    cleanup.push(() => rmSync(emptyPath, { recursive: true, force: true }));
    const env = backupEnv({
      DATABASE_URL: 'postgres://shiftcheck:secret@127.0.0.1:1/shiftcheck',
      DATA_DIR: dataDir,
      PATH: emptyPath,
    });
    const backup = await runBackup(env, [path.join(dataDir, 'nightly.dump')]);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toBe(`${PG_DUMP_MISSING}\n`);
    expect(backup.stdout).toBe('');
    expect(PG_DUMP_MISSING).toContain('apt-get install postgresql-client');
    expect(existsSync(path.join(dataDir, 'nightly.dump'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'nightly.dump.partial'))).toBe(false);
  });
});
