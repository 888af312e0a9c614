import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#server/db/database';
import { GROUP_COMMIT_MAX_MEMBERS } from '#server/db/group-commit';
import type { Database } from '#server/db/types';

/** A write of one row through the group commit, as runTransaction makes it. */
async function write(db: Db, value: string, outcome: 'keep' | 'discard' | 'throw' = 'keep') {
  const group = db.groupCommit;
  if (!group) throw new Error('SQLite opens with a group commit');
  const member = await group.enter();
  try {
    await insert(member.trx, value);
    if (outcome === 'throw') throw new Error(`refused ${value}`);
  } catch (error) {
    await member.discard();
    throw error;
  }
  if (outcome === 'discard') await member.discard();
  else await member.keep();
}

const insert = (trx: Kysely<Database>, value: string) =>
  sql`insert into notes (value) values (${value})`.execute(trx);

describe('group commit on SQLite', () => {
  let dir: string;
  let file: string;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-group-'));
    file = path.join(dir, 'app.db');
    db = openDatabase({ sqliteFile: file });
    await sql`create table notes (value text primary key)`.execute(db.kysely);
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What another connection to the file finds: only what has been committed. */
  const committed = () => {
    const other = new SQLite(file, { readonly: true });
    try {
      return (other.prepare('select value from notes order by value').all() as { value: string }[])
        .map((row) => row.value)
        .join(',');
    } finally {
      other.close();
    }
  };

  it('lets writes arriving together share one commit, each answered only once it is on disk', async () => {
    const values = Array.from({ length: 12 }, (_, i) => `n${String(i).padStart(2, '0')}`);
    const seenWhenAnswered: string[] = [];
    await Promise.all(
      values.map(async (value) => {
        await write(db, value);
        // A kept write is answered only after the commit: another connection already sees it.
        if (committed().split(',').includes(value)) seenWhenAnswered.push(value);
      }),
    );
    expect(seenWhenAnswered.sort()).toEqual(values);
    expect(db.groupCommit?.stats.kept).toBe(12);
    expect(db.groupCommit?.stats.commits).toBeLessThan(12);
  });

  it('undoes only the write that failed or changed nothing; the others in its commit stay', async () => {
    const results = await Promise.allSettled([
      write(db, 'a'),
      write(db, 'b', 'throw'),
      write(db, 'c', 'discard'),
      write(db, 'd'),
      // The same key as a kept one: a constraint error in its own savepoint only.
      write(db, 'a'),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(committed()).toBe('a,d');
  });

  it('tells every write of a commit that it was lost when SQLite ends the whole transaction', async () => {
    const group = db.groupCommit!;
    const first = write(db, 'kept-before');
    const breaking = (async () => {
      const member = await group.enter();
      // What a full disk or an I/O error does: SQLite rolls the transaction back by itself.
      await sql`rollback`.execute(member.trx);
      await member.keep();
    })();
    const results = await Promise.allSettled([first, breaking]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(committed()).toBe('');
    // The next write starts a transaction of its own and is saved.
    await write(db, 'after');
    expect(committed()).toBe('after');
  });

  it('commits a long line of writes in more than one commit, none larger than its bound', async () => {
    const total = GROUP_COMMIT_MAX_MEMBERS * 2 + 3;
    const values = Array.from({ length: total }, (_, i) => `m${String(i).padStart(3, '0')}`);
    await Promise.all(values.map((value) => write(db, value)));
    expect(committed().split(',')).toEqual(values);
    expect(db.groupCommit?.stats.kept).toBe(total);
    // Every write of the line was waiting at once, so only the bound splits them.
    expect(db.groupCommit?.stats.commits).toBe(3);
  });

  it('commits a write alone at once when nothing else is waiting', async () => {
    await write(db, 'alone');
    expect(committed()).toBe('alone');
    expect(db.groupCommit?.stats).toEqual({ kept: 1, commits: 1 });
  });
});
