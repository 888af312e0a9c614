import { ERROR_CODES } from '#domain/api-error';
import { PACK_MESSAGES } from '#domain/exports/messages';
import { createChecklist } from '../support/factories';
import { row, type MatrixRow } from './types';

const get = (url: string) => ({ method: 'GET' as const, url });
/** Anyone may export the store they see; another store is "not found", as on screen. */
const OWN_STORE = {
  anonymous: 401,
  'super-admin': 200,
  store: { own: 200, other: 404 },
  'shift-leader': { own: 200, other: 404 },
};

export const EXPORT_ROWS: MatrixRow[] = ['checklists', 'items']
  .flatMap((kind) => [
    row({
      route: `GET /api/exports/${kind}.csv`,
      name: "a store's checklists",
      expect: OWN_STORE,
      request: (s) => get(`/api/exports/${kind}.csv?storeId=${s.storeId}`),
    }),
    row({
      route: `GET /api/exports/${kind}.csv`,
      name: 'no store: their own, or every store for a super admin',
      expect: { anonymous: 401, 'super-admin': 200, store: 200, 'shift-leader': 200 },
      request: () => get(`/api/exports/${kind}.csv`),
    }),
  ])
  .concat([
    row({
      route: 'GET /api/exports/inspection-pack.pdf',
      expect: OWN_STORE,
      request: (s) => get(`/api/exports/inspection-pack.pdf?storeId=${s.storeId}`),
    }),
    row({
      route: 'GET /api/exports/temperature-log.pdf',
      expect: OWN_STORE,
      request: (s) => get(`/api/exports/temperature-log.pdf?storeId=${s.storeId}`),
    }),
    row({
      route: 'GET /api/exports/temperature-log.pdf',
      name: 'no store: their own; a super admin must choose one',
      expect: { anonymous: 401, 'super-admin': 400, store: 200, 'shift-leader': 200 },
      request: () => get('/api/exports/temperature-log.pdf'),
      refusals: {
        400: { code: ERROR_CODES.badRequest, messages: [PACK_MESSAGES.storeRequired] },
      },
    }),
    row({
      route: 'GET /api/checklists/:id/pdf',
      expect: OWN_STORE,
      setup: (s) =>
        createChecklist(s.deps, { by: s.owner, storeId: s.storeId, category: 'breakfast' }),
      request: (_, c) => get(`/api/checklists/${c.id}/pdf`),
    }),
  ]);
