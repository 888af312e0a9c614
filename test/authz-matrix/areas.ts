import { createArea } from '../support/factories';
import { json, row, SUPER_ADMIN_ONLY, type MatrixRow } from './types';

let named = 0;
/** An area name no other case uses (the matrix runs many cases on one database). */
const freshName = () => `Matrix area ${Date.now() % 1_000_000_000}-${(named += 1)}`;

export const AREA_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/areas',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => ({ method: 'GET', url: '/api/areas' }),
  }),
  row({
    route: 'POST /api/areas',
    expect: SUPER_ADMIN_ONLY(201),
    request: (s) => json('POST', '/api/areas', { name: freshName(), storeIds: [s.storeId] }),
  }),
  row({
    route: 'GET /api/areas/:areaId',
    expect: SUPER_ADMIN_ONLY(200),
    setup: (s) => createArea(s.deps, [s.storeId], freshName()),
    request: (_, areaId) => ({ method: 'GET', url: `/api/areas/${areaId}` }),
  }),
  row({
    route: 'PUT /api/areas/:areaId',
    expect: SUPER_ADMIN_ONLY(200),
    setup: (s) => createArea(s.deps, [], freshName()),
    request: (s, areaId) =>
      json('PUT', `/api/areas/${areaId}`, { name: freshName(), storeIds: [s.storeId] }),
  }),
  row({
    route: 'DELETE /api/areas/:areaId',
    expect: SUPER_ADMIN_ONLY(204),
    setup: (s) => createArea(s.deps, [s.storeId], freshName()),
    request: (_, areaId) => ({ method: 'DELETE', url: `/api/areas/${areaId}` }),
  }),
];
