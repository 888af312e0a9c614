// Integrations' API tokens (docs/decisions/055), on both databases: made by a manager for their
// store (shown once, kept hashed), used with `Authorization: Bearer` to fill in a checklist as
// its maker, held to its scopes and its store; refused once revoked, expired, or when its maker
// leaves or can no longer give it; bad input refused with the form's messages, nothing made.
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import {
  apiTokensSchema,
  createdApiTokenSchema,
  type NewApiTokenBody,
} from '#domain/integrations/api-tokens';
import { API_TOKEN_ACCESS_MESSAGES } from '#domain/integrations/access-messages';
import { API_TOKEN_MESSAGES } from '#domain/integrations/messages';
import { hashToken } from '#server/auth/tokens';
import { signedInUser } from '#test/support/api-client';
import { createArea, createStore, createUser } from '#test/support/factories';
import { TestClock, testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const body = (overrides: Partial<NewApiTokenBody>): NewApiTokenBody => ({
  name: 'Maintenance system',
  scopes: ['checklists:write'],
  storeId: null,
  areaId: null,
  expiresAt: null,
  ...overrides,
});

describe.each(testDialects())('API tokens (%s)', (dialect) => {
  const clock = new TestClock();
  const t = useTestApp(dialect, { clock });

  /** Requests carrying the token and no cookie, as another system sends them. */
  const bearer = (token: string) => ({
    get: (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
    send: (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      }),
  });
  const refusal = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;

  async function storeManagerToken(scopes: NewApiTokenBody['scopes'] = ['checklists:write']) {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id, 'Maria Manager');
    const made = await manager.api.post('/api/api-tokens', body({ scopes, storeId: store.id }));
    expect(made.statusCode, made.body).toBe(201);
    return { store, manager, made: createdApiTokenSchema.parse(made.json()) };
  }

  it('is shown once, kept as a hash, and fills in a checklist as its maker', async () => {
    const { store, manager, made } = await storeManagerToken();
    expect(made.secret).toMatch(/^sct_[A-Za-z0-9_-]{43}$/);
    expect(made.token).toMatchObject({
      name: 'Maintenance system',
      scopes: ['checklists:write'],
      storeId: store.id,
      areaId: null,
      createdById: manager.id,
      createdByName: 'Maria Manager',
      lastUsedAt: null,
    });
    const row = await t.deps.db.kysely
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', made.token.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(made.secret));
    const listed = await manager.api.get('/api/api-tokens');
    expect(listed.body).not.toContain(made.secret);
    expect(apiTokensSchema.parse(listed.json()).tokens.map((token) => token.id)).toContain(
      made.token.id,
    );

    const api = bearer(made.secret);
    const created = await api.send('POST', '/api/checklists', {
      storeId: store.id,
      category: 'day',
    });
    expect(created.statusCode, created.body).toBe(201);
    const checklist = created.json<{ id: string; items: { id: string }[] }>();
    const itemId = checklist.items[0]!.id;
    const ticked = await api.send('PATCH', `/api/checklists/${checklist.id}/items/${itemId}`, {
      type: 'complete',
      completed: true,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const stored = await t.deps.db.kysely
      .selectFrom('checklists')
      .select('created_by')
      .where('id', '=', checklist.id)
      .executeTakeFirstOrThrow();
    expect(stored.created_by).toBe(manager.id);
    const used = await manager.api.get('/api/api-tokens');
    const shown = apiTokensSchema.parse(used.json()).tokens.find((x) => x.id === made.token.id);
    expect(shown?.lastUsedAt).toBe(clock.now().toISOString());

    const audit = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_id', 'store_id'])
      .where('target_id', '=', made.token.id)
      .execute();
    expect(audit).toEqual([
      {
        action: 'api-token.created',
        actor_id: manager.id,
        target_id: made.token.id,
        store_id: store.id,
      },
    ]);
  });

  it('keeps to its scopes and its store', async () => {
    const { made } = await storeManagerToken(['reports:read']);
    const other = await createStore(t.deps);
    const api = bearer(made.secret);
    const tick = await api.send('POST', '/api/checklists', {
      storeId: made.token.storeId,
      category: 'day',
    });
    expect(tick.statusCode).toBe(403);
    expect(refusal(tick.body).message).toBe(API_TOKEN_ACCESS_MESSAGES.notInScopes);
    expect((await api.get(`/api/reports/week?storeId=${made.token.storeId}`)).statusCode).toBe(200);
    // Another store is outside its reach: as to its maker, it is not there.
    const writer = await storeManagerToken(['checklists:write']);
    const elsewhere = await bearer(writer.made.secret).send('POST', '/api/checklists', {
      storeId: other.id,
      category: 'day',
    });
    expect(elsewhere.statusCode).toBe(404);
    // Its maker's own screens are not its to open: no token makes tokens or reads the stream.
    expect((await api.get('/api/api-tokens')).statusCode).toBe(403);
  });

  it('is refused once revoked, expired, or when its maker can no longer give it', async () => {
    const revoked = await storeManagerToken();
    const gone = await revoked.manager.api.delete(`/api/api-tokens/${revoked.made.token.id}`);
    expect(gone.statusCode).toBe(204);
    const afterRevoke = await bearer(revoked.made.secret).get('/api/stores');
    expect(afterRevoke.statusCode).toBe(401);
    expect(refusal(afterRevoke.body).message).toBe(API_TOKEN_MESSAGES.tokenRequired);

    const store = await createStore(t.deps);
    const admin = await signedInUser(t, 'super-admin', null);
    const expiring = await admin.api.post(
      '/api/api-tokens',
      body({
        storeId: store.id,
        expiresAt: new Date(clock.now().getTime() + 60 * 60_000).toISOString(),
      }),
    );
    const { secret } = createdApiTokenSchema.parse(expiring.json());
    expect((await bearer(secret).get('/api/stores')).statusCode).toBe(200);
    clock.advanceMinutes(61);
    expect((await bearer(secret).get('/api/stores')).statusCode).toBe(401);

    // A store manager made a shift leader: their token reaches no further than they do now.
    const demoted = await storeManagerToken();
    await t.deps.db.kysely
      .updateTable('users')
      .set({ role: 'shift-leader' })
      .where('id', '=', demoted.manager.id)
      .execute();
    const refused = await bearer(demoted.made.secret).get('/api/stores');
    expect(refused.statusCode).toBe(401);
    expect(refusal(refused.body).message).toBe(API_TOKEN_MESSAGES.ownerCannotGrant);

    // A leaver turned off: theirs stops too.
    const leaver = await storeManagerToken();
    await t.deps.db.kysely
      .updateTable('users')
      .set({ deactivated_at: clock.now().toISOString() })
      .where('id', '=', leaver.manager.id)
      .execute();
    expect((await bearer(leaver.made.secret).get('/api/stores')).statusCode).toBe(401);

    const unknown = await bearer('sct_not-a-token-we-made').get('/api/stores');
    expect(unknown.statusCode).toBe(401);
  });

  it('reaches no further than its maker', async () => {
    const area = await createStore(t.deps);
    const outside = await createStore(t.deps);
    const areaId = await createArea(t.deps, [area.id]);
    const manager = await createUser(t.deps, { role: 'area', storeId: null, areaId });
    const { signInCookie } = await import('#test/support/factories');
    const cookie = await signInCookie(t.app, manager.email, manager.password);
    const post = (payload: NewApiTokenBody) =>
      t.app.inject({
        method: 'POST',
        url: '/api/api-tokens',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    expect((await post(body({ areaId }))).statusCode).toBe(201);
    expect((await post(body({ storeId: area.id }))).statusCode).toBe(201);
    expect((await post(body({ storeId: outside.id }))).statusCode).toBe(404);
    const chain = await post(body({}));
    expect(chain.statusCode).toBe(403);
    expect(refusal(chain.body).message).toBe(API_TOKEN_ACCESS_MESSAGES.reachNotYours);
  });

  it('refuses bad input with the form’s messages, and makes nothing', async () => {
    const store = await createStore(t.deps);
    const admin = await signedInUser(t, 'super-admin', null);
    const before = await t.deps.db.kysely
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [object, number, string | null][] = [
      [body({ name: '  ' }), 400, API_TOKEN_MESSAGES.tokenNameRequired],
      [body({ scopes: [] }), 400, API_TOKEN_MESSAGES.scopesRequired],
      [{ ...body({}), scopes: ['everything'] }, 400, null],
      [body({ storeId: store.id, areaId: 'an-area' }), 400, API_TOKEN_MESSAGES.reachOne],
      [body({ expiresAt: '2020-01-01T00:00:00.000Z' }), 400, API_TOKEN_MESSAGES.expiryInPast],
      [{ ...body({}), expiresAt: 'tomorrow' }, 400, null],
      [body({ storeId: 'no-such-store' }), 404, null],
      [body({ areaId: 'no-such-area' }), 404, null],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await admin.api.post('/api/api-tokens', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(refusal(answer.body).message).toBe(message);
    }
    const after = await t.deps.db.kysely
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await admin.api.delete('/api/api-tokens/no-such-token')).statusCode).toBe(404);
  });
});
