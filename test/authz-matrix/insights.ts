import { AREA_MESSAGES } from '#domain/areas/messages';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import { createArea } from '../support/factories';
import { row, type MatrixRow, type Scene } from './types';

/**
 * Insights (docs/decisions/049): managers and above, over the stores they see. Another store or
 * another area is "not found", as on every screen; a shift leader is refused.
 */
const ROUTES = [
  'league',
  'trend',
  'most-failed',
  'resolution',
  'league.csv',
  'most-failed.csv',
  'week.pdf',
  // Record confidence's signals of the scope (docs/decisions/050).
  'signals',
] as const;

const BY_STORE = {
  anonymous: 401,
  'super-admin': 200,
  area: { own: 200, other: 404 },
  areaNone: 403,
  store: { own: 200, other: 404 },
  'shift-leader': 403,
};

/** An area manager's own area holds their own store; a store manager has no area of theirs. */
const BY_AREA = {
  anonymous: 401,
  'super-admin': 200,
  area: { own: 200, other: 404 },
  areaNone: 403,
  store: { own: 404, other: 404 },
  'shift-leader': 403,
};

/** The area the scene's store is in, made for it when it is in none. */
async function areaOf(s: Scene): Promise<string> {
  const store = await s.deps.db.kysely
    .selectFrom('stores')
    .select('area_id')
    .where('id', '=', s.storeId)
    .executeTakeFirstOrThrow();
  return store.area_id ?? createArea(s.deps, [s.storeId]);
}

export const INSIGHT_ROWS: MatrixRow[] = ROUTES.flatMap((name) => [
  row({
    route: `GET /api/insights/${name}`,
    name: "a store's",
    expect: BY_STORE,
    refusals: { 404: { messages: [STORE_NOT_FOUND] } },
    request: (s) => ({ method: 'GET', url: `/api/insights/${name}?storeId=${s.storeId}` }),
  }),
  row({
    route: `GET /api/insights/${name}`,
    name: "an area's",
    expect: BY_AREA,
    refusals: { 404: { messages: [AREA_MESSAGES.notFound] } },
    setup: areaOf,
    request: (_, areaId) => ({ method: 'GET', url: `/api/insights/${name}?areaId=${areaId}` }),
  }),
]);
