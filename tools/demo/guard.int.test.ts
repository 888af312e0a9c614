import { describe, expect, it } from 'vitest';
import { createChecklist, createStore, createUser } from '#test/support/factories';
import {
  createTestDatabase,
  startTestApp,
  testDialects,
  TEST_ADMIN,
  type TestApp,
} from '#test/support/harness';
import { assertDemoCanLoad } from './guard';
import { loadDemoChain } from './load';

describe.each(testDialects())('npm run demo on a database with its own data (%s)', (dialect) => {
  const cases = [
    [
      'a user',
      async (t: TestApp) =>
        void (await createUser(t.deps, { role: 'shift-leader', storeId: null })),
    ],
    ['a store', async (t: TestApp) => void (await createStore(t.deps))],
    [
      'a checklist',
      async (t: TestApp) => {
        const admin = await createUser(t.deps, { role: 'super-admin', storeId: null });
        await t.deps.db.kysely.deleteFrom('users').where('email', '=', TEST_ADMIN.email).execute();
        const store = await t.deps.db.kysely
          .selectFrom('stores')
          .select('id')
          .executeTakeFirstOrThrow();
        await createChecklist(t.deps, { by: admin, storeId: store.id });
      },
    ],
  ] as const;

  it.each(cases)('refuses when it has %s, and writes nothing', async (_, addOwnData) => {
    const database = await createTestDatabase(dialect);
    const t = await startTestApp(database);
    try {
      await addOwnData(t);
      await expect(loadDemoChain(t.deps)).rejects.toThrow(/already has its own data/);
      const demoUsers = await t.deps.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', 'like', '%@shiftcheck.demo')
        .execute();
      expect(demoUsers).toEqual([]);
    } finally {
      await t.stop();
      await database.destroy();
    }
  });
});

describe.each(testDialects())('npm run demo failing part-way (%s)', (dialect) => {
  it('takes back what it created, so it can simply be run again', async () => {
    const database = await createTestDatabase(dialect);
    const t = await startTestApp(database);
    try {
      // The stores and people go in first; an impossible clock then fails the history.
      const broken = { ...t.deps, clock: { now: () => new Date(Number.NaN) } };
      await expect(loadDemoChain(broken)).rejects.toThrow(RangeError);
      const stores = await t.deps.db.kysely.selectFrom('stores').select('store_number').execute();
      expect(stores.map((s) => s.store_number)).toEqual(['MCD001']);
      const users = await t.deps.db.kysely.selectFrom('users').select('email').execute();
      expect(users.map((u) => u.email)).toEqual([TEST_ADMIN.email]);
      await expect(assertDemoCanLoad(t.deps)).resolves.toBeUndefined();
    } finally {
      await t.stop();
      await database.destroy();
    }
  });
});
