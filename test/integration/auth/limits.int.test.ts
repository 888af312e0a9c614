import { describe, expect, it } from 'vitest';
import { createStore, createUser } from '#test/support/factories';
import { startTestApp, testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { ACCOUNT_BACKOFF, MAX_FAILURES_PER_ADDRESS } from '#server/auth/rate-limit';

const json = { 'content-type': 'application/json' };

describe.each(testDialects())('sign-in limits under pressure on %s', (dialect) => {
  const t = useTestApp(dialect);

  it(`checks at most ${ACCOUNT_BACKOFF.free} of 40 parallel wrong guesses on one account`, async () => {
    const store = await createStore(t.deps);
    const user = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          headers: json,
          payload: { email: user.email, password: `wrong-guess-${i}` },
          remoteAddress: `198.51.100.${i + 1}`,
        }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    const limited = answers.filter((answer) => answer.statusCode === 429).length;
    console.log(
      `parallel sign-in on ${dialect}: 40 wrong guesses, ${checked} checked, ${limited} limited`,
    );
    expect(checked).toBeLessThanOrEqual(ACCOUNT_BACKOFF.free);
    expect(checked + limited).toBe(40);
  });

  it('answers at most 3 of 20 parallel reset requests for one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          headers: json,
          payload: { email: 'someone-parallel@test.example' },
          remoteAddress: `198.51.100.${100 + i}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(3);
  });

  it('behind one proxy, counts the address the proxy saw, whatever the client forges', async () => {
    const proxied = await startTestApp(t.database, {
      clock: t.clock,
      build: { trustProxy: 1 },
    });
    try {
      const attempt = (i: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          headers: {
            ...json,
            // The client wrote the first entry; the proxy appended the address it saw.
            'x-forwarded-for': `192.0.2.${i}, 203.0.113.77`,
          },
          payload: { email: `forged-${i}@test.example`, password: 'nope-nope' },
          remoteAddress: '10.0.0.2',
        });
      const statuses: number[] = [];
      for (let i = 0; i < MAX_FAILURES_PER_ADDRESS + 5; i += 1) {
        statuses.push((await attempt(i)).statusCode);
      }
      expect(statuses.slice(0, MAX_FAILURES_PER_ADDRESS)).toEqual(
        Array(MAX_FAILURES_PER_ADDRESS).fill(401),
      );
      expect(statuses.slice(MAX_FAILURES_PER_ADDRESS)).toEqual(Array(5).fill(429));
    } finally {
      await proxied.stop();
    }
  });
});
