import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '#server/db/database';
import { createAppMetrics } from '#server/metrics/registry';
import { rawStatement, runHotStatement } from '#server/db/raw-statement';

const READ = rawStatement('select name from things where id = ?');
const RENAME = rawStatement('update things set name = ? where id = ?');

const metrics = createAppMetrics();

/** How many statements the metrics have seen of this kind, and how many of them failed. */
async function observed(): Promise<{ ok: number; error: number }> {
  const { values } = await metrics.dbQueryDuration.get();
  const count = (outcome: string) =>
    values.find(
      (v) =>
        v.metricName === 'shiftcheck_db_query_duration_seconds_count' &&
        v.labels.dialect === 'sqlite' &&
        v.labels.operation === 'raw' &&
        v.labels.outcome === outcome,
    )?.value ?? 0;
  return { ok: count('ok'), error: count('error') };
}

describe("a hot statement on SQLite, run on the connection without Kysely's executor", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-raw-'));
  const db = openDatabase({
    sqliteFile: path.join(dir, 'app.db'),
    observeQuery: metrics.observeQuery,
  });
  beforeAll(async () => {
    await sql`create table things (id integer primary key, name text not null)`.execute(db.kysely);
    await sql`insert into things (id, name) values (1, 'fryer'), (2, 'grill')`.execute(db.kysely);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a read's rows and a write's count, each observed in the metrics", async () => {
    const executeQuery = vi.spyOn(db.kysely, 'executeQuery');
    const before = await observed();
    expect((await runHotStatement<{ name: string }>(db.kysely, READ, [2])).rows).toEqual([
      { name: 'grill' },
    ]);
    expect((await runHotStatement(db.kysely, RENAME, ['fryer 2', 1])).changed).toBe(1);
    expect((await runHotStatement(db.kysely, RENAME, ['nothing', 99])).changed).toBe(0);
    await expect(
      runHotStatement(db.kysely, rawStatement('select nope from things'), []),
    ).rejects.toThrow(/no such column/);
    expect(executeQuery).not.toHaveBeenCalled();
    const after = await observed();
    expect(after.ok - before.ok).toBe(3);
    expect(after.error - before.error).toBe(1);
  });

  it('waits for a transaction another request holds open, and never reads what it has not committed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside = () => {};
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const transaction = db.kysely.transaction().execute(async (trx) => {
      await runHotStatement(trx, RENAME, ['uncommitted', 2]);
      inside();
      await held;
      throw new Error('rolled back');
    });
    await opened;

    let answered: string | undefined;
    const read = runHotStatement<{ name: string }>(db.kysely, READ, [2]).then(({ rows }) => {
      answered = rows[0]?.name;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBeUndefined();

    release();
    await expect(transaction).rejects.toThrow('rolled back');
    await read;
    expect(answered).toBe('grill');
  });
});
