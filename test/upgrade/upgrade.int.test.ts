import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { systemClock } from '#server/clock';
import { freePort, serverEnv, startServer } from '../crash/server-process';
import type { Db } from '#server/db/database';
import { MIGRATIONS, MigrationError, migrateToLatest } from '#server/db/migrate';
import { createLocalBus } from '#server/live/bus';
import { firstStart } from '#server/setup/first-start';
import { sessionCookieFrom } from '../support/factories';
import { testConfig, testDialects } from '../support/harness';
import { compareTables } from './compare';
import { readManifest, UPGRADE_FIXTURES } from './fixture-files';
import { restorePostgres, restoreSqlite, type RestoredFixture } from './restore';
import { countRows, readAllTables } from './tables';
import { failingMigrations, FAILING_MIGRATION } from './failing-migrations';
import { createDeps } from '#server/deps';

const cases = UPGRADE_FIXTURES.flatMap(({ version, fixture }) =>
  testDialects().map((dialect) => [version, fixture, dialect] as const),
);

describe.each(cases)('upgrading the %s fixture (%s) on %s', (version, release, dialect) => {
  const manifest = readManifest(release);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-upgrade-'));
  let fixture: RestoredFixture;
  let db: Db;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    fixture =
      dialect === 'sqlite'
        ? restoreSqlite(release, dataDir)
        : await restorePostgres(release, url, dataDir);
    db = fixture.open();
  }, 180_000);

  afterAll(async () => {
    await db?.close();
    await fixture?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('migrates to the newest migration keeping every row of every table', async () => {
    expect(await countRows(db)).toEqual(manifest.counts[dialect]);
    const before = await readAllTables(db);
    const ran = new Set((before.get('kysely_migration') ?? []).map((row) => String(row.name)));
    const pending = Object.keys(MIGRATIONS)
      .filter((name) => !ran.has(name))
      .sort();

    const report = await migrateToLatest(db);
    expect(report.applied).toEqual(pending);
    if (dialect === 'sqlite' && pending.length > 0) expect(report.safetyCopy).toContain('before-');
    const after = await readAllTables(db);
    expect(compareTables(before, after)).toEqual([]);
    const rows = [...before.values()].reduce((sum, table) => sum + table.length, 0);
    console.log(
      `upgrade ${version} (${release}) → ${Object.keys(MIGRATIONS).sort().at(-1)} on ${dialect}: ` +
        `${pending.length} migrations, ${rows} rows in ${before.size} tables all kept`,
    );
  }, 180_000);

  it('works on the upgraded data: a demo leader signs in and opens and ticks a checklist', async () => {
    const deps = createDeps({
      db,
      config: testConfig(),
      clock: systemClock,
      live: createLocalBus(),
    });
    expect((await firstStart(deps)).createdAdmin).toBeUndefined();
    const app = await buildApp(deps);
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: manifest.signIn,
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = sessionCookieFrom(signIn.headers['set-cookie']);
      const leader = signIn.json().user as { id: string; storeId: string };
      const stores = await app.inject({ url: '/api/stores', headers: { cookie } });
      expect(stores.json().stores).toEqual([
        expect.objectContaining({ id: leader.storeId, storeNumber: '228', name: 'High Street' }),
      ]);
      const open = await db.kysely
        .selectFrom('checklists')
        .select(['id'])
        .where('created_by', '=', leader.id)
        .where('completed_at', 'is', null)
        .orderBy('business_date', 'desc')
        .executeTakeFirstOrThrow();
      const checklist = await app.inject({
        url: `/api/checklists/${open.id}`,
        headers: { cookie },
      });
      expect(checklist.statusCode).toBe(200);
      const items = checklist.json().items as { id: string; completed: boolean; failed: boolean }[];
      const stored = await db.kysely
        .selectFrom('checklist_items')
        .select('id')
        .where('checklist_id', '=', open.id)
        .execute();
      expect(items).toHaveLength(stored.length);
      const todo = items.find((item) => !item.completed && !item.failed);
      if (!todo) throw new Error('the fixture checklist has nothing left to tick');
      const tick = await app.inject({
        method: 'PATCH',
        url: `/api/checklists/${open.id}/items/${todo.id}`,
        headers: { cookie },
        payload: { type: 'complete', completed: true },
      });
      expect(tick.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('leaves the database as it was when a migration fails, and says so', async () => {
    const before = await readAllTables(db);
    const failure = await migrateToLatest(db, { extra: failingMigrations }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationError);
    const message = (failure as Error).message;
    expect(message).toContain(`Database migration ${FAILING_MIGRATION} failed`);
    expect(message).toContain(
      dialect === 'postgres' ? 'Nothing was changed' : 'put back as it was before the upgrade',
    );
    if (dialect === 'sqlite') {
      await db.close();
      db = fixture.open();
    }
    const after = await readAllTables(db);
    expect(compareTables(before, after)).toEqual([]);
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect(Object.keys(after.get('users')?.[0] ?? {})).toEqual(
      Object.keys(before.get('users')?.[0] ?? {}),
    );
    expect(after.get('kysely_migration')).toHaveLength(before.get('kysely_migration')?.length ?? 0);
  });

  it('stops the start with a clear message on a database from a newer version, changing nothing', async () => {
    await db.kysely
      .insertInto('kysely_migration' as never)
      .values({ name: '999-from-a-newer-version', timestamp: new Date().toISOString() } as never)
      .execute();
    const before = await countRows(db);
    const env = serverEnv(await freePort(), fixture.env);
    const start = await startServer(env).then(
      async (server) => {
        await server.stop();
        return 'started';
      },
      (error: unknown) => String(error),
    );
    expect(start).toContain('The database was upgraded by a newer version of ShiftCheck');
    expect(start).toContain('999-from-a-newer-version');
    expect(await countRows(db)).toEqual(before);
  }, 60_000);
});
