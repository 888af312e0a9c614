// Which roles need two-factor, on both databases: the server's floor always, the roles a super
// admin adds in the app too; a super admin resets a person's (a lost phone); a single sign-on
// whose provider did multi-factor is not asked again.
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInResponseSchema } from '#domain/auth/schemas';
import { twoFactorPolicySchema, twoFactorStatusSchema } from '#domain/two-factor/api';
import { CHALLENGE_COOKIE } from '#server/two-factor/challenge-cookie';
import { finishSignIn, signInAnswer } from '#server/two-factor/gate';
import { SESSION_COOKIE } from '#server/auth/session-plugin';
import { apiClient } from '#test/support/api-client';
import { createStore, createUser, sessionCookieFor } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { Browser, codeAt, secretOfUri } from './support';

let addresses = 0;
const nextIp = () => `203.0.113.${++addresses}`;

describe.each(testDialects())('who needs two-factor on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { twoFactorRequiredRoles: ['super-admin'] } });

  async function signInAnswerOf(email: string, password: string) {
    const answer = await new Browser(t.app, nextIp()).signIn(email, password);
    expect(answer.statusCode, answer.body).toBe(200);
    return signInResponseSchema.parse(answer.json());
  }

  it('adds the roles a super admin chooses to the floor, which stays', async () => {
    const storeId = (await createStore(t.deps)).id;
    const manager = await createUser(t.deps, { role: 'store', storeId });
    expect((await signInAnswerOf(manager.email, manager.password)).user?.id).toBe(manager.id);

    // The super admin's session made directly: their own sign-in would ask them to set up.
    const adminUser = await createUser(t.deps, { role: 'super-admin', storeId: null });
    const api = apiClient(t.app, await sessionCookieFor(t.deps, adminUser.id));

    const before = twoFactorPolicySchema.parse((await api.get('/api/identity/two-factor')).json());
    expect(before).toEqual({
      floor: ['super-admin'],
      roles: [],
      updatedAt: null,
      updatedByName: null,
    });
    const saved = await api.put('/api/identity/two-factor', { roles: ['store', 'super-admin'] });
    expect(saved.statusCode, saved.body).toBe(200);
    // The floor's role is not saved as the app's: it is required whatever the app says.
    expect(twoFactorPolicySchema.parse(saved.json())).toMatchObject({
      floor: ['super-admin'],
      roles: ['store'],
      updatedByName: adminUser.email,
    });
    expect(await signInAnswerOf(manager.email, manager.password)).toEqual({
      user: null,
      twoFactor: { enrol: true },
    });
    const leader = await createUser(t.deps, { role: 'shift-leader', storeId });
    expect((await signInAnswerOf(leader.email, leader.password)).user?.id).toBe(leader.id);

    const invalid = await api.put('/api/identity/two-factor', { roles: ['owner'] });
    expect(invalid.statusCode).toBe(400);
    await api.put('/api/identity/two-factor', { roles: [] });
    expect((await signInAnswerOf(manager.email, manager.password)).user?.id).toBe(manager.id);
  });

  it("resets a person's two-factor: their next sign-in sets up an app again", async () => {
    const admin = await createUser(t.deps, { role: 'super-admin', storeId: null });
    const browser = new Browser(t.app, nextIp());
    await browser.signIn(admin.email, admin.password);
    const setup = (await browser.get('/api/auth/two-factor')).json<{ setup: { uri: string } }>();
    const secret = secretOfUri(setup.setup.uri);
    await browser.post('/api/auth/two-factor', { code: codeAt(secret, t.clock) });
    const status = twoFactorStatusSchema.parse(
      (await browser.get('/api/auth/two-factor/status')).json(),
    );
    expect(status.enabled).toBe(true);

    const other = await createUser(t.deps, { role: 'super-admin', storeId: null });
    const api = apiClient(t.app, await sessionCookieFor(t.deps, other.id));
    expect((await api.delete(`/api/users/${admin.id}/two-factor`)).statusCode).toBe(204);
    expect((await api.delete('/api/users/no-such-person/two-factor')).statusCode).toBe(404);

    // Their session goes on; their next sign-in asks them to set up an app, with a new secret.
    const after = twoFactorStatusSchema.parse(
      (await browser.get('/api/auth/two-factor/status')).json(),
    );
    expect(after).toMatchObject({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const next = new Browser(t.app, nextIp());
    const answer = signInResponseSchema.parse(
      (await next.signIn(admin.email, admin.password)).json(),
    );
    expect(answer).toEqual({ user: null, twoFactor: { enrol: true } });
    const fresh = (await next.get('/api/auth/two-factor')).json<{ setup: { uri: string } }>();
    expect(secretOfUri(fresh.setup.uri)).not.toBe(secret);
  });

  it('does not ask again after a single sign-on whose provider did multi-factor', async () => {
    const admin = await createUser(t.deps, { role: 'super-admin', storeId: null });
    const sso = Fastify();
    await sso.register(fastifyCookie);
    sso.post<{ Body: { mfa: boolean } }>('/sso', async (request, reply) =>
      signInAnswer(
        await finishSignIn(
          t.deps,
          reply,
          {
            userId: admin.id,
            via: 'sso',
            providerDidMfa: request.body.mfa,
            ip: '192.0.2.99',
            deviceToken: undefined,
          },
          request.log,
        ),
      ),
    );
    const withMfa = await sso.inject({ method: 'POST', url: '/sso', payload: { mfa: true } });
    expect(withMfa.json<{ user: { id: string } }>().user.id).toBe(admin.id);
    expect(withMfa.cookies.map((c) => c.name)).toContain(SESSION_COOKIE);

    const without = await sso.inject({ method: 'POST', url: '/sso', payload: { mfa: false } });
    expect(without.json()).toEqual({ user: null, twoFactor: { enrol: true } });
    const challenge = without.cookies.find((c) => c.name === CHALLENGE_COOKIE);
    expect(challenge).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(without.cookies.map((c) => c.name)).not.toContain(SESSION_COOKIE);
    await sso.close();
  });
});
