import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES, signInSlowedMessage } from '#domain/auth/messages';
import { createStore, createUser, signInCookie } from '#test/support/factories';
import { startTestApp, testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('sign-in API on %s', (dialect) => {
  const t = useTestApp(dialect);

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  async function leader() {
    const store = await createStore(t.deps);
    return createUser(t.deps, {
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'Sam Leader',
    });
  }

  describe('sign-in', () => {
    it('signs in, sets a hardened session cookie and answers who is signed in', async () => {
      const user = await leader();
      const response = await post('/api/auth/sign-in', {
        email: user.email.toUpperCase(),
        password: user.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        email: user.email,
        role: 'shift-leader',
        displayName: 'Sam Leader',
      });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^shiftcheck_session=[\w-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');

      const session = await t.app.inject({
        url: '/api/auth/session',
        headers: { cookie: cookie.split(';')[0]! },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().user.email).toBe(user.email);
    });

    it('marks the cookie Secure when the app is served over HTTPS', async () => {
      const user = await leader();
      const response = await post(
        '/api/auth/sign-in',
        { email: user.email, password: user.password },
        {
          'x-forwarded-proto': 'https',
        },
      );
      expect(response.statusCode).toBe(200);
      const secureApp = await startTestApp(t.database, {
        config: { publicUrl: 'https://shifts.example' },
      });
      try {
        const secure = await secureApp.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: user.email, password: user.password },
        });
        expect(String(secure.headers['set-cookie'])).toContain('Secure');
      } finally {
        await secureApp.stop();
      }
    });

    it('gives a new token on every sign-in', async () => {
      const user = await leader();
      const first = await signInCookie(t.app, user.email, user.password);
      const second = await signInCookie(t.app, user.email, user.password);
      expect(first).not.toBe(second);
    });

    it('refuses a wrong password or unknown e-mail with the same 401 message', async () => {
      const user = await leader();
      const wrong = await post('/api/auth/sign-in', {
        email: user.email,
        password: 'not-it-at-all',
      });
      const unknown = await post('/api/auth/sign-in', {
        email: 'nobody@test.example',
        password: 'whatever1',
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          error: { code: 'unauthenticated', message: SIGN_IN_MESSAGES.invalidCredentials },
        });
      }
    });

    it.each([
      ['no body fields', {}],
      ['an empty e-mail', { email: '  ', password: 'x' }],
      ['an empty password', { email: 'a@b.example', password: '' }],
      ['a number for an e-mail', { email: 42, password: 'secret-1' }],
      ['null fields', { email: null, password: null }],
    ])('answers %s with the spec message and 400', async (_name, body) => {
      const response = await post('/api/auth/sign-in', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'validation_failed', message: SIGN_IN_MESSAGES.missingFields },
      });
    });

    it('refuses 1 MB strings with a 4xx and the error shape', async () => {
      const huge = 'x'.repeat(1_000_000);
      for (const body of [
        { email: huge, password: 'p' },
        { email: 'a@b.example', password: huge },
      ]) {
        const response = await post('/api/auth/sign-in', body);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().error.message).toMatchObject(expect.any(String));
      }
    });

    it('refuses invalid JSON, a non-JSON body and an oversized body without a 5xx', async () => {
      const cases = [
        { payload: '{"email": "a@b.example", ', type: 'application/json', status: 400 },
        { payload: 'email=a&password=b', type: 'application/x-www-form-urlencoded', status: 415 },
        { payload: 'just text', type: 'text/plain', status: 415 },
        {
          payload: JSON.stringify({ email: 'y'.repeat(600_000) }),
          type: 'application/json',
          status: 413,
        },
      ];
      for (const c of cases) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: c.payload,
          headers: { 'content-type': c.type },
        });
        expect(response.statusCode, c.type).toBe(c.status);
        expect(response.json()).toMatchObject({
          error: { code: expect.any(String), message: expect.any(String) },
        });
      }
    });

    it('slows an account after five failures, even with the right password', async () => {
      const user = await leader();
      for (let i = 0; i < 5; i += 1) {
        const r = await post('/api/auth/sign-in', { email: user.email, password: `wrong-${i}` });
        expect(r.statusCode).toBe(401);
      }
      const limited = await post('/api/auth/sign-in', {
        email: user.email,
        password: user.password,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toBe(signInSlowedMessage(1));

      t.clock.current = new Date(t.clock.current.getTime() + 1_000);
      const later = await post('/api/auth/sign-in', { email: user.email, password: user.password });
      expect(later.statusCode).toBe(200);
    });

    it('rate limits an address that guesses across many accounts', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      const limitedApp = await startTestApp(t.database, { clock: t.clock });
      const trusting = limitedApp.app;
      // inject() sets the remote address itself; a distinct one isolates this test's count.
      const attempt = (i: number) =>
        trusting.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: `guess-${i}@test.example`, password: 'nope-nope' },
          headers,
          remoteAddress: '203.0.113.9',
        });
      try {
        for (let i = 0; i < 20; i += 1) expect((await attempt(i)).statusCode).toBe(401);
        const limited = await attempt(99);
        expect(limited.statusCode).toBe(429);
      } finally {
        await limitedApp.stop();
      }
    });
  });

  describe('cross-site protection', () => {
    it('refuses a cross-origin POST and accepts a same-origin one', async () => {
      const user = await leader();
      const body = { email: user.email, password: user.password };
      const cross = await post('/api/auth/sign-in', body, { origin: 'https://evil.example' });
      expect(cross.statusCode).toBe(403);
      expect(cross.json().error.code).toBe('forbidden');
      const crossSite = await post('/api/auth/sign-in', body, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
      const same = await post('/api/auth/sign-in', body, {
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      });
      expect(same.statusCode).toBe(200);
    });

    it.each(['/%61pi/auth/sign-in', '/api/auth/sign-in/', '/api//auth/sign-in', '/nowhere'])(
      'checks %s however the path is spelled',
      async (url) => {
        const user = await leader();
        const body = { email: user.email, password: user.password };
        const cross = await post(url, body, { origin: 'https://evil.example' });
        expect(cross.statusCode).toBe(403);
        expect(cross.json().error.message).toBe('Cross-site requests are not allowed.');
        const form = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=a&password=b',
        });
        expect(form.statusCode).toBe(415);
      },
    );
  });
});
