import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#test/crash/server-process';
import { createUser } from '#test/support/factories';
import { changeItem, leaderWithChecklists } from '#test/support/tick-scene';
import { useTestApp } from '#test/support/use-test-app';

/** The admin command line in its own process, as IT runs it beside the server. */
function adminProcess(env: Record<string, string>, args: string[]): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.once('exit', resolve));
}

/** Another process that changes the database file once, waiting out busy_timeout for its turn. */
function otherWriter(file: string) {
  const script = `
    const db = require('better-sqlite3')(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    db.prepare("update users set display_name = 'Another process' where role = 'super-admin'").run();`;
  const child = spawn(process.execPath, ['-e', script, file], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  return new Promise<number | null>((resolve) => child.once('exit', resolve));
}

// SQLite has one writer at a time across processes: the server's writes wait for another
// process's (busy_timeout) instead of failing with "database is locked".
describe('another process writing while a store ticks (SQLite)', () => {
  const t = useTestApp('sqlite');

  it('never turns a tick into an error', { timeout: 90_000 }, async () => {
    const { leader, checklists } = await leaderWithChecklists(t, 3);
    // The items that take a tick (a reading refuses one).
    const items = checklists.flatMap((checklist) =>
      checklist.items
        .filter((item) => item.kind === 'check')
        .map((item) => ({ checklistId: checklist.id, itemId: item.id })),
    );
    const person = await createUser(t.deps, { role: 'shift-leader', storeId: null });
    const statuses = new Map<number, number>();
    let writing = true;
    let sent = 0;
    const tickLoop = async (lane: number) => {
      for (let i = lane; writing; i += 4) {
        const { checklistId, itemId } = items[i % items.length]!;
        const answer = await changeItem(
          t,
          leader,
          checklistId,
          itemId,
          { type: 'complete', completed: i % 8 < 4 },
          `tick-${lane}-${i}`,
        );
        sent += 1;
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      }
    };
    const ticking = Promise.all([0, 1, 2, 3].map(tickLoop));
    try {
      for (const command of ['reset-password', 'end-sessions']) {
        expect(await adminProcess(t.database.env, [command, person.email])).toBe(0);
      }
    } finally {
      writing = false;
      await ticking;
    }
    expect(sent).toBeGreaterThan(100);
    expect([...statuses.keys()]).toEqual([200]);
  });

  it('a transaction that read before another process wrote still commits its own write', async () => {
    const file = path.join(
      'DATA_DIR' in t.database.env ? t.database.env.DATA_DIR : '',
      'shiftcheck.db',
    );
    let other: Promise<number | null> | undefined;
    await t.deps.db.kysely.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').execute();
      other = otherWriter(file);
      // Begun IMMEDIATE, this transaction holds the write lock: the other process waits its turn
      // (busy_timeout). Begun deferred, it would write first, and this write would fail at once
      // with "database is locked" (SQLITE_BUSY_SNAPSHOT), whatever busy_timeout says.
      await Promise.race([other, sleep(1000)]);
      await trx
        .updateTable('users')
        .set({ display_name: 'This transaction' })
        .where('role', '=', 'super-admin')
        .execute();
    });
    expect(await other).toBe(0);
    const names = await t.deps.db.kysely
      .selectFrom('users')
      .select('display_name')
      .where('role', '=', 'super-admin')
      .execute();
    expect(names.map((row) => row.display_name)).toEqual(['Another process']);
  });
});
