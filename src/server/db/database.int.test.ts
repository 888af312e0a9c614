import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
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
