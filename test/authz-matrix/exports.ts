import { ERROR_CODES } from '#domain/api-error';
import { EXPORT_KINDS } from '#domain/exports/api';
import { PACK_MESSAGES } from '#domain/exports/messages';
import { createChecklist, sessionUserOf } from '../support/factories';
import { row, type MatrixRow, type Scene } from './types';

const get = (url: string) => ({ method: 'GET' as const, url });
/** Anyone may export the store they see; another store is "not found", as on screen. */
const OWN_STORE = {
  anonymous: 401,
  'super-admin': 200,
  area: { own: 200, other: 404 },
  // An area manager with no area has no store to export: told so, as a manager without one.
  areaNone: 403,
  store: { own: 200, other: 404 },
  'shift-leader': { own: 200, other: 404 },
};

/** One checklist's PDF: a checklist outside what the caller sees is not there, as on screen. */
const A_CHECKLIST = { ...OWN_STORE, areaNone: 404 };

/**
 * The scene's night checklist with a travel-path item failed, so it has a corrective action to
 * write (the same failure as the checklists' rows give it, where the fuzzer shares stores).
 */
async function withFailure(scene: Scene) {
  const created = await createChecklist(scene.deps, {
    by: scene.owner,
    storeId: scene.storeId,
    category: 'night',
  });
  const item = created.items.find((candidate) => candidate.section === 'travel-path');
  if (!item) throw new Error('The night template has no travel-path item');
  // Setup's own hand, which may change any checklist.
  const admin = { ...sessionUserOf(scene.owner), role: 'super-admin' as const, storeId: null };
  await scene.deps.ticks.tick(admin, {
    checklistId: created.id,
    itemId: item.id,
    change: { type: 'fail', comment: 'Walk-in chiller at 9 °C', priority: 'A' },
  });
  return created;
}

// Every CSV file alike: checklists, items and corrective actions.
export const EXPORT_ROWS: MatrixRow[] = EXPORT_KINDS.flatMap((kind) => [
  row({
    route: `GET /api/exports/${kind}.csv`,
    name: "a store's checklists",
    expect: OWN_STORE,
    request: (s) => get(`/api/exports/${kind}.csv?storeId=${s.storeId}`),
  }),
  row({
    route: `GET /api/exports/${kind}.csv`,
    name: 'no store: their own, or every store a super admin or an area manager sees',
    expect: {
      anonymous: 401,
      'super-admin': 200,
      area: 200,
      areaNone: 403,
      store: 200,
      'shift-leader': 200,
    },
    request: () => get(`/api/exports/${kind}.csv`),
  }),
]).concat([
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
    name: 'no store: their own (an area manager’s one store); a super admin must choose one',
    expect: {
      anonymous: 401,
      'super-admin': 400,
      area: 200,
      areaNone: 403,
      store: 200,
      'shift-leader': 200,
    },
    request: () => get('/api/exports/temperature-log.pdf'),
    refusals: {
      400: { code: ERROR_CODES.badRequest, messages: [PACK_MESSAGES.storeRequired] },
    },
  }),
  row({
    route: 'GET /api/checklists/:id/pdf',
    expect: { ...A_CHECKLIST, tablet: 'as-leader' },
    setup: (s) =>
      createChecklist(s.deps, { by: s.owner, storeId: s.storeId, category: 'breakfast' }),
    request: (_, c) => get(`/api/checklists/${c.id}/pdf`),
  }),
  row({
    route: 'GET /api/exports/actions.csv',
    name: "a store's failure and its corrective action",
    expect: OWN_STORE,
    setup: withFailure,
    request: (s) => get(`/api/exports/actions.csv?storeId=${s.storeId}`),
  }),
  row({
    route: 'GET /api/checklists/:id/pdf',
    name: 'a failure with its corrective action',
    expect: { ...A_CHECKLIST, tablet: 'as-leader' },
    setup: withFailure,
    request: (_, c) => get(`/api/checklists/${c.id}/pdf`),
  }),
]);
