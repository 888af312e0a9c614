import { describe, expect, it } from 'vitest';
import { SEED_MESSAGES } from '#domain/admin/api';
import type { Role } from '#domain/roles';
import { createStore, createUser, signInCookie } from '#test/support/factories';
import { testDialects, TEST_ADMIN } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('admin API on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function signedIn(role: Role, storeId: string | null) {
    const user = await createUser(t.deps, { role, storeId });
    return signInCookie(t.app, user.email, user.password);
  }

  const overview = (cookie?: string) =>
    t.app.inject({ url: '/api/admin/overview', headers: cookie ? { cookie } : {} });
  const seed = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/templates/seed', headers: cookie ? { cookie } : {} });

  it.each([
    ['super-admin', 200, 200],
    ['store', 200, 403],
    ['shift-leader', 403, 403],
  ] as const)(
    'a %s gets %i on the overview and %i on seeding',
    async (role, overviewStatus, seedStatus) => {
      const store = await createStore(t.deps);
      const cookie = await signedIn(role, store.id);
      expect((await overview(cookie)).statusCode).toBe(overviewStatus);
      const seeded = await seed(cookie);
      expect(seeded.statusCode).toBe(seedStatus);
      if (seedStatus === 403) {
        expect(seeded.json()).toMatchObject({
          error: { code: 'forbidden', message: 'You do not have permission to do that.' },
        });
      }
    },
  );

  it('refuses both without a session', async () => {
    expect((await overview()).statusCode).toBe(401);
    expect((await seed()).statusCode).toBe(401);
  });

  it('scopes a store manager to their own store, newest users first', async () => {
    const mine = await createStore(t.deps);
    const other = await createStore(t.deps);
    for (let i = 0; i < 6; i += 1) {
      t.clock.advanceMinutes(1);
      await createUser(t.deps, {
        role: 'shift-leader',
        storeId: mine.id,
        displayName: `Leader ${i}`,
      });
    }
    await createUser(t.deps, { role: 'shift-leader', storeId: other.id });
    t.clock.advanceMinutes(1);
    const cookie = await signedIn('store', mine.id);

    const body = (await overview(cookie)).json();
    expect(body.scope).toEqual({
      storeId: mine.id,
      storeName: mine.name,
      storeNumber: mine.storeNumber,
    });
    expect(body.counts).toMatchObject({ users: 7, checklists: 0, stores: 1, templates: 4 });
    expect(body.recentUsers).toHaveLength(5);
    expect(body.recentUsers[0].role).toBe('store');
    expect(body.recentUsers.slice(1).map((u: { displayName: string }) => u.displayName)).toEqual([
      'Leader 5',
      'Leader 4',
      'Leader 3',
      'Leader 2',
    ]);
    expect(
      body.recentUsers.every((u: { storeNumber: string }) => u.storeNumber === mine.storeNumber),
    ).toBe(true);
  });

  it('shows a super-admin the whole chain', async () => {
    const cookie = await signInCookie(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const storeCount = await t.deps.db.kysely
      .selectFrom('stores')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const body = (await overview(cookie)).json();
    expect(body.scope).toBeNull();
    expect(body.counts.stores).toBe(Number(storeCount.n));
  });

  it('seeds only the missing default templates', async () => {
    const cookie = await signInCookie(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const first = await seed(cookie);
    expect(first.json()).toEqual({ message: SEED_MESSAGES.nothingMissing, created: [] });

    await t.deps.db.kysely
      .deleteFrom('templates')
      .where('id', '=', 'default-night-template')
      .execute();
    await t.deps.db.kysely
      .updateTable('templates')
      .set({ title: 'Our breakfast list' })
      .where('id', '=', 'default-breakfast-template')
      .execute();
    const second = await seed(cookie);
    expect(second.json()).toEqual({
      message: 'Default templates have been successfully created! Created: Night Shift Checklist.',
      created: [{ id: 'default-night-template', title: 'Night Shift Checklist' }],
    });
    expect((await seed(cookie)).json().created).toEqual([]);
    const breakfast = await t.deps.db.kysely
      .selectFrom('templates')
      .select('title')
      .where('id', '=', 'default-breakfast-template')
      .executeTakeFirstOrThrow();
    expect(breakfast.title).toBe('Our breakfast list');
  });
});
