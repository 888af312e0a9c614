// Two-factor sign-in with an authenticator app, on both databases: a super admin (whose role
// needs it) sets their app up at sign-in and gets recovery codes once; a wrong code is refused,
// a code used once is refused again in its own 30 seconds, a recovery code works once; wrong
// codes are limited like wrong passwords; the challenge expires and is used once.
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import { signInResponseSchema, currentSessionResponseSchema } from '#domain/auth/schemas';
import {
  recoveryCodesSchema,
  twoFactorChallengeSchema,
  twoFactorSignedInSchema,
  twoFactorStatusSchema,
} from '#domain/two-factor/api';
import { TWO_FACTOR_MESSAGES } from '#domain/two-factor/messages';
import { MAX_WRONG_CODES_PER_ACCOUNT } from '#server/two-factor/rate-limit';
import { createUser, type TestUser } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { Browser, codeAt, secretOfUri } from './support';

const error = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;
let addresses = 0;
/** Each browser its own address: the per-address limit is not what most tests are about. */
const nextIp = () => `198.51.100.${++addresses}`;

describe.each(testDialects())('two-factor sign-in on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { twoFactorRequiredRoles: ['super-admin'] } });

  /** A browser whose sign-in now waits for the second factor. */
  async function challenged(user: TestUser) {
    const browser = new Browser(t.app, nextIp());
    const answer = await browser.signIn(user.email, user.password);
    expect(answer.statusCode, answer.body).toBe(200);
    return { browser, answer: signInResponseSchema.parse(answer.json()) };
  }

  /** A super admin who set their app up at sign-in: its secret and their recovery codes. */
  async function enrolledAdmin() {
    const admin = await createUser(t.deps, { role: 'super-admin', storeId: null });
    const { browser } = await challenged(admin);
    const state = twoFactorChallengeSchema.parse(
      (await browser.get('/api/auth/two-factor')).json(),
    );
    const secret = secretOfUri(state.setup!.uri);
    const done = await browser.post('/api/auth/two-factor', { code: codeAt(secret, t.clock) });
    expect(done.statusCode, done.body).toBe(200);
    const { recoveryCodes } = twoFactorSignedInSchema.parse(done.json());
    return { admin, secret, recoveryCodes: recoveryCodes ?? [] };
  }

  it('has a super admin set up their app at sign-in, then shows the recovery codes once', async () => {
    const admin = await createUser(t.deps, { role: 'super-admin', storeId: null });
    const { browser, answer } = await challenged(admin);
    expect(answer).toEqual({ user: null, twoFactor: { enrol: true } });
    expect(browser.session).toBeUndefined();
    expect(browser.challenge).toBeDefined();
    const signedOut = await browser.get('/api/auth/session');
    expect(currentSessionResponseSchema.parse(signedOut.json()).user).toBeNull();

    const state = twoFactorChallengeSchema.parse(
      (await browser.get('/api/auth/two-factor')).json(),
    );
    expect(state).toMatchObject({ pending: true, enrol: true });
    const setup = state.setup!;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/ShiftCheck:[^?]+\?(?:[^&]*&)*secret=/);
    expect(setup.uri).toContain(encodeURIComponent(admin.email));
    expect(setup.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // The text to type is the secret the QR code holds: 32 base32 letters, in groups of four.
    expect(setup.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = secretOfUri(setup.uri);
    expect(setup.secret.replace(/ /g, '')).toBe(secret);
    // Asked again (a reload), the same secret: the app already scanned stays right.
    const again = twoFactorChallengeSchema.parse(
      (await browser.get('/api/auth/two-factor')).json(),
    );
    expect(again.setup?.uri).toBe(setup.uri);

    const wrong = await browser.post('/api/auth/two-factor', { code: codeAt(secret, t.clock, 5) });
    expect(wrong.statusCode).toBe(401);
    expect(error(wrong.body).message).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    // No recovery code before the app is set up.
    const early = await browser.post('/api/auth/two-factor', { recoveryCode: 'abcde-fghjk' });
    expect(early.statusCode).toBe(400);

    const done = await browser.post('/api/auth/two-factor', { code: codeAt(secret, t.clock) });
    expect(done.statusCode, done.body).toBe(200);
    const signedIn = twoFactorSignedInSchema.parse(done.json());
    expect(signedIn.user.id).toBe(admin.id);
    expect(signedIn.recoveryCodes).toHaveLength(10);
    for (const code of signedIn.recoveryCodes ?? []) {
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    }
    expect(new Set(signedIn.recoveryCodes).size).toBe(10);
    expect(browser.session).toBeDefined();
    expect(browser.challenge).toBeUndefined();
    // A browser new to the account is remembered, as after a password sign-in.
    expect(browser.device).toBeDefined();
    const session = currentSessionResponseSchema.parse(
      (await browser.get('/api/auth/session')).json(),
    );
    expect(session.user?.id).toBe(admin.id);

    const status = await browser.get('/api/auth/two-factor/status');
    expect(twoFactorStatusSchema.parse(status.json())).toMatchObject({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
  });

  it('refuses a code already used, in its own 30 seconds and the next', async () => {
    const { admin, secret } = await enrolledAdmin();
    const { browser, answer } = await challenged(admin);
    expect(answer).toEqual({ user: null, twoFactor: { enrol: false } });
    const state = twoFactorChallengeSchema.parse(
      (await browser.get('/api/auth/two-factor')).json(),
    );
    expect(state).toEqual({ pending: true, enrol: false, setup: null });

    // The code that set the app up, a few seconds later: still shown by the app, already used.
    t.clock.current = new Date(t.clock.now().getTime() + 5_000);
    const replayed = await browser.post('/api/auth/two-factor', { code: codeAt(secret, t.clock) });
    expect(replayed.statusCode).toBe(401);
    expect(error(replayed.body).message).toBe(TWO_FACTOR_MESSAGES.codeReplayed);
    expect(browser.session).toBeUndefined();

    // The next code signs in; then it, and the one before it, are refused.
    t.clock.advanceMinutes(0.5);
    const fresh = codeAt(secret, t.clock);
    const ok = await browser.post('/api/auth/two-factor', { code: fresh });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(twoFactorSignedInSchema.parse(ok.json()).recoveryCodes).toBeNull();

    const second = (await challenged(admin)).browser;
    const twice = await second.post('/api/auth/two-factor', { code: fresh });
    expect(error(twice.body).message).toBe(TWO_FACTOR_MESSAGES.codeReplayed);
    const older = await second.post('/api/auth/two-factor', { code: codeAt(secret, t.clock, -1) });
    expect(error(older.body).message).toBe(TWO_FACTOR_MESSAGES.codeReplayed);
    // A phone a step ahead: its code is accepted (and it is the newest now).
    const ahead = await second.post('/api/auth/two-factor', { code: codeAt(secret, t.clock, 1) });
    expect(ahead.statusCode, ahead.body).toBe(200);
  });

  it('opens one session for two right answers sent together', async () => {
    const { admin, secret } = await enrolledAdmin();
    t.clock.advanceMinutes(0.5);
    const { browser } = await challenged(admin);
    const code = codeAt(secret, t.clock);
    const answers = await Promise.all([
      browser.post('/api/auth/two-factor', { code }),
      browser.post('/api/auth/two-factor', { code }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes each recovery code once', async () => {
    const { admin, recoveryCodes } = await enrolledAdmin();
    const [first = '', second = ''] = recoveryCodes;
    const { browser } = await challenged(admin);
    // Typed in capitals and without the dash, it is the same code.
    const typed = first.replace('-', '').toUpperCase();
    const ok = await browser.post('/api/auth/two-factor', { recoveryCode: typed });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(browser.session).toBeDefined();

    const next = (await challenged(admin)).browser;
    const reused = await next.post('/api/auth/two-factor', { recoveryCode: first });
    expect(reused.statusCode).toBe(401);
    expect(error(reused.body).message).toBe(TWO_FACTOR_MESSAGES.recoveryCodeWrong);
    const made = await next.post('/api/auth/two-factor', { recoveryCode: 'abcde-fghjk' });
    expect(error(made.body).message).toBe(TWO_FACTOR_MESSAGES.recoveryCodeWrong);
    const malformed = await next.post('/api/auth/two-factor', { recoveryCode: 'il0o1-xxxxx' });
    expect(malformed.statusCode).toBe(400);
    expect(error(malformed.body).message).toBe(TWO_FACTOR_MESSAGES.recoveryCodeFormat);
    expect((await next.post('/api/auth/two-factor', { recoveryCode: second })).statusCode).toBe(
      200,
    );

    const status = await next.get('/api/auth/two-factor/status');
    expect(twoFactorStatusSchema.parse(status.json()).recoveryCodesLeft).toBe(8);
  });

  it('limits wrong codes as wrong passwords: the account takes none for the window', async () => {
    const { admin, secret } = await enrolledAdmin();
    t.clock.advanceMinutes(0.5);
    const { browser } = await challenged(admin);
    const wrong = codeAt(secret, t.clock, 10);
    for (let i = 0; i < MAX_WRONG_CODES_PER_ACCOUNT; i++) {
      const answer = await browser.post('/api/auth/two-factor', { code: wrong });
      expect(answer.statusCode).toBe(401);
    }
    // The right code is refused too now, and so is a recovery code, from any new browser.
    const refused = await browser.post('/api/auth/two-factor', { code: codeAt(secret, t.clock) });
    expect(refused.statusCode).toBe(429);
    expect(error(refused.body).message).toBe(TWO_FACTOR_MESSAGES.rateLimited);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    const elsewhere = (await challenged(admin)).browser;
    const alsoRefused = await elsewhere.post('/api/auth/two-factor', {
      code: codeAt(secret, t.clock),
    });
    expect(alsoRefused.statusCode).toBe(429);

    // After the window, the right code signs in (from a browser still waiting: challenges last
    // ten minutes, so a new sign-in).
    t.clock.advanceMinutes(16);
    const later = (await challenged(admin)).browser;
    const ok = await later.post('/api/auth/two-factor', { code: codeAt(secret, t.clock) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('counts wrong codes from one address with its wrong passwords', async () => {
    const { admin, secret } = await enrolledAdmin();
    t.clock.advanceMinutes(0.5);
    const ip = nextIp();
    const stranger = await createUser(t.deps, { role: 'shift-leader', storeId: null });
    for (let i = 0; i < 15; i++) {
      const guess = await new Browser(t.app, ip).signIn(`nobody-${i}@test.example`, 'wrong');
      expect(guess.statusCode).toBe(401);
    }
    const browser = new Browser(t.app, ip);
    expect((await browser.signIn(admin.email, admin.password)).statusCode).toBe(200);
    // Five more failures make the address's twenty: then it is refused, whatever it sends.
    for (let i = 0; i < 5; i++) {
      const answer = await browser.post('/api/auth/two-factor', {
        code: codeAt(secret, t.clock, 9),
      });
      expect(answer.statusCode).toBe(401);
    }
    const limited = await browser.post('/api/auth/two-factor', { code: codeAt(secret, t.clock) });
    expect(limited.statusCode).toBe(429);
    const password = await new Browser(t.app, ip).signIn(stranger.email, stranger.password);
    expect(password.statusCode).toBe(429);
    // Another address is not held up.
    const elsewhere = await new Browser(t.app, nextIp()).signIn(stranger.email, stranger.password);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets a challenge wait ten minutes, and be given up', async () => {
    const { admin, secret } = await enrolledAdmin();
    const { browser } = await challenged(admin);
    t.clock.advanceMinutes(11);
    const late = await browser.post('/api/auth/two-factor', { code: codeAt(secret, t.clock) });
    expect(late.statusCode).toBe(401);
    expect(error(late.body).message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    const state = twoFactorChallengeSchema.parse(
      (await browser.get('/api/auth/two-factor')).json(),
    );
    expect(state.pending).toBe(false);

    const other = (await challenged(admin)).browser;
    expect((await other.delete('/api/auth/two-factor')).statusCode).toBe(204);
    expect(other.challenge).toBeUndefined();
    const gone = await other.get('/api/auth/two-factor');
    expect(twoFactorChallengeSchema.parse(gone.json()).pending).toBe(false);
    const noChallenge = await other.post('/api/auth/two-factor', { code: codeAt(secret, t.clock) });
    expect(noChallenge.statusCode).toBe(401);
  });

  it('signs in a shift leader with their password alone, until they turn two-factor on', async () => {
    const leader = await createUser(t.deps, { role: 'shift-leader', storeId: null });
    const browser = new Browser(t.app, nextIp());
    const plain = signInResponseSchema.parse(
      (await browser.signIn(leader.email, leader.password)).json(),
    );
    expect(plain.user?.id).toBe(leader.id);

    const off = twoFactorStatusSchema.parse(
      (await browser.get('/api/auth/two-factor/status')).json(),
    );
    expect(off).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });
    const enableEarly = await browser.post('/api/auth/two-factor/enable', { code: '123456' });
    expect(error(enableEarly.body).message).toBe(TWO_FACTOR_MESSAGES.notSetUp);
    const setup = await browser.post('/api/auth/two-factor/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = secretOfUri(setup.json<{ uri: string }>().uri);
    const wrong = await browser.post('/api/auth/two-factor/enable', {
      code: codeAt(secret, t.clock, 4),
    });
    expect(wrong.statusCode).toBe(400);
    expect(error(wrong.body).message).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    const enabled = await browser.post('/api/auth/two-factor/enable', {
      code: codeAt(secret, t.clock),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes: firstCodes } = recoveryCodesSchema.parse(enabled.json());
    expect(firstCodes).toHaveLength(10);
    expect((await browser.post('/api/auth/two-factor/setup')).statusCode).toBe(409);

    // Now the password alone no longer signs in.
    const next = new Browser(t.app, nextIp());
    const asked = signInResponseSchema.parse(
      (await next.signIn(leader.email, leader.password)).json(),
    );
    expect(asked).toEqual({ user: null, twoFactor: { enrol: false } });

    // New recovery codes after a current code: the old ones stop working.
    t.clock.advanceMinutes(0.5);
    const renewed = await browser.post('/api/auth/two-factor/recovery-codes', {
      code: codeAt(secret, t.clock),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { recoveryCodes: newCodes } = recoveryCodesSchema.parse(renewed.json());
    const old = await next.post('/api/auth/two-factor', { recoveryCode: firstCodes[0] });
    expect(error(old.body).message).toBe(TWO_FACTOR_MESSAGES.recoveryCodeWrong);
    expect(
      (await next.post('/api/auth/two-factor', { recoveryCode: newCodes[0] })).statusCode,
    ).toBe(200);

    // Off again with a current code (the one just used is refused: it was used).
    const reused = await browser.post('/api/auth/two-factor/disable', {
      code: codeAt(secret, t.clock),
    });
    expect(error(reused.body).message).toBe(TWO_FACTOR_MESSAGES.codeReplayed);
    t.clock.advanceMinutes(0.5);
    const disabled = await browser.post('/api/auth/two-factor/disable', {
      code: codeAt(secret, t.clock),
    });
    expect(disabled.statusCode, disabled.body).toBe(204);
    const direct = await new Browser(t.app, nextIp()).signIn(leader.email, leader.password);
    expect(signInResponseSchema.parse(direct.json()).user?.id).toBe(leader.id);
  });

  it('keeps it on for a role that needs it', async () => {
    const { admin, secret } = await enrolledAdmin();
    t.clock.advanceMinutes(0.5);
    const { browser } = await challenged(admin);
    await browser.post('/api/auth/two-factor', { code: codeAt(secret, t.clock) });
    t.clock.advanceMinutes(0.5);
    const refused = await browser.post('/api/auth/two-factor/disable', {
      code: codeAt(secret, t.clock),
    });
    expect(refused.statusCode).toBe(400);
    expect(error(refused.body).message).toBe(TWO_FACTOR_MESSAGES.requiredForRole);
  });
});
