import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import { compareStoreNumbers } from '#domain/stores/store-number';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { insertStore } from '#server/stores/repository';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('GET /api/stores on %s', (dialect) => {
  const t = useTestApp(dialect);

  const numbered = (storeNumber: string) =>
    insertStore(t.deps.db.kysely, {
      name: `Store ${storeNumber}`,
      storeNumber,
      timezone: 'Europe/Dublin',
      shiftSettings: DEFAULT_SHIFT_SETTINGS,
      createdAt: t.deps.clock.now().toISOString(),
    });

  it('gives a super-admin every store, numeric numbers by value first, then the rest', async () => {
    for (const storeNumber of ['1000', 'MCD10', '228', 'MCD2', '31']) await numbered(storeNumber);
    const admin = await signedInUser(t, 'super-admin', null);
    const response = await admin.api.get('/api/stores');
    expect(response.statusCode).toBe(200);
    const numbers: string[] = response
      .json()
      .stores.map((s: { storeNumber: string }) => s.storeNumber);
    const inDatabase = await t.deps.db.kysely.selectFrom('stores').select('store_number').execute();
    expect(numbers).toEqual(inDatabase.map((s) => s.store_number).sort(compareStoreNumbers));
    expect(
      numbers.filter((n) => ['1000', 'MCD10', '228', 'MCD2', '31', 'MCD001'].includes(n)),
    ).toEqual(['31', '228', '1000', 'MCD001', 'MCD2', 'MCD10']);
  });

  it.each(['store', 'shift-leader'] as const)('gives a %s only their own store', async (role) => {
    const store = await createStore(t.deps, { name: 'High Street', timezone: 'Europe/Dublin' });
    await createStore(t.deps);
    const user = await signedInUser(t, role, store.id);
    const response = await user.api.get('/api/stores');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      stores: [
        {
          id: store.id,
          name: 'High Street',
          storeNumber: store.storeNumber,
          timezone: 'Europe/Dublin',
          shiftSettings: DEFAULT_SHIFT_SETTINGS,
        },
      ],
    });
  });

  it('gives someone without a store an empty list', async () => {
    // Sign-in assigns the default store, so only a deleted store leaves someone without one.
    const gone = await createStore(t.deps);
    const user = await signedInUser(t, 'shift-leader', gone.id);
    await t.deps.db.kysely.deleteFrom('stores').where('id', '=', gone.id).execute();
    const response = await user.api.get('/api/stores');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stores: [] });
  });
});
