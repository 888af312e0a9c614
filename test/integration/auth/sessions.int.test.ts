import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_MESSAGES } from '#domain/auth/password-change-messages';
import { createStore, createUser, signInCookie } from '#test/support/factories';
import { createTestDatabase, startTestApp, testDialects, TEST_ADMIN } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('sessions and passwords API on %s', (dialect) => {
  const t = useTestApp(dialect);

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  const signedInUser = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;

  async function leader() {
    const store = await createStore(t.deps);
    return createUser(t.deps, {
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'Sam Leader',
    });
  }

  describe('sign-out and sessions', () => {
    it('ends the session on sign-out', async () => {
      const user = await leader();
      const cookie = await signInCookie(t.app, user.email, user.password);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie },
      });
      expect(out.statusCode).toBe(204);
      expect(String(out.headers['set-cookie'])).toMatch(/shiftcheck_session=;/);
      const after = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ user: null });
    });

    it('expires a session after 14 idle days', async () => {
      const user = await leader();
      const cookie = await signInCookie(t.app, user.email, user.password);
      t.clock.advanceMinutes(13 * 24 * 60);
      expect(await signedInUser(cookie)).not.toBeNull();
      t.clock.advanceMinutes(14 * 24 * 60 + 1);
      expect(await signedInUser(cookie)).toBeNull();
    });

    it('expires any session 30 days after sign-in, however active', async () => {
      const user = await leader();
      const cookie = await signInCookie(t.app, user.email, user.password);
      for (let day = 0; day < 29; day += 7) {
        t.clock.advanceMinutes(7 * 24 * 60);
        await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
      }
      t.clock.advanceMinutes(3 * 24 * 60);
      expect(await signedInUser(cookie)).toBeNull();
    });
  });

  describe('change password', () => {
    const change = (cookie: string | undefined, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        payload: body,
        headers: cookie ? { cookie } : {},
      });

    it.each([
      [
        { currentPassword: '', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
        PASSWORD_CHANGE_MESSAGES.allFieldsRequired,
      ],
      [
        { newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
        PASSWORD_CHANGE_MESSAGES.allFieldsRequired,
      ],
      [
        {
          currentPassword: 'correct-horse-1',
          newPassword: 'correct-horse-1',
          confirmPassword: 'correct-horse-1',
        },
        PASSWORD_CHANGE_MESSAGES.mustDiffer,
      ],
      [
        { currentPassword: 'correct-horse-1', newPassword: 'abc', confirmPassword: 'abc' },
        'New password must be at least 6 characters long',
      ],
      [
        { currentPassword: 'correct-horse-1', newPassword: 'abcdefg', confirmPassword: 'abcdefh' },
        PASSWORD_CHANGE_MESSAGES.confirmationMismatch,
      ],
      [
        { currentPassword: 'wrong-one-1', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
        PASSWORD_CHANGE_MESSAGES.currentIncorrect,
      ],
      [
        {
          currentPassword: 'correct-horse-1',
          newPassword: 'password1',
          confirmPassword: 'password1',
        },
        PASSWORD_CHANGE_MESSAGES.tooWeak,
      ],
    ])('refuses %o with its message', async (body, message) => {
      const user = await leader();
      const cookie = await signInCookie(t.app, user.email, user.password);
      const response = await change(cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      // Nothing changed: the old password still signs in.
      await expect(signInCookie(t.app, user.email, user.password)).resolves.toBeTruthy();
    });

    it('requires a session', async () => {
      const response = await change(undefined, {
        currentPassword: 'a-b-c-d-e',
        newPassword: 'f-g-h-i-j',
        confirmPassword: 'f-g-h-i-j',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(PASSWORD_CHANGE_MESSAGES.notSignedIn);
    });

    it('changes the password, keeps this session and ends every other one', async () => {
      const user = await leader();
      const phone = await signInCookie(t.app, user.email, user.password);
      const desktop = await signInCookie(t.app, user.email, user.password);
      const response = await change(desktop, {
        currentPassword: user.password,
        newPassword: 'walk-in-fridge-7',
        confirmPassword: 'walk-in-fridge-7',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: PASSWORD_CHANGE_MESSAGES.success });

      expect(await signedInUser(desktop)).not.toBeNull();
      expect(await signedInUser(phone)).toBeNull();
      expect(
        (await post('/api/auth/sign-in', { email: user.email, password: user.password }))
          .statusCode,
      ).toBe(401);
      await expect(signInCookie(t.app, user.email, 'walk-in-fridge-7')).resolves.toBeTruthy();
    });
  });

  describe('account initialisation', () => {
    it('gives a user whose store was removed the default store at sign-in', async () => {
      const store = await createStore(t.deps);
      const user = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
      await t.deps.db.kysely.deleteFrom('stores').where('id', '=', store.id).execute();
      const cookie = await signInCookie(t.app, user.email, user.password);
      const me = (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()
        .user;
      expect(me.storeNumber).toBe('MCD001');
      expect(me.role).toBe('shift-leader');
    });

    it('gives a user without a role the shift-leader role', async () => {
      const user = await leader();
      await t.deps.db.kysely
        .updateTable('users')
        .set({ role: null })
        .where('email', '=', user.email)
        .execute();
      const cookie = await signInCookie(t.app, user.email, user.password);
      const me = (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()
        .user;
      expect(me.role).toBe('shift-leader');
    });
  });

  describe('restart', () => {
    it('keeps users and sessions when the server restarts on the same data', async () => {
      const restartDb = await createTestDatabase(dialect);
      try {
        const first = await startTestApp(restartDb);
        const cookie = await signInCookie(first.app, TEST_ADMIN.email, TEST_ADMIN.password);
        const store = await createStore(first.deps);
        const user = await createUser(first.deps, { role: 'store', storeId: store.id });
        await first.stop();

        const second = await startTestApp(restartDb);
        try {
          const me = await second.app.inject({ url: '/api/auth/session', headers: { cookie } });
          expect(me.statusCode).toBe(200);
          expect(me.json().user.role).toBe('super-admin');
          await expect(signInCookie(second.app, user.email, user.password)).resolves.toBeTruthy();
        } finally {
          await second.stop();
        }
      } finally {
        await restartDb.destroy();
      }
    });
  });
});
