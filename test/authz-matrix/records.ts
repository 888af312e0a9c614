import { RECORDS_MESSAGES } from '#domain/records/messages';
import { json, row, type MatrixRow, type Scene } from './types';

/** The scene's today: its clock stands at midday, when every store's day has begun. */
const today = (s: Scene) => s.deps.clock.now().toISOString().slice(0, 10);

/** Everyone who sees the store's checklists sees its log; another store is "not found". */
const SEES_THE_STORE = {
  anonymous: 401,
  'super-admin': 200,
  area: { own: 200, other: 404 },
  store: { own: 200, other: 404 },
  'shift-leader': { own: 200, other: 404 },
};

export const RECORDS_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/stores/:storeId/records',
    expect: { ...SEES_THE_STORE, tablet: 'as-leader' },
    request: (s) => ({ method: 'GET', url: `/api/stores/${s.storeId}/records` }),
  }),
  row({
    route: 'POST /api/stores/:storeId/sign-offs',
    name: 'a store whose manager signs',
    expect: {
      anonymous: 401,
      'super-admin': 201,
      area: { own: 201, other: 404 },
      store: { own: 201, other: 404 },
      'shift-leader': { own: 403, other: 404 },
    },
    request: (s) =>
      json('POST', `/api/stores/${s.storeId}/sign-offs`, { date: today(s), note: null }),
    refusals: { 403: { messages: [RECORDS_MESSAGES.signOffNotAllowed] } },
  }),
  row({
    route: 'POST /api/stores/:storeId/sign-offs',
    name: 'a store that lets its shift leaders sign',
    expect: {
      anonymous: 401,
      'super-admin': 201,
      area: { own: 201, other: 404 },
      store: { own: 201, other: 404 },
      'shift-leader': { own: 201, other: 404 },
    },
    setup: (s) =>
      s.deps.db.kysely
        .updateTable('stores')
        .set({ leaders_sign_off: true })
        .where('id', '=', s.storeId)
        .execute(),
    request: (s) =>
      json('POST', `/api/stores/${s.storeId}/sign-offs`, { date: today(s), note: 'All in' }),
  }),
  row({
    route: 'POST /api/stores/:storeId/reviews',
    expect: {
      anonymous: 401,
      'super-admin': 201,
      area: { own: 201, other: 404 },
      store: { own: 201, other: 404 },
      'shift-leader': { own: 403, other: 404 },
    },
    request: (s) =>
      json('POST', `/api/stores/${s.storeId}/reviews`, { note: 'Probe calibrated; no breaches' }),
    refusals: { 403: { messages: [RECORDS_MESSAGES.reviewNotAllowed] } },
  }),
];
