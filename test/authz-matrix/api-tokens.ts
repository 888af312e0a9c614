import { randomUUID } from 'node:crypto';
import { API_SCOPES, SCOPE_ACTIONS, type ApiScope } from '#domain/authz/api-token';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { API_TOKEN_PREFIX } from '#domain/integrations/api-tokens';
import { API_TOKEN_ACCESS_MESSAGES } from '#domain/integrations/access-messages';
import { hashToken, newToken } from '#server/auth/tokens';
import type { AppDeps } from '#server/deps';
import { insertApiToken } from '#server/integrations/tokens/repository';
import { createUser } from '../support/factories';
import { json, row, type MatrixRow, type Scene } from './types';

/**
 * Integrations' API tokens (docs/decisions/055). A token acts for its maker, in the role of its
 * reach, and only for its scopes' actions: the matrix runs every row with a token of the scope
 * TOKEN_SCOPES names for it (a super admin's for the chain, and a store manager's for their
 * store), and with a token holding every other scope, which is refused.
 */

/** A token in force, made by `makerId`, reaching a store, an area or the chain: what is sent. */
export async function apiTokenFor(
  deps: AppDeps,
  makerId: string,
  scopes: readonly ApiScope[],
  reach: { storeId: string | null; areaId: string | null } = { storeId: null, areaId: null },
): Promise<string> {
  const secret = `${API_TOKEN_PREFIX}${newToken()}`;
  await insertApiToken(deps.db.kysely, {
    id: randomUUID(),
    name: 'Integration',
    tokenHash: hashToken(secret),
    scopes,
    ...reach,
    createdBy: makerId,
    now: deps.clock.now().toISOString(),
    expiresAt: null,
  });
  return secret;
}

/**
 * The scope that opens each route to a token ("METHOD /path", or with the row's name in
 * brackets when a route has several rows). A route not listed opens to no token.
 */
export const TOKEN_SCOPES: Readonly<Record<string, ApiScope | readonly ApiScope[] | 'any'>> = {
  // Stores within the token's reach: every scope reads them.
  'GET /api/stores': 'any',
  // Checklists: read them (the day, one checklist, its history, photos, PDF), or fill them in.
  'GET /api/stores/:storeId/day': 'checklists:read',
  'GET /api/checklists/:id': 'checklists:read',
  'GET /api/checklists/:id/history': 'checklists:read',
  'GET /api/checklists/:id/pdf': 'checklists:read',
  'GET /api/checklists/:id/photos/:photoId': 'checklists:read',
  'GET /api/checklists/:id/photos/:photoId/thumbnail': 'checklists:read',
  'POST /api/checklists': 'checklists:write',
  'PATCH /api/checklists/:id': 'checklists:write',
  'PATCH /api/checklists/:id/items/:itemId': 'checklists:write',
  'POST /api/checklists/:id/targets': 'checklists:write',
  'PATCH /api/checklists/:id/targets/:targetId': 'checklists:write',
  'DELETE /api/checklists/:id/targets/:targetId': 'checklists:write',
  'POST /api/checklists/:id/items/:itemId/photos': 'checklists:write',
  // The photo that shows a corrective action done: the checklist's to add, or (with a read of
  // the checklist) the action's owner's.
  'POST /api/checklists/:id/items/:itemId/photos (resolution photo of a failure with its corrective action)':
    ['checklists:write', 'actions:write'],
  'DELETE /api/checklists/:id/photos/:photoId': 'checklists:write',
  // Reports and insights.
  'GET /api/reports/week': 'reports:read',
  'GET /api/reports/month': 'reports:read',
  'GET /api/insights/league': 'reports:read',
  'GET /api/insights/trend': 'reports:read',
  'GET /api/insights/most-failed': 'reports:read',
  'GET /api/insights/resolution': 'reports:read',
  'GET /api/insights/league.csv': 'reports:read',
  'GET /api/insights/most-failed.csv': 'reports:read',
  'GET /api/insights/week.pdf': 'reports:read',
  'GET /api/insights/signals': 'reports:read',
  // The temperature log and a store's day records.
  'GET /api/stores/:storeId/records': 'records:read',
  // Exports.
  'GET /api/exports/checklists.csv': 'exports:read',
  'GET /api/exports/items.csv': 'exports:read',
  'GET /api/exports/actions.csv': 'exports:read',
  'GET /api/exports/inspection-pack.pdf': 'exports:read',
  'GET /api/exports/temperature-log.pdf': 'exports:read',
  // Corrective actions: read them, or move them on.
  'GET /api/actions': 'actions:read',
  'GET /api/actions/:actionId': 'actions:read',
  'POST /api/actions/:actionId/steps': 'actions:write',
  // People.
  'GET /api/users': 'users:manage',
  'POST /api/users': 'users:manage',
  'GET /api/users/:userId': 'users:manage',
  'PATCH /api/users/:userId': 'users:manage',
  'DELETE /api/users/:userId': 'users:manage',
  'POST /api/users/password-reset': 'users:manage',
  'PUT /api/users/:userId/pin': 'users:manage',
};

/** The scopes that each open a row's route: none, some, or every one. */
function scopesOpening(matrixRow: MatrixRow): readonly ApiScope[] {
  const listed =
    TOKEN_SCOPES[`${matrixRow.route} (${matrixRow.name ?? ''})`] ?? TOKEN_SCOPES[matrixRow.route];
  if (listed === undefined) return [];
  if (listed === 'any') return API_SCOPES;
  return typeof listed === 'string' ? [listed] : listed;
}

/** The scope the matrix's tokens of a row's route hold (the first that opens it), if any. */
export const tokenScopeOf = (matrixRow: MatrixRow): ApiScope | null =>
  scopesOpening(matrixRow)[0] ?? null;

/**
 * The scopes a refused token holds: every scope that does not hold all the row's scope's actions
 * (so not a write scope over its read), or, for a route no token opens, every scope. Empty when
 * every scope opens the route (the stores a token reaches).
 */
export function otherScopesOf(matrixRow: MatrixRow): ApiScope[] {
  const opening = scopesOpening(matrixRow);
  return API_SCOPES.filter((other) =>
    opening.every(
      (scope) => !SCOPE_ACTIONS[scope].every((action) => SCOPE_ACTIONS[other].includes(action)),
    ),
  );
}

/** A token of the scene's store, made by one of its managers, for the rows that revoke one. */
async function storeToken(s: Scene) {
  const maker = await createUser(s.deps, { role: 'store', storeId: s.storeId });
  const secret = await apiTokenFor(s.deps, maker.id, ['reports:read'], {
    storeId: s.storeId,
    areaId: null,
  });
  const found = await s.deps.db.kysely
    .selectFrom('api_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(secret))
    .executeTakeFirstOrThrow();
  return found.id;
}

/** Managers see, make and revoke the tokens of their stores; a store's own is theirs to make. */
const MANAGERS_OF_THE_STORE = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: ok, other: 404 },
  areaNone: 403,
  store: { own: ok, other: 404 },
  'shift-leader': { own: 403, other: 403 },
});

export const API_TOKEN_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/api-tokens',
    expect: {
      anonymous: 401,
      'super-admin': 200,
      area: { own: 200, other: 200 },
      areaNone: 403,
      store: { own: 200, other: 200 },
      'shift-leader': { own: 403, other: 403 },
    },
    request: () => ({ method: 'GET', url: '/api/api-tokens' }),
  }),
  row({
    route: 'POST /api/api-tokens',
    name: 'for a store',
    expect: MANAGERS_OF_THE_STORE(201),
    request: (s) =>
      json('POST', '/api/api-tokens', {
        name: 'Maintenance system',
        scopes: ['actions:read'],
        storeId: s.storeId,
        areaId: null,
        expiresAt: null,
      }),
  }),
  row({
    route: 'POST /api/api-tokens',
    name: 'for the chain',
    refusals: {
      403: { messages: [ACCESS_MESSAGES.notAllowed, API_TOKEN_ACCESS_MESSAGES.reachNotYours] },
    },
    expect: {
      anonymous: 401,
      'super-admin': 201,
      area: { own: 403, other: 403 },
      areaNone: 403,
      store: { own: 403, other: 403 },
      'shift-leader': { own: 403, other: 403 },
    },
    request: () =>
      json('POST', '/api/api-tokens', {
        name: 'BI export',
        scopes: ['reports:read'],
        storeId: null,
        areaId: null,
        expiresAt: null,
      }),
  }),
  row({
    route: 'DELETE /api/api-tokens/:id',
    expect: MANAGERS_OF_THE_STORE(204),
    setup: storeToken,
    request: (_, id) => ({ method: 'DELETE', url: `/api/api-tokens/${id}` }),
  }),
];
