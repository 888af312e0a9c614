import { randomUUID } from 'node:crypto';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import { TABLET_ACCESS_MESSAGES } from '#domain/tablets/access-messages';
import { hashToken, newToken } from '#server/auth/tokens';
import { json, row, STORE_MANAGERS, type MatrixRow, type Scene } from './types';

/**
 * The store tablet (docs/decisions/051): a store's managers and super admins pair its tablets,
 * list and revoke them and set how soon they lock; another store's are "not found"; shift
 * leaders may not. Everyone sets their own PIN (on the tablet too) and locks the tablet.
 */

const EVERYONE = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: ok,
  store: ok,
  'shift-leader': ok,
  tablet: 'as-leader' as const,
});

/** A tablet paired to the scene's store. */
async function tabletIn(s: Scene): Promise<string> {
  const id = randomUUID();
  await s.deps.db.kysely
    .insertInto('store_tablets')
    .values({
      id,
      store_id: s.storeId,
      name: 'Office tablet',
      token_hash: hashToken(newToken()),
      paired_by_name: 'A manager',
      paired_at: s.deps.clock.now().toISOString(),
    })
    .execute();
  return id;
}

const storeNotFound = { 404: { messages: [STORE_NOT_FOUND] } };

export const TABLET_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/stores/:storeId/tablets',
    expect: STORE_MANAGERS(200),
    refusals: storeNotFound,
    request: (s) => ({ method: 'GET', url: `/api/stores/${s.storeId}/tablets` }),
  }),
  row({
    route: 'POST /api/stores/:storeId/tablet-pairings',
    expect: STORE_MANAGERS(201),
    refusals: storeNotFound,
    request: (s) => json('POST', `/api/stores/${s.storeId}/tablet-pairings`, { name: 'Office' }),
  }),
  row({
    route: 'PUT /api/stores/:storeId/tablet-settings',
    expect: STORE_MANAGERS(200),
    refusals: storeNotFound,
    request: (s) => json('PUT', `/api/stores/${s.storeId}/tablet-settings`, { lockMinutes: 3 }),
  }),
  row({
    route: 'DELETE /api/tablets/:id',
    expect: STORE_MANAGERS(204),
    refusals: { 404: { messages: [STORE_NOT_FOUND, TABLET_ACCESS_MESSAGES.tabletNotFound] } },
    setup: tabletIn,
    request: (_, id) => ({ method: 'DELETE', url: `/api/tablets/${id}` }),
  }),
  row({
    route: 'PUT /api/users/:userId/pin',
    name: "a shift leader of the scene's store",
    expect: {
      anonymous: 401,
      'super-admin': 204,
      area: { own: 204, other: 403 },
      store: { own: 204, other: 403 },
      'shift-leader': { own: 403, other: 403 },
    },
    request: (s) => json('PUT', `/api/users/${s.owner.id}/pin`, { pin: '2580' }),
  }),
  row({
    route: 'GET /api/auth/pin',
    expect: EVERYONE(200),
    request: () => ({ method: 'GET', url: '/api/auth/pin' }),
  }),
  row({
    route: 'PUT /api/auth/pin',
    expect: EVERYONE(200),
    request: () => json('PUT', '/api/auth/pin', { pin: '2580' }),
  }),
  row({
    route: 'POST /api/tablet/lock',
    expect: EVERYONE(204),
    request: () => ({ method: 'POST', url: '/api/tablet/lock' }),
  }),
];
