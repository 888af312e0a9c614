import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('the SQLite file the app opens', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-db-'));
  const db = openDatabase({ sqliteFile: path.join(dir, 'app.db') });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pragma = async (name: string) => {
    const { rows } = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(
      db.kysely,
    );
    return Object.values(rows[0] ?? {})[0];
  };

  it('writes through a WAL synced on every commit, checks foreign keys and keeps 64 MiB of pages', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
    // 2 is FULL: a commit is on the disk before the answer goes out.
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('cache_size')).toBe(-64 * 1024);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a PostgreSQL pool whose idle connections the server ends', () => {
  it('keeps the process up and answers the next query on a new connection', async () => {
    const ended: Error[] = [];
    const db = openDatabase({ databaseUrl: url, onIdleConnectionError: (e) => ended.push(e) });
    try {
      // Two connections go back to the pool idle.
      const pids = await Promise.all(
        [0, 1].map(async () => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
            db.kysely,
          );
          return rows[0]!.pid;
        }),
      );
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
      await admin.end();
      await expect.poll(() => ended.length).toBeGreaterThan(0);
      expect(ended[0]?.message).toMatch(/terminating connection/);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await db.close();
    }
  });
});
