import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '#domain/users/messages';
import { apiClient, signedInUser } from '#test/support/api-client';
import { createStore, signInCookie } from '#test/support/factories';
import { testDialects, TEST_ADMIN } from '#test/support/harness';
import { subjectOf } from '#test/support/smtp';
import { useMailingTestApp } from '#test/support/use-mailing-test-app';

describe.each(testDialects())("changing a person's e-mail address, on %s", (dialect) => {
  const { t, smtp: inbox } = useMailingTestApp(dialect);

  const resetTokensOf = (userId: string) =>
    t.deps.db.kysely
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', userId)
      .execute();

  it("refuses the manager's first step of taking over a leader's account", async () => {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Lee Leader');

    const moved = await manager.api.patch(`/api/users/${leader.id}`, {
      email: `manager-owned-${dialect}@test.example`,
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'Lee Leader',
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error).toMatchObject({
      code: 'forbidden',
      message: USER_MESSAGES.emailChangeNotAllowed,
    });

    // Nothing changed: the leader keeps the address and the session, and a reset the manager
    // sends goes to the leader's own mailbox.
    expect((await leader.api.get('/api/auth/session')).json().user.email).toBe(leader.email);
    const seen = inbox().received.length;
    const reset = await manager.api.post('/api/users/password-reset', { email: leader.email });
    expect(reset.statusCode).toBe(200);
    expect((await inbox().nextMailTo(leader.email, seen)).to).toEqual([leader.email]);
  });

  it('lets a super admin change it: the person is signed out, old links die, the old address is told', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Rae Renamed');
    const admin = apiClient(
      t.app,
      await signInCookie(t.app, TEST_ADMIN.email, TEST_ADMIN.password),
    );
    const before = inbox().received.length;
    await admin.post('/api/users/password-reset', { email: leader.email });
    await inbox().nextMailTo(leader.email, before);
    expect(await resetTokensOf(leader.id)).toHaveLength(1);

    const newEmail = `rae-new-${dialect}@test.example`;
    const seen = inbox().received.length;
    const moved = await admin.patch(`/api/users/${leader.id}`, {
      email: newEmail,
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'Rae Renamed',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().user.email).toBe(newEmail);

    expect((await leader.api.get('/api/auth/session')).json()).toEqual({ user: null });
    expect(await resetTokensOf(leader.id)).toEqual([]);
    const notice = await inbox().nextMailTo(leader.email, seen);
    expect(subjectOf(notice.raw)).toBe('Your ShiftCheck e-mail address was changed');
    expect(notice.raw.replace(/=\r?\n/g, '')).toContain(newEmail);
    await signInCookie(t.app, newEmail, leader.password);
  });

  it('keeps a manager able to edit the rest of a leader’s details', async () => {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Old Name');
    const renamed = await manager.api.patch(`/api/users/${leader.id}`, {
      email: leader.email.toUpperCase(),
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'New Name',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({ email: leader.email, displayName: 'New Name' });
    expect((await leader.api.get('/api/auth/session')).json().user.email).toBe(leader.email);
  });
});
