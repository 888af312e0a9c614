// Single sign-on against a real OpenID provider on loopback (docs/decisions/052), on both
// databases: a new person made from their claims in the mapped store and role; a wrong state, a
// replayed code, a wrong nonce, an expired ID token and a token from another issuer each
// refused; "SSO required" refusing password sign-in but for the break-glass super admin.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import { currentSessionResponseSchema, publicSettingsSchema } from '#domain/auth/schemas';
import { mappingsSchema, ssoSettingsSchema } from '#domain/sso/api';
import { SSO_MESSAGES } from '#domain/sso/messages';
import { SESSION_COOKIE } from '#server/auth/session-plugin';
import { SSO_STARTS_PER_ADDRESS } from '#server/sso/service';
import { apiClient, signedInUser, type SignedInUser } from '#test/support/api-client';
import { createArea, createStore, createUser, signInCookie } from '#test/support/factories';
import { TEST_ADMIN, TestClock, testDialects } from '#test/support/harness';
import { startTestIdp, TEST_CLIENT, type TestIdp } from '#test/support/oidc-provider';
import { personSignedIn } from '#server/sso/accounts';
import { useTestApp } from '#test/support/use-test-app';

const ORIGIN = 'http://shiftcheck.test';
const CALLBACK = `${ORIGIN}/api/auth/sso/callback`;

const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
  return found && found !== `${name}=` ? found : null;
};

/** A discovery document at its own address that hands out another provider's endpoints. */
async function mixUpIssuer(other: TestIdp): Promise<{ issuer: string; close(): Promise<void> }> {
  const document = await (await fetch(`${other.issuer}/.well-known/openid-configuration`)).json();
  const server: Server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ...document, issuer: `http://127.0.0.1:${port}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    issuer: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects())('single sign-on (%s)', (dialect) => {
  // The app's clock starts at the provider's (the real one); the ID tokens' times are its.
  const t = useTestApp(dialect, {
    config: { publicUrl: ORIGIN },
    clock: new TestClock(new Date()),
  });
  let idp: TestIdp;
  let admin: SignedInUser;
  let store: { id: string; name: string };

  const provider = (issuer: string) => ({
    name: 'Test IdP',
    issuer,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
  });

  /** From "Sign in with Test IdP" to the provider's sign-in page: its URL and the state cookie. */
  async function start() {
    const started = await t.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    expect(started.statusCode).toBe(302);
    const stateCookie = cookieOf(started.headers['set-cookie'], 'shiftcheck_sso');
    expect(stateCookie).not.toBeNull();
    return { url: String(started.headers.location), stateCookie: stateCookie ?? '' };
  }

  /** The provider's answer arriving at the app: where it sends the browser, and the session. */
  async function callback(answer: URL, stateCookie: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${answer.pathname}${answer.search}`,
      headers: { cookie: stateCookie },
    });
    expect(response.statusCode).toBe(302);
    return {
      location: String(response.headers.location),
      session: cookieOf(response.headers['set-cookie'], SESSION_COOKIE),
    };
  }

  async function signInThroughIdp(sub: string) {
    const { url, stateCookie } = await start();
    return callback(await idp.signInAs(url, sub), stateCookie);
  }

  beforeAll(async () => {
    idp = await startTestIdp([CALLBACK]);
    idp.people.set('alex', {
      sub: 'alex',
      email: 'alex.rivera@chain.example',
      name: 'Alex Rivera',
      groups: ['Everyone', 'Harbour Leaders'],
    });
    idp.people.set('nobody', {
      sub: 'nobody',
      email: 'no.group@chain.example',
      name: 'No Group',
      groups: ['Everyone'],
    });
    store = await createStore(t.deps, { name: 'Harbour Road' });
    admin = await signedInUser(t, 'super-admin', null);
    const saved = await admin.api.put('/api/identity/sso', {
      provider: provider(idp.issuer),
      createPeople: true,
      required: false,
      breakGlassEmail: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = ssoSettingsSchema.parse(saved.json());
    expect(settings.provider).toMatchObject({ name: 'Test IdP', hasSecret: true });
    expect(settings.redirectUri).toBe(CALLBACK);
    const mapped = await admin.api.post('/api/identity/sso/mappings', {
      claim: 'groups',
      value: 'Harbour Leaders',
      role: 'shift-leader',
      storeId: store.id,
    });
    expect(mapped.statusCode, mapped.body).toBe(201);
    expect(mappingsSchema.parse(mapped.json()).mappings).toMatchObject([
      { claim: 'groups', value: 'Harbour Leaders', storeName: 'Harbour Road' },
    ]);
  });
  afterAll(() => idp.close());

  it('shows the provider on the sign-in screen, and never sends its secret back', async () => {
    const settings = publicSettingsSchema.parse(
      (await apiClient(t.app).get('/api/settings')).json(),
    );
    expect(settings.singleSignOn).toEqual({ name: 'Test IdP', passwordSignIn: 'everyone' });
    const read = await admin.api.get('/api/identity/sso');
    expect(read.body).not.toContain(TEST_CLIENT.secret);
    // A provider whose discovery document cannot be read is not saved.
    const unreachable = await admin.api.put('/api/identity/sso', {
      provider: provider('https://idp.invalid'),
      createPeople: true,
      required: false,
      breakGlassEmail: null,
    });
    expect(unreachable.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unreachable.json()).error.message).toBe(
      SSO_MESSAGES.providerUnreachable('https://idp.invalid'),
    );
    expect(
      ssoSettingsSchema.parse((await admin.api.get('/api/identity/sso')).json()).provider?.issuer,
    ).toBe(idp.issuer);
  });

  it('signs a new person in, made from their claims in the mapped store and role', async () => {
    const { location, session } = await signInThroughIdp('alex');
    expect(location).toBe('/');
    expect(session).not.toBeNull();
    const me = currentSessionResponseSchema.parse(
      (await apiClient(t.app, session ?? '').get('/api/auth/session')).json(),
    );
    expect(me.user).toMatchObject({
      email: 'alex.rivera@chain.example',
      displayName: 'Alex Rivera',
      role: 'shift-leader',
      storeId: store.id,
    });
    // The second time it is the same person, not a second account.
    const again = await signInThroughIdp('alex');
    const second = currentSessionResponseSchema.parse(
      (await apiClient(t.app, again.session ?? '').get('/api/auth/session')).json(),
    );
    expect(second.user?.id).toBe(me.user?.id);
  });

  it('first sign-ins of one new person at once make one account, and sign every one in', async () => {
    const policy = { createPeople: true, required: false, breakGlassEmail: null };
    // Tabs, or a double-clicked button: the answers come back before any has made them. Each
    // ordering of the lookups and the insert must end the same, so several people try at once.
    for (const name of ['twin', 'triplet', 'quad']) {
      const claims = {
        iss: idp.issuer,
        sub: name,
        email: `sam.${name}@chain.example`,
        name: 'Sam Twin',
        groups: ['Harbour Leaders'],
      };
      const ids = await Promise.all(
        Array.from({ length: 4 }, () => personSignedIn(t.deps, policy, claims)),
      );
      expect(new Set(ids).size).toBe(1);
      const accounts = await t.deps.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', `sam.${name}@chain.example`)
        .execute();
      expect(accounts).toEqual([{ id: ids[0] }]);
    }
  });

  it('places an area manager in the area their group maps to', async () => {
    const areaId = await createArea(t.deps, [store.id], 'North');
    const added = await admin.api.post('/api/identity/sso/mappings', {
      claim: 'groups',
      value: 'North Area Managers',
      role: 'area',
      areaId,
      position: 0,
    });
    expect(mappingsSchema.parse(added.json()).mappings.map((m) => m.value)).toEqual([
      'North Area Managers',
      'Harbour Leaders',
    ]);
    // Without its area the mapping is refused.
    const noArea = await admin.api.post('/api/identity/sso/mappings', {
      claim: 'groups',
      value: 'Somewhere',
      role: 'area',
    });
    expect(apiErrorSchema.parse(noArea.json()).error.message).toBe(SSO_MESSAGES.areaRequired);
    idp.people.set('casey', {
      sub: 'casey',
      email: 'casey@chain.example',
      name: 'Casey North',
      // Both groups: the first mapping in the list decides.
      groups: ['Harbour Leaders', 'North Area Managers'],
    });
    const { session } = await signInThroughIdp('casey');
    const me = currentSessionResponseSchema.parse(
      (await apiClient(t.app, session ?? '').get('/api/auth/session')).json(),
    );
    expect(me.user).toMatchObject({ role: 'area', areaId, storeId: null });
  });

  it('refuses a person whose account is turned off, however well the provider vouches', async () => {
    const turnOff = (at: string | null) =>
      t.deps.db.kysely
        .updateTable('users')
        .set({ deactivated_at: at })
        .where('email', '=', 'alex.rivera@chain.example')
        .execute();
    await turnOff(t.clock.now().toISOString());
    try {
      expect(await signInThroughIdp('alex')).toEqual({
        location: '/?sso-failed=turnedOff',
        session: null,
      });
    } finally {
      await turnOff(null);
    }
  });

  it('refuses an answer whose state is not the one this browser left with', async () => {
    const { url, stateCookie } = await start();
    const answer = await idp.signInAs(url, 'alex');
    answer.searchParams.set('state', 'forged-state-from-another-browser');
    expect(await callback(answer, stateCookie)).toEqual({
      location: '/?sso-failed=expired',
      session: null,
    });
    // Nor one that arrives without this browser's state cookie (a link someone was sent).
    const other = await start();
    const sent = await idp.signInAs(other.url, 'alex');
    expect(await callback(sent, 'shiftcheck_sso=someone-elses')).toEqual({
      location: '/?sso-failed=expired',
      session: null,
    });
  });

  it('refuses a replayed code, as the same answer and with a fresh state', async () => {
    const { url, stateCookie } = await start();
    const answer = await idp.signInAs(url, 'alex');
    expect((await callback(answer, stateCookie)).session).not.toBeNull();
    expect(await callback(answer, stateCookie)).toEqual({
      location: '/?sso-failed=expired',
      session: null,
    });
    // The used code carried by a new sign-in's state: the provider refuses it.
    const fresh = await start();
    const replay = new URL(answer);
    replay.searchParams.set('state', new URL(fresh.url).searchParams.get('state') ?? '');
    expect(await callback(replay, fresh.stateCookie)).toEqual({
      location: '/?sso-failed=expired',
      session: null,
    });
  });

  it('refuses an ID token carrying another nonce than the one sent', async () => {
    const { url, stateCookie } = await start();
    const tampered = new URL(url);
    tampered.searchParams.set('nonce', 'a-nonce-shiftcheck-never-sent');
    const answer = await idp.signInAs(tampered.href, 'alex');
    expect(await callback(answer, stateCookie)).toEqual({
      location: '/?sso-failed=untrusted',
      session: null,
    });
  });

  it('refuses an ID token that expired before it arrived', async () => {
    idp.idTokenSeconds = 60;
    try {
      const { url, stateCookie } = await start();
      const answer = await idp.signInAs(url, 'alex');
      // Five minutes later by the app's clock: still within the sign-in's ten, past the token's one.
      t.clock.advanceMinutes(5);
      expect(await callback(answer, stateCookie)).toEqual({
        location: '/?sso-failed=untrusted',
        session: null,
      });
    } finally {
      idp.idTokenSeconds = 3600;
    }
  });

  it('refuses a token from another issuer than the one set up', async () => {
    const other = await startTestIdp([CALLBACK]);
    const mixUp = await mixUpIssuer(other);
    try {
      other.people.set('alex', { ...idp.people.get('alex')!, sub: 'alex' });
      const saved = await admin.api.put('/api/identity/sso', {
        provider: provider(mixUp.issuer),
        createPeople: true,
        required: false,
        breakGlassEmail: null,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const { url, stateCookie } = await start();
      expect(url.startsWith(other.issuer)).toBe(true);
      expect(await callback(await other.signInAs(url, 'alex'), stateCookie)).toEqual({
        location: '/?sso-failed=untrusted',
        session: null,
      });
    } finally {
      await admin.api.put('/api/identity/sso', {
        provider: provider(idp.issuer),
        createPeople: true,
        required: false,
        breakGlassEmail: null,
      });
      await mixUp.close();
      await other.close();
    }
  });

  it('makes nobody the mappings do not place, nor anyone when people are not to be made', async () => {
    expect(await signInThroughIdp('nobody')).toEqual({
      location: '/?sso-failed=noAccount',
      session: null,
    });
    idp.people.set('sam', {
      sub: 'sam',
      email: 'sam@chain.example',
      name: 'Sam',
      groups: ['Harbour Leaders'],
    });
    await admin.api.put('/api/identity/sso', {
      provider: provider(idp.issuer),
      createPeople: false,
      required: false,
      breakGlassEmail: null,
    });
    expect(await signInThroughIdp('sam')).toEqual({
      location: '/?sso-failed=noAccount',
      session: null,
    });
    // An account that exists with the same address is theirs, and the mapping places it.
    const manager = await createUser(t.deps, { role: 'store', storeId: null });
    idp.people.set('morgan', {
      sub: 'morgan',
      email: manager.email,
      name: 'Morgan',
      groups: ['Harbour Leaders'],
    });
    const linked = await signInThroughIdp('morgan');
    expect(linked.location).toBe('/');
    const me = currentSessionResponseSchema.parse(
      (await apiClient(t.app, linked.session ?? '').get('/api/auth/session')).json(),
    );
    expect(me.user).toMatchObject({ id: manager.id, role: 'shift-leader', storeId: store.id });
  });

  it('with single sign-on required, refuses password sign-in but for the break-glass super admin', async () => {
    const missing = await admin.api.put('/api/identity/sso', {
      provider: provider(idp.issuer),
      createPeople: true,
      required: true,
      breakGlassEmail: null,
    });
    expect(missing.statusCode).toBe(400);
    expect(apiErrorSchema.parse(missing.json()).error.message).toBe(
      SSO_MESSAGES.breakGlassRequired,
    );
    const notAdmin = await admin.api.put('/api/identity/sso', {
      provider: provider(idp.issuer),
      createPeople: true,
      required: true,
      breakGlassEmail: 'alex.rivera@chain.example',
    });
    expect(apiErrorSchema.parse(notAdmin.json()).error.message).toBe(
      SSO_MESSAGES.breakGlassNotAdmin,
    );
    const required = await admin.api.put('/api/identity/sso', {
      provider: provider(idp.issuer),
      createPeople: true,
      required: true,
      breakGlassEmail: TEST_ADMIN.email.toUpperCase(),
    });
    expect(required.statusCode, required.body).toBe(200);
    const settings = publicSettingsSchema.parse(
      (await apiClient(t.app).get('/api/settings')).json(),
    );
    expect(settings.singleSignOn).toEqual({ name: 'Test IdP', passwordSignIn: 'break-glass' });

    const leader = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
    const refused = await apiClient(t.app).post('/api/auth/sign-in', {
      email: leader.email,
      password: leader.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json()).error.message).toBe(
      SSO_MESSAGES.passwordOff('Test IdP'),
    );
    await expect(signInCookie(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).resolves.toContain(
      SESSION_COOKIE,
    );
    // Single sign-on itself still signs people in.
    expect((await signInThroughIdp('alex')).location).toBe('/');
  });

  it('lets one address start a hundred sign-ins in 15 minutes, then sends it back to wait', async () => {
    const from = (ip: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/sso/start', remoteAddress: ip });
    for (let started = 0; started < SSO_STARTS_PER_ADDRESS; started += 1) {
      expect((await from('198.51.100.7')).headers.location).toMatch(/^http:\/\/127\.0\.0\.1:/);
    }
    expect((await from('198.51.100.7')).headers.location).toBe('/?sso-failed=tooMany');
    expect((await from('198.51.100.8')).headers.location).toMatch(/^http:\/\/127\.0\.0\.1:/);
  });
});
