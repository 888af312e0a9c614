import { json, row, SUPER_ADMIN_ONLY, type MatrixRow } from './types';

const CHAIN = { checklists: 365, photos: 90, auditLog: 365, notifications: 30 };
const STORE = { checklists: 730, photos: null, notifications: null };

/**
 * Retention and erasure (docs/decisions/057): the chain's super admins alone, never on the
 * store tablet, never with an API token (test/integration/retention).
 */
export const RETENTION_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/retention',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => ({ method: 'GET', url: '/api/retention' }),
  }),
  row({
    route: 'PUT /api/retention',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => json('PUT', '/api/retention', CHAIN),
  }),
  row({
    route: 'GET /api/stores/:storeId/retention',
    expect: SUPER_ADMIN_ONLY(200),
    request: (s) => ({ method: 'GET', url: `/api/stores/${s.storeId}/retention` }),
  }),
  row({
    route: 'PUT /api/stores/:storeId/retention',
    expect: SUPER_ADMIN_ONLY(200),
    request: (s) => json('PUT', `/api/stores/${s.storeId}/retention`, STORE),
  }),
  row({
    route: 'PUT /api/stores/:storeId/legal-hold',
    expect: SUPER_ADMIN_ONLY(200),
    request: (s) => json('PUT', `/api/stores/${s.storeId}/legal-hold`, { reason: 'Claim' }),
  }),
  row({
    route: 'DELETE /api/stores/:storeId/legal-hold',
    expect: SUPER_ADMIN_ONLY(204),
    request: (s) => ({ method: 'DELETE', url: `/api/stores/${s.storeId}/legal-hold` }),
  }),
  row({
    route: 'POST /api/users/:userId/erase',
    name: "the store's shift leader",
    expect: SUPER_ADMIN_ONLY(200),
    request: (s) => json('POST', `/api/users/${s.owner.id}/erase`, { email: s.owner.email }),
  }),
];
