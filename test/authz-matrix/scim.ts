import { randomUUID } from 'node:crypto';
import { SCIM_CONTENT_TYPE, SCIM_SCHEMAS } from '#domain/scim/protocol';
import { SCIM_MESSAGES } from '#domain/scim/messages';
import { SCIM_TOKEN_PREFIX } from '#domain/scim/tokens';
import { hashToken, newToken } from '#server/auth/tokens';
import type { AppDeps } from '#server/deps';
import { insertScimToken } from '#server/scim/token-repository';
import { createUser } from '../support/factories';
import { json, row, SUPER_ADMIN_ONLY, type MatrixRow, type Scene, type Status } from './types';

/**
 * SCIM provisioning. Its tokens are made, listed and revoked by super admins (Admin → Sign-in &
 * identity; never on the store tablet, never with a SCIM token). The /scim/v2 routes open only
 * to a SCIM token: no session, whoever's, opens them, and they answer in SCIM's error shape.
 */

/** A SCIM token in force, as a super admin would have made it: what the provider sends. */
export async function scimTokenFor(deps: AppDeps): Promise<string> {
  const secret = `${SCIM_TOKEN_PREFIX}${newToken()}`;
  await insertScimToken(deps.db.kysely, {
    id: randomUUID(),
    name: 'Identity provider',
    tokenHash: hashToken(secret),
    createdByName: 'A super admin',
    now: deps.clock.now().toISOString(),
  });
  return secret;
}

const SCIM_ONLY = (ok: Status) => ({
  anonymous: 401,
  'super-admin': 401,
  area: 401,
  store: 401,
  'shift-leader': 401,
  tablet: 401,
  scim: ok,
});

/** A request as the identity provider sends it (the harness adds the bearer header). */
const scimJson = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => ({
  method,
  url,
  headers: { 'content-type': SCIM_CONTENT_TYPE },
  payload: JSON.stringify(payload),
});

/** A person of the scene's store the request is about: a fresh one, so nobody else is touched. */
const person = (s: Scene) => createUser(s.deps, { role: 'shift-leader', storeId: s.storeId });

const userBody = (userName: string) => ({
  schemas: [SCIM_SCHEMAS.user],
  userName,
  name: { givenName: 'Jamie', familyName: 'Rivera' },
  active: true,
});

const tokenNotFound = { 404: { messages: [SCIM_MESSAGES.tokenNotFound] } };

export const SCIM_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/identity/scim-tokens',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => ({ method: 'GET', url: '/api/identity/scim-tokens' }),
  }),
  row({
    route: 'POST /api/identity/scim-tokens',
    expect: SUPER_ADMIN_ONLY(201),
    request: () => json('POST', '/api/identity/scim-tokens', { name: 'Entra ID' }),
  }),
  row({
    route: 'DELETE /api/identity/scim-tokens/:id',
    expect: SUPER_ADMIN_ONLY(204),
    refusals: tokenNotFound,
    setup: async (s) => {
      await scimTokenFor(s.deps);
      const made = await s.deps.db.kysely
        .selectFrom('scim_tokens')
        .select('id')
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      return made.id;
    },
    request: (_, id) => ({ method: 'DELETE', url: `/api/identity/scim-tokens/${id}` }),
  }),
  row({
    route: 'GET /scim/v2/Users',
    expect: SCIM_ONLY(200),
    scimAnswers: true,
    request: (s) => ({
      method: 'GET',
      url: `/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${s.owner.email}"`)}&startIndex=1&count=10`,
    }),
  }),
  row({
    route: 'POST /scim/v2/Users',
    expect: SCIM_ONLY(201),
    scimAnswers: true,
    request: () => scimJson('POST', '/scim/v2/Users', userBody(`new-${randomUUID()}@example.com`)),
  }),
  row({
    route: 'GET /scim/v2/Users/:id',
    expect: SCIM_ONLY(200),
    scimAnswers: true,
    request: (s) => ({ method: 'GET', url: `/scim/v2/Users/${s.owner.id}` }),
  }),
  row({
    route: 'PUT /scim/v2/Users/:id',
    expect: SCIM_ONLY(200),
    scimAnswers: true,
    setup: person,
    request: (_, p) => scimJson('PUT', `/scim/v2/Users/${p.id}`, userBody(p.email)),
  }),
  row({
    route: 'PATCH /scim/v2/Users/:id',
    name: 'turn a leaver off',
    expect: SCIM_ONLY(200),
    scimAnswers: true,
    setup: person,
    request: (_, p) =>
      scimJson('PATCH', `/scim/v2/Users/${p.id}`, {
        schemas: [SCIM_SCHEMAS.patchOp],
        Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
      }),
  }),
  row({
    route: 'DELETE /scim/v2/Users/:id',
    expect: SCIM_ONLY(204),
    scimAnswers: true,
    setup: person,
    request: (_, p) => ({ method: 'DELETE', url: `/scim/v2/Users/${p.id}` }),
  }),
  ...['ServiceProviderConfig', 'ResourceTypes', 'Schemas'].map((document) =>
    row({
      route: `GET /scim/v2/${document}`,
      expect: SCIM_ONLY(200),
      scimAnswers: true,
      request: () => ({ method: 'GET', url: `/scim/v2/${document}` }),
    }),
  ),
];
