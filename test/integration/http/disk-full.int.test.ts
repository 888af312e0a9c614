import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, STORAGE_MESSAGES } from '#domain/api-error';
import { openDatabase } from '#server/db/database';
import { createLocalBus } from '#server/live/bus';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import {
  countingObserver,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '#test/support/harness';

/** A file system of its own, small enough to fill: a tmpfs (needs root, or CAP_SYS_ADMIN). */
function mountSmallDisk(): { dir: string } | { reason: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { reason: stderr || String(error) };
  }
}

/** Writes a file until the disk has not a byte left; returns its path. */
function fillDisk(dir: string): string {
  const file = path.join(dir, 'filler');
  const fd = openSync(file, 'w');
  try {
    for (let chunk = 1024 * 1024; chunk >= 1;) {
      try {
        writeSync(fd, Buffer.alloc(chunk));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        chunk = Math.floor(chunk / 2);
      }
    }
  } finally {
    closeSync(fd);
  }
  return file;
}

describe('a tick on a full disk (SQLite on an 8 MiB tmpfs)', () => {
  let disk: { dir: string } | { reason: string } = { reason: 'not mounted yet' };
  let t: TestApp | undefined;

  beforeAll(async () => {
    disk = mountSmallDisk();
    if (!('dir' in disk)) return;
    const file = path.join(disk.dir, 'shiftcheck.db');
    const counter = countingObserver();
    const database: TestDatabase = {
      dialect: 'sqlite',
      open: (observe) => openDatabase({ sqliteFile: file, observeQuery: counter.observe(observe) }),
      env: { DATA_DIR: disk.dir },
      openLive: async () => createLocalBus(),
      statementsRun: counter.count,
      destroy: async () => {},
    };
    t = await startTestApp(database, { config: { dataDir: disk.dir } });
  });
  afterAll(async () => {
    await t?.stop();
    if (!('dir' in disk)) return;
    execFileSync('umount', [disk.dir]);
    rmSync(disk.dir, { recursive: true, force: true });
  });

  /** The mounted disk and the app on it; or the test is skipped, saying why. */
  function onSmallDisk(skip: (note: string) => never): { dir: string; t: TestApp } {
    if (!('dir' in disk) || !t) {
      const note = `cannot mount a small tmpfs, so a full disk is not tested: ${'reason' in disk ? disk.reason : 'the app did not start'}`;
      console.warn(`SKIPPED: ${note}`);
      return skip(note);
    }
    return { dir: disk.dir, t };
  }

  it('answers 507 in plain words and /readyz 503, then both recover once space is freed', async (context) => {
    const { dir, t } = onSmallDisk((note) => context.skip(note));
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const checklist = await createChecklist(t.deps, { by: leader });
    const [saved, ...rest] = checklist.items;
    // Several ticks arriving together share one group and one commit: each is told.
    const refused = rest.slice(0, 4);
    if (!saved || refused.length < 4) throw new Error('the checklist has five items');
    const tick = (itemId: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/checklists/${checklist.id}/items/${itemId}`,
        payload: { type: 'complete', completed: true },
        headers: { cookie: leader.cookie, 'idempotency-key': `tick-${itemId}` },
      });
    const completedItems = async () => {
      const response = await leader.api.get(`/api/checklists/${checklist.id}`);
      expect(response.statusCode).toBe(200);
      const items = response.json().items as { id: string; completed: boolean }[];
      return items.filter((item) => item.completed).map((item) => item.id);
    };
    expect((await tick(saved.id)).statusCode).toBe(200);
    // An empty log: the next commit needs new pages on the disk, not ones allocated earlier.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(t.deps.db.kysely);
    const filler = fillDisk(dir);

    const onFullDisk = await Promise.all(refused.map((item) => tick(item.id)));
    for (const answer of onFullDisk) {
      expect(answer.statusCode).toBe(507);
      expect(answer.json()).toMatchObject({
        error: { code: ERROR_CODES.storageFull, message: STORAGE_MESSAGES.full },
      });
    }
    const notReady = await t.app.inject({ url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: 'disk full', checks: { database: 'disk full' } });
    // Still not ready on the next check; reads still answer, and nothing saved was lost.
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect(await completedItems()).toEqual([saved.id]);

    rmSync(filler);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    // The phone's queue sends the refused ticks again, with the same keys.
    const again = await Promise.all(refused.map((item) => tick(item.id)));
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await completedItems()).sort()).toEqual([saved.id, ...refused.map((i) => i.id)].sort());
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
