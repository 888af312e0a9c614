import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import { createStore } from '#test/support/factories';
import {
  createTestDatabase,
  startTestApp,
  testDialects,
  type TestApp,
  type TestDatabase,
} from '#test/support/harness';
import { findStoreById, listStores } from '#server/stores/repository';

describe.each(testDialects())('reading a store on %s', (dialect) => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t.stop();
    await database.destroy();
  });

  it('reads the store and its shift times in one go, as the list of stores does', async () => {
    const shiftSettings = {
      ...DEFAULT_SHIFT_SETTINGS,
      overnight: { enabled: true, startTime: '23:00', endTime: '05:00' },
    };
    const { id } = await createStore(t.deps, { name: 'Quayside', shiftSettings });
    const store = await findStoreById(t.deps.db.kysely, id);
    expect(store).toMatchObject({ id, name: 'Quayside', shiftSettings });
    const [listed] = await listStores(t.deps.db.kysely, { kind: 'stores', storeIds: [id] });
    expect(store).toEqual(listed);
  });

  it('gives a store without shift rows every shift switched off', async () => {
    const { id } = await createStore(t.deps);
    await t.deps.db.kysely.deleteFrom('store_shifts').where('store_id', '=', id).execute();
    const store = await findStoreById(t.deps.db.kysely, id);
    expect(store?.id).toBe(id);
    for (const shift of Object.values(store!.shiftSettings)) {
      expect(shift).toEqual({ enabled: false, startTime: '00:00', endTime: '00:00' });
    }
  });

  it('finds no store for an unknown id', async () => {
    expect(await findStoreById(t.deps.db.kysely, '00000000-0000-4000-8000-000000000000')).toBe(
      null,
    );
  });
});
