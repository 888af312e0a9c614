import { describe, expect, it } from 'vitest';
import { signedInUser } from '#test/support/api-client';
import { createStore, signInCookie } from '#test/support/factories';
import { startTestApp, testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('the session cache on %s', (dialect) => {
  const t = useTestApp(dialect);
  const session = (cookie: string) =>
    t.app.inject({ url: '/api/auth/session', headers: { cookie } });
  const role = async (cookie: string) => (await session(cookie)).json().user?.role ?? null;

  // SQLite only: PostgreSQL keeps no sessions (its instances may share the database).
  it.runIf(dialect === 'sqlite')(
    'answers a session seen moments ago without reading it again',
    async () => {
      const store = await createStore(t.deps);
      const leader = await signedInUser(t, 'shift-leader', store.id);
      expect(await role(leader.cookie)).toBe('shift-leader');
      // Gone from the database behind the product's back: the cache still knows it…
      await t.deps.db.kysely.deleteFrom('sessions').where('user_id', '=', leader.id).execute();
      expect(await role(leader.cookie)).toBe('shift-leader');
      // …until it is forgotten, and then the database decides.
      t.deps.sessions.forgetAll();
      expect(await role(leader.cookie)).toBeNull();
    },
  );

  it('forgets a session at once when it signs out', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    expect(await role(leader.cookie)).toBe('shift-leader');
    await leader.api.post('/api/auth/sign-out');
    expect(await role(leader.cookie)).toBeNull();
    expect((await leader.api.get(`/api/stores/${store.id}/day`)).statusCode).toBe(401);
  });

  it("forgets a person's other sessions when the password changes", async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const phone = await signInCookie(t.app, leader.email, leader.password);
    expect(await role(phone)).toBe('shift-leader');
    const changed = await leader.api.post('/api/auth/password', {
      currentPassword: leader.password,
      newPassword: 'a-new-password-2',
      confirmPassword: 'a-new-password-2',
    });
    expect(changed.statusCode).toBe(200);
    expect(await role(phone)).toBeNull();
    expect(await role(leader.cookie)).toBe('shift-leader');
  });

  it('answers with the new role at once when a super admin changes it', async () => {
    const store = await createStore(t.deps);
    const admin = await signedInUser(t, 'super-admin', null);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    expect(await role(leader.cookie)).toBe('shift-leader');
    const changed = await admin.api.post('/api/users/role', { email: leader.email, role: 'store' });
    expect(changed.statusCode).toBe(200);
    expect(await role(leader.cookie)).toBe('store');
  });

  it('refuses a deleted user at once', async () => {
    const store = await createStore(t.deps);
    const admin = await signedInUser(t, 'super-admin', null);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    expect(await role(leader.cookie)).toBe('shift-leader');
    expect((await admin.api.delete(`/api/users/${leader.id}`)).statusCode).toBe(204);
    expect(await role(leader.cookie)).toBeNull();
  });

  it.runIf(dialect === 'postgres')('reads the session again on every request', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    expect(await role(leader.cookie)).toBe('shift-leader');
    await t.deps.db.kysely.deleteFrom('sessions').where('user_id', '=', leader.id).execute();
    expect(await role(leader.cookie)).toBeNull();
    expect(t.deps.sessions.size).toBe(0);
  });

  it.runIf(dialect === 'postgres')(
    'forgets on every instance: a sign-out on one ends the session on the other',
    async () => {
      const other = await startTestApp(t.database);
      try {
        const store = await createStore(t.deps);
        const leader = await signedInUser(t, 'shift-leader', store.id);
        const there = (cookie: string) =>
          other.app.inject({ url: '/api/auth/session', headers: { cookie } });
        expect((await there(leader.cookie)).json().user.role).toBe('shift-leader');
        await leader.api.post('/api/auth/sign-out');
        // At once: the other instance reads the session, it does not wait for the bus.
        expect((await there(leader.cookie)).json().user).toBeNull();
      } finally {
        await other.stop();
      }
    },
  );
});
