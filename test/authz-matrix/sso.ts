import { randomUUID } from 'node:crypto';
import { json, row, SUPER_ADMIN_ONLY, type MatrixRow, type Scene } from './types';

/**
 * Single sign-on (docs/decisions/052): its settings and mappings are super admins' alone. Going
 * to the identity provider and coming back are public routes (the answer is what is checked;
 * test/integration/sso).
 */

/** A mapping of the scene's world: a group's people are super admins. */
async function mappingIn(s: Scene): Promise<string> {
  const id = randomUUID();
  await s.deps.db.kysely
    .insertInto('sso_mappings')
    .values({
      id,
      position: 0,
      claim: 'groups',
      value: `group-${id}`,
      role: 'super-admin',
      store_id: null,
      area_id: null,
      created_at: s.deps.clock.now().toISOString(),
    })
    .execute();
  return id;
}

const NO_PROVIDER = { provider: null, createPeople: false, required: false, breakGlassEmail: null };
const A_MAPPING = { claim: 'groups', value: 'Chain IT', role: 'super-admin' };

export const SSO_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/identity/sso',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => ({ method: 'GET', url: '/api/identity/sso' }),
  }),
  row({
    route: 'PUT /api/identity/sso',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => json('PUT', '/api/identity/sso', NO_PROVIDER),
  }),
  row({
    route: 'GET /api/identity/sso/mappings',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => ({ method: 'GET', url: '/api/identity/sso/mappings' }),
  }),
  row({
    route: 'POST /api/identity/sso/mappings',
    expect: SUPER_ADMIN_ONLY(201),
    request: () => json('POST', '/api/identity/sso/mappings', A_MAPPING),
  }),
  row({
    route: 'PUT /api/identity/sso/mappings/:id',
    expect: SUPER_ADMIN_ONLY(200),
    setup: mappingIn,
    request: (_s, id) => json('PUT', `/api/identity/sso/mappings/${id}`, A_MAPPING),
  }),
  row({
    route: 'DELETE /api/identity/sso/mappings/:id',
    expect: SUPER_ADMIN_ONLY(204),
    setup: mappingIn,
    request: (_s, id) => ({ method: 'DELETE', url: `/api/identity/sso/mappings/${id}` }),
  }),
];
