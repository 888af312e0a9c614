import { describe, expect, it } from 'vitest';
import { passwordTooShortMessage, USER_MESSAGES } from '#domain/users/messages';
import { apiClient, signedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createUser, signInCookie } from '#test/support/factories';
import { testDialects, TEST_ADMIN } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const PASSWORD = 'a-fine-password-7';

describe.each(testDialects())('users API on %s', (dialect) => {
  const t = useTestApp(dialect);
  const admin = async () =>
    apiClient(t.app, await signInCookie(t.app, TEST_ADMIN.email, TEST_ADMIN.password));
  const newUser = (storeId: string | null, overrides: object = {}) => ({
    email: `someone-${Math.random().toString(36).slice(2, 8)}@test.example`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: 'shift-leader',
    storeId,
    displayName: null,
    ...overrides,
  });
  const countUsers = async () =>
    Number(
      (
        await t.deps.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("shows a manager only their own store's users, also when asked for another store", async () => {
    const mine = await createStore(t.deps);
    const other = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', mine.id);
    const colleague = await createUser(t.deps, { role: 'shift-leader', storeId: mine.id });
    const stranger = await createUser(t.deps, { role: 'shift-leader', storeId: other.id });

    const list = (await manager.api.get('/api/users'))
      .json()
      .users.map((u: { id: string }) => u.id);
    expect(list).toContain(colleague.id);
    expect(list).not.toContain(stranger.id);
    expect((await manager.api.get(`/api/users?storeId=${other.id}`)).statusCode).toBe(403);

    const opened = await manager.api.get(`/api/users/${stranger.id}`);
    expect(opened.statusCode).toBe(403);
    expect(opened.json().error.message).toBe(USER_MESSAGES.editNotAllowed);
    const edited = await manager.api.patch(`/api/users/${stranger.id}`, {
      email: stranger.email,
      role: 'shift-leader',
      storeId: mine.id,
    });
    expect(edited.statusCode).toBe(403);
    expect((await manager.api.delete(`/api/users/${stranger.id}`)).statusCode).toBe(403);
    const reset = await manager.api.post('/api/users/password-reset', { email: stranger.email });
    expect(reset.statusCode).toBe(404);
  });

  it('searches by e-mail in any case and filters by role and store', async () => {
    const store = await createStore(t.deps);
    const api = await admin();
    const created = await api.post(
      '/api/users',
      newUser(store.id, { email: 'Findable_Person@Test.example' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().user.email).toBe('findable_person@test.example');
    const found = (await api.get('/api/users?search=FINDABLE_p')).json().users;
    expect(found.map((u: { email: string }) => u.email)).toEqual(['findable_person@test.example']);
    expect((await api.get('/api/users?search=findable%25')).json().users).toEqual([]);
    const byStore = (await api.get(`/api/users?storeId=${store.id}&role=store`)).json().users;
    expect(byStore).toEqual([]);
  });

  it.each([
    [{ role: 'super-admin' }, USER_MESSAGES.superAdminNotAllowed],
    [{ role: 'store' }, USER_MESSAGES.onlyShiftLeaders],
    [{ storeId: 'OTHER' }, USER_MESSAGES.editNotAllowed],
  ])('refuses a manager creating %o, creating nothing', async (overrides, message) => {
    const mine = await createStore(t.deps);
    const other = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', mine.id);
    const before = await countUsers();
    const body = newUser(mine.id, overrides);
    if (body.storeId === 'OTHER') body.storeId = other.id;
    const response = await manager.api.post('/api/users', body);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [{ email: '' }, USER_MESSAGES.emailRequired],
    [{ email: 'not-an-address' }, USER_MESSAGES.invalidEmail],
    [{ password: '', confirmPassword: '' }, USER_MESSAGES.passwordRequired],
    [{ password: 'abc', confirmPassword: 'abc' }, passwordTooShortMessage(6)],
    [{ confirmPassword: 'something-else' }, USER_MESSAGES.passwordsDoNotMatch],
    [{ storeId: null }, USER_MESSAGES.storeRequired],
    [{ password: 'password123', confirmPassword: 'password123' }, USER_MESSAGES.passwordTooWeak],
  ])('refuses %o with its message', async (overrides, message) => {
    const store = await createStore(t.deps);
    const response = await (await admin()).post('/api/users', newUser(store.id, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('refuses a duplicate e-mail in any letter case', async () => {
    const store = await createStore(t.deps);
    const api = await admin();
    const first = await api.post('/api/users', newUser(store.id, { email: 'twin@test.example' }));
    expect(first.statusCode).toBe(201);
    const second = await api.post('/api/users', newUser(store.id, { email: ' TWIN@Test.Example' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(USER_MESSAGES.emailTaken);
    const other = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
    const renamed = await api.patch(`/api/users/${other.id}`, {
      email: 'Twin@test.example',
      role: 'shift-leader',
      storeId: store.id,
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('keeps a manager’s users in their store and lets them edit and delete them', async () => {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const created = await manager.api.post(
      '/api/users',
      newUser(store.id, { displayName: '  Zoë 李 ', email: `zoe-${dialect}@test.example` }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: USER_MESSAGES.created,
      user: { displayName: 'Zoë 李', storeId: store.id },
    });
    const id = created.json().user.id;
    const updated = await manager.api.patch(`/api/users/${id}`, {
      email: `Zoe-${dialect}@test.example`,
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'Zoë',
    });
    expect(updated.json()).toMatchObject({
      message: USER_MESSAGES.updated,
      user: { email: `zoe-${dialect}@test.example`, displayName: 'Zoë' },
    });
    const promoted = await manager.api.patch(`/api/users/${id}`, {
      email: 'zoe@test.example',
      role: 'super-admin',
      storeId: store.id,
    });
    expect(promoted.json().error.message).toBe(USER_MESSAGES.superAdminNotAllowed);
    expect((await manager.api.delete(`/api/users/${id}`)).statusCode).toBe(204);
    const again = await manager.api.patch(`/api/users/${id}`, {
      email: 'zoe@test.example',
      role: 'shift-leader',
      storeId: store.id,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(USER_MESSAGES.notFound);
  });

  it('deletes an account: its sessions end and its checklists keep its name', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Dana Leaver');
    const checklist = await createChecklist(t.deps, { by: leader });
    const api = await admin();
    expect((await api.delete(`/api/users/${leader.id}`)).statusCode).toBe(204);
    expect((await leader.api.get('/api/auth/session')).json()).toEqual({ user: null });
    const kept = await api.get(`/api/checklists/${checklist.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().creatorName).toBe('Dana Leaver');
  });

  it('refuses deleting yourself and removing the last super admin', async () => {
    const api = await admin();
    const me = (await api.get('/api/auth/session')).json().user;
    const self = await api.delete(`/api/users/${me.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(USER_MESSAGES.cannotDeleteSelf);
    const supers = await t.deps.db.kysely
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'super-admin')
      .execute();
    // Demote every other super admin first, so only the signed-in one is left.
    for (const { id } of supers.filter((s) => s.id !== me.id)) {
      await t.deps.db.kysely
        .updateTable('users')
        .set({ role: 'shift-leader' })
        .where('id', '=', id)
        .execute();
    }
    const demoted = await api.post('/api/users/role', { email: me.email, role: 'store' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error.message).toBe(USER_MESSAGES.lastSuperAdmin);
    expect((await api.get('/api/auth/session')).json().user.role).toBe('super-admin');
  });

  it('changes a role by e-mail, counted from the next request', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const api = await admin();
    const missing = await api.post('/api/users/role', {
      email: 'Nobody@test.example',
      role: 'store',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("User with email 'Nobody@test.example' not found.");
    const changed = await api.post('/api/users/role', {
      email: leader.email.toUpperCase(),
      role: 'store',
    });
    expect(changed.json()).toMatchObject({
      message: USER_MESSAGES.roleUpdated,
      user: { role: 'store' },
    });
    expect((await leader.api.get('/api/auth/session')).json().user.role).toBe('store');
    expect((await leader.api.get('/api/users')).statusCode).toBe(200);
  });

  it('answers bad input, huge strings and unicode without a server error', async () => {
    const store = await createStore(t.deps);
    const api = await admin();
    const huge = 'x'.repeat(1024 * 1024);
    for (const body of [
      newUser(store.id, { email: huge }),
      newUser(store.id, { displayName: 'é'.repeat(200_000) }),
      { email: 42 },
      [],
    ]) {
      const response = await api.post('/api/users', body);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    const unicode = await api.post(
      '/api/users',
      newUser(store.id, { email: 'jösé@exämple.com', displayName: '🍟 Крис' }),
    );
    expect(unicode.statusCode).toBe(201);
    for (const url of [
      `/api/users/${'x'.repeat(5000)}`,
      `/api/users?search=${'%F0%9F%8D%9F'.repeat(10)}`,
      '/api/users?role=king',
    ]) {
      expect((await api.get(url)).statusCode).toBeLessThan(500);
    }
  });
});
