import { ERROR_CODES } from '#domain/api-error';
import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_MESSAGES } from '#domain/auth/password-change-messages';
import { PASSWORD_RESET_MESSAGES, USER_MESSAGES } from '#domain/users/messages';
import { apiClient, signedInUser } from '#test/support/api-client';
import { createStore, signInCookie } from '#test/support/factories';
import { testDialects, TEST_ADMIN } from '#test/support/harness';
import { resetLinkIn } from '#test/support/smtp';
import { useMailingTestApp } from '#test/support/use-mailing-test-app';
import { useTestApp } from '#test/support/use-test-app';

const NEW_PASSWORD = 'a-brand-new-secret-5';

describe.each(testDialects())('password reset by e-mail on %s', (dialect) => {
  const { t, smtp: inbox } = useMailingTestApp(dialect);

  const admin = async () =>
    apiClient(t.app, await signInCookie(t.app, TEST_ADMIN.email, TEST_ADMIN.password));
  const anonymous = () => apiClient(t.app);
  it('mails a link that sets a new password once, and ends every session', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const seen = inbox().received.length;
    const sent = await (await admin()).post('/api/users/password-reset', { email: leader.email });
    expect(sent.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });

    const mail = await inbox().nextMailTo(leader.email, seen);
    const link = resetLinkIn(mail.raw);
    expect(link.origin).toBe('https://shifts.example.com');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the hash is stored.
    const stored = await t.deps.db.kysely.selectFrom('password_reset_tokens').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const body = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const mismatch = await anonymous().post('/api/auth/password-reset', {
      ...body,
      confirmPassword: 'other',
    });
    expect(mismatch.json().error.message).toBe(USER_MESSAGES.passwordsDoNotMatch);
    const weak = await anonymous().post('/api/auth/password-reset', {
      token,
      password: 'password123',
      confirmPassword: 'password123',
    });
    expect(weak.json().error.message).toBe(PASSWORD_CHANGE_MESSAGES.tooWeak);

    const done = await anonymous().post('/api/auth/password-reset', body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.done });
    expect((await leader.api.get('/api/auth/session')).json()).toEqual({ user: null });
    await signInCookie(t.app, leader.email, NEW_PASSWORD);
    await expect(signInCookie(t.app, leader.email, leader.password)).rejects.toThrow();

    const twice = await anonymous().post('/api/auth/password-reset', body);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
  });

  it('refuses a link after an hour', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const seen = inbox().received.length;
    await (await admin()).post('/api/users/password-reset', { email: leader.email });
    const token = resetLinkIn((await inbox().nextMailTo(leader.email, seen)).raw).searchParams.get(
      'token',
    );
    t.clock.advanceMinutes(61);
    const late = await anonymous().post('/api/auth/password-reset', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
    await signInCookie(t.app, leader.email, leader.password);
  });

  it('tells the page whether its link still works: used, replaced and expired links are refused', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const linkSent = async () => {
      const seen = inbox().received.length;
      await (await admin()).post('/api/users/password-reset', { email: leader.email });
      return resetLinkIn((await inbox().nextMailTo(leader.email, seen)).raw).searchParams.get(
        'token',
      );
    };
    const check = (token: string | null) =>
      anonymous().post('/api/auth/password-reset/check', { token });
    const refused = async (token: string | null) => {
      const answer = await check(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
    };

    const first = await linkSent();
    const working = await check(first);
    expect(working.statusCode).toBe(200);
    const expiresAt = Date.parse(working.json().expiresAt);
    expect(expiresAt - t.clock.now().getTime()).toBe(60 * 60_000);
    // Asking changes nothing: the link still sets the password afterwards.
    expect((await check(first)).statusCode).toBe(200);

    const second = await linkSent();
    await refused(first);
    expect((await check(second)).statusCode).toBe(200);

    const body = { token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await anonymous().post('/api/auth/password-reset', body)).statusCode).toBe(200);
    await refused(second);

    const third = await linkSent();
    t.clock.advanceMinutes(61);
    await refused(third);
    await refused('not-a-real-token');
    await refused('');
    // A body without a token, or with another kind of value, is refused the same way.
    for (const body of [{}, { token: 42 }, { token: null }, { token: ['a'] }]) {
      const answer = await anonymous().post('/api/auth/password-reset/check', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe(ERROR_CODES.validation);
    }
  });

  it('answers the same for an unknown address, and mails only the known one', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const seen = inbox().received.length;
    const known = await anonymous().post('/api/auth/password-reset/request', {
      email: leader.email.toUpperCase(),
    });
    const unknown = await anonymous().post('/api/auth/password-reset/request', {
      email: 'nobody-here@test.example',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    const mail = await inbox().nextMailTo(leader.email, seen);
    expect(resetLinkIn(mail.raw).pathname).toBe('/reset-password');
    expect(inbox().received.some((m) => m.to.includes('nobody-here@test.example'))).toBe(false);
  });

  it('limits requests per address asked for, known or not', async () => {
    const ask = () =>
      anonymous().post('/api/auth/password-reset/request', { email: 'limited@test.example' });
    for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(PASSWORD_RESET_MESSAGES.rateLimited);
  });

  it('answers the admin’s SPEC messages for unknown and malformed addresses', async () => {
    const api = await admin();
    const unknown = await api.post('/api/users/password-reset', { email: 'ghost@test.example' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(PASSWORD_RESET_MESSAGES.userNotFound);
    const malformed = await api.post('/api/users/password-reset', { email: 'ghost' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(PASSWORD_RESET_MESSAGES.invalidEmail);
    const nonsense = await anonymous().post('/api/auth/password-reset', {
      token: 'x'.repeat(5000),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(nonsense.statusCode).toBe(400);
  });
});

describe.each(testDialects())('a password reset whose mail fails on %s', (dialect) => {
  // Nothing listens on port 1 of loopback: the connection is refused at once.
  const t = useTestApp(dialect, { config: { smtpUrl: 'smtp://127.0.0.1:1' } });

  it('says so in plain words and leaves no usable token', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const api = apiClient(t.app, await signInCookie(t.app, TEST_ADMIN.email, TEST_ADMIN.password));
    const response = await api.post('/api/users/password-reset', { email: leader.email });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(PASSWORD_RESET_MESSAGES.sendFailed);
    const tokens = await t.deps.db.kysely.selectFrom('password_reset_tokens').selectAll().execute();
    expect(tokens).toEqual([]);
  });
});

describe.each(testDialects())('a reset link whatever host the request names, on %s', (dialect) => {
  // No PUBLIC_URL, as on a default install, and behind one proxy that passes X-Forwarded-Host.
  const { t, smtp: inbox } = useMailingTestApp(dialect, {
    config: { publicUrl: undefined, port: 3000 },
    build: { trustProxy: 1 },
  });

  it.each([
    ['Host', { host: 'evil.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
  ])('never points at the %s a stranger sends', async (_header, headers) => {
    const store = await createStore(t.deps);
    const victim = await signedInUser(t, 'shift-leader', store.id);
    const seen = inbox().received.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { email: victim.email },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await inbox().nextMailTo(victim.email, seen);
    expect(mail.raw).not.toContain('evil.example');
    expect(resetLinkIn(mail.raw).origin).toBe('http://localhost:3000');
  });
});
