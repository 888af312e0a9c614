// The SCIM service's edges on both databases: the tokens a super admin makes (shown once,
// revoked at once), bad tokens and bad bodies answered with SCIM error bodies and the right
// status (never a 5xx), pages of people, and the discovery documents.
import { beforeAll, describe, expect, it } from 'vitest';
import { SCIM_SCHEMAS } from '#domain/scim/protocol';
import { SCIM_MESSAGES } from '#domain/scim/messages';
import { scimTokensSchema } from '#domain/scim/tokens';
import { apiErrorSchema } from '#domain/api-error';
import { apiClient, signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import {
  listed,
  madeToken,
  patchOp,
  scimClient,
  scimError,
  scimUserBody,
  type ScimClient,
} from './scim-client';

describe.each(testDialects())('the SCIM service’s edges on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;
  let manager: SignedInUser;
  let token = '';
  let scim: ScimClient;

  beforeAll(async () => {
    const store = await createStore(t.deps);
    admin = await signedInUser(t, 'super-admin', null, 'Ada Admin');
    manager = await signedInUser(t, 'store', store.id);
    token = await madeToken(admin.api, 'Okta');
    scim = scimClient(t.app, token);
  });

  it('shows a token once, lists it by name and maker, and refuses it the moment it is revoked', async () => {
    const made = await admin.api.post('/api/identity/scim-tokens', { name: '  Entra ID  ' });
    expect(made.statusCode).toBe(201);
    const { token: shown, secret } = made.json<{ token: { id: string }; secret: string }>();
    expect(secret).toMatch(/^scim_[\w-]{43}$/);
    const list = scimTokensSchema.parse((await admin.api.get('/api/identity/scim-tokens')).json());
    const entry = list.tokens.find((x) => x.id === shown.id);
    expect(entry).toMatchObject({ name: 'Entra ID', createdByName: 'Ada Admin', lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(secret);

    const own = scimClient(t.app, secret);
    expect((await own.get('/ServiceProviderConfig')).statusCode).toBe(200);
    const used = scimTokensSchema.parse((await admin.api.get('/api/identity/scim-tokens')).json());
    expect(used.tokens.find((x) => x.id === shown.id)?.lastUsedAt).toBe(
      t.clock.now().toISOString(),
    );

    expect((await manager.api.get('/api/identity/scim-tokens')).statusCode).toBe(403);
    expect((await manager.api.delete(`/api/identity/scim-tokens/${shown.id}`)).statusCode).toBe(
      403,
    );
    expect((await admin.api.delete(`/api/identity/scim-tokens/${shown.id}`)).statusCode).toBe(204);
    const revoked = await own.get('/Users');
    expect(revoked.statusCode).toBe(401);
    expect(scimError(revoked)).toMatchObject({ schemas: [SCIM_SCHEMAS.error], status: '401' });
    const again = await admin.api.delete(`/api/identity/scim-tokens/${shown.id}`);
    expect(again.statusCode).toBe(404);
    expect(apiErrorSchema.parse(again.json()).error.message).toBe(SCIM_MESSAGES.tokenNotFound);
    const blank = await admin.api.post('/api/identity/scim-tokens', { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(apiErrorSchema.parse(blank.json()).error.message).toBe(SCIM_MESSAGES.tokenNameRequired);
  });

  it('opens only to a SCIM token: no token, a wrong one or a session cookie get a SCIM 401', async () => {
    const tries = [
      { headers: {} },
      { headers: { authorization: 'Bearer scim_not-a-real-token' } },
      { headers: { authorization: `Basic ${Buffer.from(`x:${token}`).toString('base64')}` } },
      { headers: { authorization: 'Bearer session-looking' } },
      { headers: { cookie: admin.cookie } },
    ];
    for (const { headers } of tries) {
      const answer = await t.app.inject({ method: 'GET', url: '/scim/v2/Users', headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(401);
      expect(answer.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(scimError(answer).status).toBe('401');
    }
    // The token is no session anywhere in the API.
    for (const url of ['/api/auth/session', '/api/users', '/api/identity/scim-tokens']) {
      const answer = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.json(), url).not.toHaveProperty('user.id');
      if (url !== '/api/auth/session') expect(answer.statusCode, url).toBe(401);
    }
  });

  it('answers bad requests with SCIM errors and their kinds, never a 5xx', async () => {
    const cases: [Promise<{ statusCode: number; body: string }>, number, string | undefined][] = [
      [scim.post('/Users', { userName: 'not-an-address' }), 400, 'invalidValue'],
      [scim.post('/Users', { name: { givenName: 'No' } }), 400, 'invalidValue'],
      [scim.post('/Users', [scimUserBody('a@example.com')]), 400, 'invalidSyntax'],
      [
        scim.post('/Users', scimUserBody('b@example.com', { active: 'maybe' })),
        400,
        'invalidValue',
      ],
      [
        scim.post('/Users', scimUserBody('c@example.com', { name: 'Jamie Rivera' })),
        400,
        'invalidSyntax',
      ],
      [scim.get('/Users?filter=displayName%20eq%20%22x%22'), 400, 'invalidFilter'],
      [scim.get('/Users?filter=userName%20co%20%22x%22'), 400, 'invalidFilter'],
      [scim.get('/Users?startIndex=first'), 400, 'invalidValue'],
      // U+0000 written as JSON inside the filter's quotes (PostgreSQL cannot compare it).
      [
        scim.get(`/Users?filter=${encodeURIComponent('userName eq "a\\u0000b@example.com"')}`),
        400,
        'invalidFilter',
      ],
      [scim.get('/Users/no-such-person'), 404, undefined],
      [scim.patch('/Users/no-such-person', patchOp({ op: 'remove', path: 'x' })), 404, undefined],
      [scim.get('/Groups'), 404, undefined],
      [scim.get('/Users/%E0%A4%A'), 400, 'invalidSyntax'],
    ];
    for (const [sent, status, scimType] of cases) {
      const answer = await sent;
      expect(answer.statusCode, answer.body).toBe(status);
      const body = scimError(answer);
      expect(body, answer.body).toMatchObject({ status: String(status) });
      expect(body.scimType, answer.body).toBe(scimType);
    }
    const alex = listed(await scim.get('/Users?count=1')).Resources[0];
    expect(alex).toBeDefined();
    const patches: [object, string][] = [
      [{ Operations: [] }, 'invalidSyntax'],
      [patchOp({ op: 'move', path: 'active', value: false }), 'invalidSyntax'],
      [patchOp({ op: 'remove' }), 'noTarget'],
      [
        patchOp({ op: 'replace', path: 'emails[type zz "work"].value', value: 'x' }),
        'invalidFilter',
      ],
      [patchOp({ op: 'replace', path: '$bad path', value: 'x' }), 'invalidPath'],
      [patchOp({ op: 'replace', path: 'active', value: 'nope' }), 'invalidValue'],
      [patchOp({ op: 'replace', path: 'userName', value: '' }), 'invalidValue'],
    ];
    for (const [body, scimType] of patches) {
      const answer = await scim.patch(`/Users/${alex?.id ?? ''}`, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(scimError(answer).scimType, JSON.stringify(body)).toBe(scimType);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      payload: '{"userName": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(scimError(broken).scimType).toBe('invalidSyntax');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: 'userName=x',
    });
    expect(plain.statusCode).toBe(415);
    expect(scimError(plain).status).toBe('415');
    // Plain JSON is taken as well as SCIM's own.
    const json = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(scimUserBody(`json-${Date.now()}@example.com`)),
    });
    expect(json.statusCode, json.body).toBe(201);
  });

  it('lists people a page at a time, 1-based, at most 200 a page', async () => {
    for (let n = 0; n < 3; n += 1) {
      expect(
        (await scim.post('/Users', scimUserBody(`page-${n}-${Date.now()}@example.com`))).statusCode,
      ).toBe(201);
    }
    const all = listed(await scim.get('/Users'));
    const total = all.totalResults;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(all.Resources).toHaveLength(Math.min(total, 200));
    const first = listed(await scim.get('/Users?startIndex=1&count=2'));
    expect(first).toMatchObject({ totalResults: total, startIndex: 1, itemsPerPage: 2 });
    const second = listed(await scim.get('/Users?startIndex=3&count=2'));
    expect(second.startIndex).toBe(3);
    expect(second.Resources.map((r) => r.id)).toEqual(all.Resources.slice(2, 4).map((r) => r.id));
    expect(first.Resources.map((r) => r.id)).toEqual(all.Resources.slice(0, 2).map((r) => r.id));
    const last = listed(await scim.get(`/Users?startIndex=${total}&count=10`));
    expect(last.itemsPerPage).toBe(1);
    expect(listed(await scim.get(`/Users?startIndex=${total + 1}`)).Resources).toEqual([]);
    expect(listed(await scim.get('/Users?count=0'))).toMatchObject({
      totalResults: total,
      itemsPerPage: 0,
    });
    expect(listed(await scim.get('/Users?startIndex=-4&count=-1'))).toMatchObject({
      startIndex: 1,
      itemsPerPage: 0,
    });
    expect(listed(await scim.get('/Users?count=100000')).itemsPerPage).toBe(Math.min(total, 200));
  });

  it('describes itself: service provider configuration, resource types and schemas', async () => {
    const config = await scim.get('/ServiceProviderConfig');
    expect(config.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(config.json()).toMatchObject({
      schemas: [SCIM_SCHEMAS.serviceProviderConfig],
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken' })],
    });
    const types = await scim.get('/ResourceTypes');
    expect(types.json()).toMatchObject({
      totalResults: 1,
      Resources: [{ id: 'User', endpoint: '/Users', schema: SCIM_SCHEMAS.user }],
    });
    const schemas = await scim.get('/Schemas');
    expect(schemas.json<{ Resources: { id: string }[] }>().Resources.map((s) => s.id)).toEqual([
      SCIM_SCHEMAS.user,
      SCIM_SCHEMAS.shiftcheckUser,
    ]);
    expect((await scimClient(t.app, null).get('/Schemas')).statusCode).toBe(401);
    expect((await apiClient(t.app).get('/api/openapi.json')).json()).toHaveProperty([
      'paths',
      '/scim/v2/Users/{id}',
    ]);
  });
});
