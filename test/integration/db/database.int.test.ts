import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database';

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

  it('writes through a WAL synced on every commit, checks foreign keys and keeps 32 MiB of pages', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
    // 2 is FULL: a commit is on the disk before the answer goes out.
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('cache_size')).toBe(-32 * 1024);
  });
});

describe('a SQLite file analyzed by hand before the app opens it', () => {
  it('keeps the row counts for the planner and drops the value samples', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-db-'));
    const file = path.join(dir, 'app.db');
    try {
      const byHand = new SQLite(file);
      byHand.exec('create table t (store text, day text)');
      byHand.exec('create index t_store_day on t (store, day)');
      const insert = byHand.prepare('insert into t values (?, ?)');
      for (let n = 0; n < 200; n += 1) insert.run(`store-${n % 7}`, `2026-01-${(n % 28) + 1}`);
      byHand.exec('analyze');
      expect(byHand.prepare('select count(*) from sqlite_stat4').pluck().get()).toBeGreaterThan(0);
      byHand.close();

      const db = openDatabase({ sqliteFile: file });
      const counted = async (table: string) =>
        (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely))
          .rows[0]?.n;
      try {
        expect(await counted('sqlite_stat4')).toBe(0);
        expect(await counted('sqlite_stat1')).toBeGreaterThan(0);
        const { rows } = await sql<{ detail: string }>`explain query plan
          select day from t where store = ${'store-1'} and day >= ${'2026-01-02'}`.execute(
          db.kysely,
        );
        expect(rows.map((row) => row.detail).join()).toMatch(/USING COVERING INDEX t_store_day/);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
      // Each ended connection is reported on its own; until the last report has arrived, the
      // pool may still hand that connection out.
      const connections = new Set(pids).size;
      await expect.poll(() => ended.length).toBeGreaterThanOrEqual(connections);
      expect(ended[0]?.message).toMatch(/terminating connection/);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await db.close();
    }
  });
});
