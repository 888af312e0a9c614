import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES, signInSlowedMessage } from '#domain/auth/messages';
import { createStore, createUser, sessionCookieFrom } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { subjectOf } from '#test/support/smtp';
import { useMailingTestApp } from '#test/support/use-mailing-test-app';
import { DEVICE_COOKIE } from '#server/auth/known-devices-repository';
import { ACCOUNT_BACKOFF, MAX_FAILURES_PER_ADDRESS } from '#server/auth/rate-limit';

const json = { 'content-type': 'application/json' };

/** The known-device cookie a sign-in answer set, as a cookie header. */
function deviceCookieIn(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  if (!found) throw new Error('no known-device cookie was set');
  return found.split(';')[0] ?? '';
}

describe.each(testDialects())('a stranger guessing one account, on %s', (dialect) => {
  const { t, smtp: inbox } = useMailingTestApp(dialect);

  const signIn = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
      remoteAddress,
    });

  async function owner(role: 'shift-leader' | 'super-admin') {
    const store = await createStore(t.deps);
    return createUser(t.deps, { role, storeId: role === 'super-admin' ? null : store.id });
  }

  /** Forty wrong passwords from forty addresses, each sent as soon as the last was answered. */
  async function fortyGuesses(email: string, prefix: string) {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await signIn(email, `guess-${i}`, `${prefix}.${i + 1}`)).statusCode);
    }
    return statuses;
  }

  it('leaves the owner signing in at once from the browser they used before', async () => {
    const user = await owner('super-admin');
    const first = await signIn(user.email, user.password, '192.0.2.200');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieIn(first.headers['set-cookie']);

    const statuses = await fortyGuesses(user.email, '198.51.100');
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_BACKOFF.free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ACCOUNT_BACKOFF.free);

    const again = await signIn(user.email, user.password, '192.0.2.201', device);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.email).toBe(user.email);
  });

  it('leaves the owner on a new browser waiting a second, not fifteen minutes', async () => {
    const user = await owner('shift-leader');
    await fortyGuesses(user.email, '203.0.113');

    const refused = await signIn(user.email, user.password, '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(signInSlowedMessage(1));
    // Said to programs too: Retry-After in seconds, as the message says it in words.
    expect(refused.headers['retry-after']).toBe('1');
    t.clock.current = new Date(t.clock.current.getTime() + 1_000);
    expect((await signIn(user.email, user.password, '192.0.2.10')).statusCode).toBe(200);
  });

  it('slows a patient stranger to one guess in 30 seconds, which is all the owner waits', async () => {
    const user = await owner('shift-leader');
    const waits: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const answer = await signIn(user.email, `patient-${i}`, `198.18.0.${i + 1}`);
      if (answer.statusCode === 429) {
        const seconds = Number(/wait (\d+) second/.exec(answer.json().error.message)?.[1]);
        expect(answer.headers['retry-after']).toBe(String(seconds));
        waits.push(seconds);
        t.clock.current = new Date(t.clock.current.getTime() + seconds * 1_000);
        i -= 1;
      } else {
        expect(answer.statusCode).toBe(401);
      }
    }
    expect(Math.max(...waits)).toBe(ACCOUNT_BACKOFF.longestMs / 1_000);
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);

    const owner429 = await signIn(user.email, user.password, '192.0.2.11');
    expect(owner429.statusCode).toBe(429);
    t.clock.current = new Date(t.clock.current.getTime() + ACCOUNT_BACKOFF.longestMs);
    expect((await signIn(user.email, user.password, '192.0.2.11')).statusCode).toBe(200);
  });

  it('tells the owner once that someone is guessing, and that they are not locked out', async () => {
    const user = await owner('shift-leader');
    const seen = inbox().received.length;
    await fortyGuesses(user.email, '198.51.101');
    const mail = await inbox().nextMailTo(user.email, seen);
    expect(subjectOf(mail.raw)).toBe('Failed sign-ins to your ShiftCheck account');
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('Your account is not locked');
    expect(text).toContain('https://shifts.example.com/');
    expect(
      inbox()
        .received.slice(seen)
        .filter((m) => m.to.includes(user.email)),
    ).toHaveLength(1);
  });

  it('still shuts out one address that guesses at many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS + 3; i += 1) {
      const answer = await signIn(`nobody-${i}@test.example`, 'wrong', '198.51.102.7');
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json().error.message).toBe(SIGN_IN_MESSAGES.rateLimited);
      }
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('forgets the browsers an account knew once its password is reset', async () => {
    const user = await owner('shift-leader');
    const first = await signIn(user.email, user.password, '192.0.2.30');
    const device = deviceCookieIn(first.headers['set-cookie']);
    const known = await t.deps.db.kysely
      .selectFrom('known_devices')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(known).toHaveLength(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { ...json, cookie: sessionCookieFrom(first.headers['set-cookie']) },
      payload: {
        currentPassword: user.password,
        newPassword: 'another-long-secret-9',
        confirmPassword: 'another-long-secret-9',
      },
    });
    expect(
      await t.deps.db.kysely
        .selectFrom('known_devices')
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([]);
    await fortyGuesses(user.email, '198.51.103');
    const withOldCookie = await signIn(user.email, 'another-long-secret-9', '192.0.2.31', device);
    expect(withOldCookie.statusCode).toBe(429);
  });
});
