import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStore, createUser, sessionCookieFor } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

/**
 * Inputs that make a backtracking pattern try every split: an address of dots between two at
 * signs held the server for 13 s at 100,000 dots, and the reset route answers anyone.
 */
const WORST_TEXTS = {
  'dots between at signs': `a@${'.'.repeat(100_000)}@`,
  'a long local part': `${'a'.repeat(100_000)}@`,
  spaces: `a@${' '.repeat(100_000)}x`,
  'at signs': '@'.repeat(100_000),
  'dots after one at sign': `a@${'.'.repeat(100_000)}`,
};

/**
 * Every route that takes an e-mail address or a reset link's token; the first four answer without
 * a session.
 */
const ROUTES = [
  { url: '/api/auth/password-reset/request', body: (email: string) => ({ email }) },
  { url: '/api/auth/sign-in', body: (email: string) => ({ email, password: 'irrelevant' }) },
  {
    url: '/api/auth/password-reset',
    body: (text: string) => ({ token: text, password: text, confirmPassword: text }),
  },
  { url: '/api/auth/password-reset/check', body: (text: string) => ({ token: text }) },
  { url: '/api/users/password-reset', body: (email: string) => ({ email }), signedIn: true },
  { url: '/api/users/role', body: (email: string) => ({ email, role: 'store' }), signedIn: true },
  {
    url: '/api/users',
    body: (email: string) => ({
      email,
      role: 'shift-leader',
      storeId: null,
      password: 'long-enough',
      confirmPassword: 'long-enough',
    }),
    signedIn: true,
  },
] as const;

/** One answer per try is timed; the fastest of three keeps a busy test machine's pauses out. */
const TRIES = 3;

describe.each(testDialects())('the worst inputs for an e-mail address, on %s', (dialect) => {
  const t = useTestApp(dialect);
  let cookie = '';

  beforeAll(async () => {
    await createStore(t.deps);
    const admin = await createUser(t.deps, { role: 'super-admin', storeId: null });
    cookie = await sessionCookieFor(t.deps, admin.id);
  });

  it.each(ROUTES.map((route) => [route.url, route] as const))(
    '%s answers each with a 400 in at most 50 ms',
    async (_url, route) => {
      for (const [name, text] of Object.entries(WORST_TEXTS)) {
        let fastest = Infinity;
        for (let i = 0; i < TRIES; i += 1) {
          const started = performance.now();
          const response = await t.app.inject({
            method: 'POST',
            url: route.url,
            headers: {
              'content-type': 'application/json',
              ...('signedIn' in route ? { cookie } : {}),
            },
            payload: route.body(text),
            remoteAddress: `198.51.100.${i + 1}`,
          });
          fastest = Math.min(fastest, performance.now() - started);
          expect(response.statusCode, `${route.url}, ${name}`).toBe(400);
        }
        expect(fastest, `${route.url}, ${name}: ${fastest.toFixed(1)} ms`).toBeLessThanOrEqual(50);
      }
    },
  );
});
