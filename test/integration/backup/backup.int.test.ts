import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checklistDetailSchema } from '#domain/checklists/api';
import { openDatabase } from '#server/db/database';
import { seedDeps, seedStore } from '#test/crash/seed';
import { createServerDatabase, type ServerDatabase } from '#test/crash/server-database';
import {
  freePort,
  serverEnv,
  spawnTs,
  startServer,
  type ServerProcess,
} from '#test/crash/server-process';
import { seededRandom, WriteLoad } from '#test/crash/write-load';
import { integrityOf } from '#server/db/sqlite-backup';
import { checkSnapshot } from '#test/crash/snapshot-check';

const SEED = Math.floor(Math.random() * 2 ** 31);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run backup <target>`, as an operator runs it next to the serving app. */
function runBackupCommand(env: NodeJS.ProcessEnv, target: string): Promise<string> {
  const child = spawnTs('src/server/backup/main.ts', [target], env);
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(printed) : reject(new Error(`backup exited ${code}: ${printed}`)),
    ),
  );
}

describe('Backups on sqlite (real server under write load)', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('copies the database while it is written to; the copy restores with every acknowledged write', async () => {
    const database: ServerDatabase = await createServerDatabase('sqlite');
    cleanup.push(() => database.destroy());
    const seeding = database.open();
    const checklists = await seedStore(await seedDeps(seeding), ['breakfast', 'day', 'night']);
    await seeding.close();
    const env = serverEnv(await freePort(), database.env);
    let server: ServerProcess | null = await startServer(env);
    cleanup.push(() => server?.kill());
    const url = server.url;
    const loads = checklists.map(
      (checklist, index) =>
        new WriteLoad({
          baseUrl: () => url,
          checklist,
          clients: 2,
          maxTargets: 10,
          random: seededRandom(SEED + index),
          tag: `b${index}-${SEED}`,
        }),
    );
    const acknowledged = () => loads.flatMap((load) => load.acknowledged());
    loads.forEach((load) => load.start());
    while (acknowledged().length < 30) await pause(10);

    const acknowledgedBefore = new Set(acknowledged().map((write) => write.key));
    const backupStarted = Date.now();
    const target = path.join(database.dataDir, 'backups', 'under-load.db');
    const printed = await runBackupCommand(env, target);
    const backupFinished = Date.now();
    await pause(300);
    await Promise.all(loads.map((load) => load.stop()));
    await server.stop();
    server = null;
    expect(printed).toContain('integrity ok');
    expect(integrityOf(target)).toBe('ok');

    // Restore as docs/operations.md says: the copy becomes shiftcheck.db of a data directory.
    const restoredDir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-restored-'));
    cleanup.push(() => rmSync(restoredDir, { recursive: true, force: true }));
    const restoredFile = path.join(restoredDir, 'shiftcheck.db');
    copyFileSync(target, restoredFile);
    const restored = openDatabase({ sqliteFile: restoredFile });
    const writes = loads.flatMap((load) => load.writes);
    const snapshots = [];
    for (const checklist of checklists) {
      snapshots.push(await checkSnapshot(restored.kysely, checklist, writes, acknowledgedBefore));
    }
    await restored.close();
    expect(snapshots.flatMap((snapshot) => snapshot.problems)).toEqual([]);

    const restoredEnv = serverEnv(await freePort(), { DATA_DIR: restoredDir });
    server = await startServer(restoredEnv);
    for (const [index, checklist] of checklists.entries()) {
      const response = await fetch(`${server.url}/api/checklists/${checklist.id}`, {
        headers: { cookie: checklist.cookie },
      });
      const detail = checklistDetailSchema.parse(await response.json());
      const shown = detail.items.map((item) => [item.id, item.completed, item.failed]);
      const expected = [...(snapshots[index]?.expected.values() ?? [])];
      expect(shown).toEqual(expected.map((item) => [item.id, item.completed, item.failed]));
      const texts = detail.shiftTargets.map((shiftTarget) => shiftTarget.text);
      for (const write of writes) {
        if (
          write.kind === 'target' &&
          acknowledgedBefore.has(write.key) &&
          write.path.includes(checklist.id)
        ) {
          expect(texts).toContain(write.text);
        }
      }
    }
    await server.stop();
    server = null;
    expect(integrityOf(restoredFile)).toBe('ok');

    const during = writes.filter(
      (write) =>
        write.acknowledgedAt !== null &&
        write.acknowledgedAt >= backupStarted &&
        write.acknowledgedAt <= backupFinished,
    ).length;
    const present = snapshots.reduce((sum, snapshot) => sum + snapshot.present, 0);
    console.log(
      `backup under load on sqlite: ${acknowledgedBefore.size} writes acknowledged before the ` +
        `backup, all found after restoring it; ${during} acknowledged while it ran, ` +
        `${acknowledged().length} in all; the copy holds ${present}; integrity ok (seed ${SEED})`,
    );
    expect(during).toBeGreaterThan(0);
  }, 60_000);
});
