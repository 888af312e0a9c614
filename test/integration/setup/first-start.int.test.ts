import { describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/auth/passwords';
import { signInCookie } from '#test/support/factories';
import { migrateToLatest } from '#server/db/migrate';
import {
  createTestDatabase,
  startTestApp,
  testConfig,
  testDialects,
  TestClock,
} from '#test/support/harness';
import { createLocalBus } from '#server/live/bus';
import { firstStart, GENERATED_ADMIN_EMAIL } from '#server/setup/first-start';
import { createDeps } from '#server/deps';

describe.each(testDialects())('first start on %s', (dialect) => {
  async function snapshot(t: Awaited<ReturnType<typeof startTestApp>>) {
    const db = t.deps.db.kysely;
    return {
      stores: await db
        .selectFrom('stores')
        .select(['id', 'name', 'store_number', 'timezone'])
        .execute(),
      shifts: await db.selectFrom('store_shifts').selectAll().orderBy('category').execute(),
      users: await db
        .selectFrom('users')
        .select(['id', 'email', 'role', 'password_hash'])
        .execute(),
      templates: await db
        .selectFrom('templates')
        .select(['id', 'updated_at'])
        .orderBy('id')
        .execute(),
    };
  }

  it('creates the default store, the four default templates and the super-admin from the environment', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const t = await startTestApp(database, { config: { defaultTimeZone: 'Europe/Dublin' } });
      const data = await snapshot(t);
      expect(data.stores).toEqual([
        {
          id: expect.any(String),
          name: 'Default Location',
          store_number: 'MCD001',
          timezone: 'Europe/Dublin',
        },
      ]);
      expect(
        data.shifts.map((s) => [s.category, Boolean(s.enabled), s.start_time, s.end_time]),
      ).toEqual([
        ['breakfast', true, '05:00', '11:00'],
        ['day', true, '11:00', '17:00'],
        ['night', true, '17:00', '00:00'],
        ['overnight', false, '00:00', '05:00'],
      ]);
      expect(data.users).toHaveLength(1);
      expect(data.users[0]).toMatchObject({ email: 'admin@test.example', role: 'super-admin' });
      expect(data.templates.map((row) => row.id)).toEqual([
        'default-breakfast-template',
        'default-day-template',
        'default-night-template',
        'default-overnight-template',
      ]);
      await expect(
        signInCookie(t.app, 'admin@test.example', 'admin-password-1'),
      ).resolves.toBeTruthy();

      // Starting again, even with other settings, changes nothing.
      await t.stop();
      const again = await startTestApp(database, {
        config: { adminEmail: 'someone.else@test.example', adminPassword: 'another-pass-1' },
      });
      expect(await snapshot(again)).toEqual(data);
      await again.stop();
    } finally {
      await database.destroy();
    }
  });

  it('generates a password when none is given, tells it exactly once, and it works', async () => {
    const database = await createTestDatabase(dialect);
    const db = database.open();
    try {
      await migrateToLatest(db);
      const deps = createDeps({
        db,
        config: testConfig({ adminEmail: undefined, adminPassword: undefined }),
        clock: new TestClock(),
        live: createLocalBus(),
      });
      const first = await firstStart(deps);
      expect(first.createdAdmin).toMatchObject({ email: GENERATED_ADMIN_EMAIL, generated: true });
      const password = first.createdAdmin?.password ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      const row = await db.kysely
        .selectFrom('users')
        .select('password_hash')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).not.toContain(password);
      expect(await verifyPassword(row.password_hash, password)).toBe(true);
      expect(await firstStart(deps)).toEqual({});
    } finally {
      await db.close();
      await database.destroy();
    }
  });
});
