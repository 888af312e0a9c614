import { createTemplate } from '../support/factories';
import { json, row, type MatrixRow, type Scene } from './types';

const ITEMS = [{ text: 'Check the rota', section: 'pre-shift' as const, subsection: 'People' }];

/** A day template of the scene's store, or a global one. */
const storeTemplate = (scene: Scene) =>
  createTemplate(scene.deps, { storeId: scene.storeId, category: 'day', items: ITEMS });
const globalTemplate = (scene: Scene) =>
  createTemplate(scene.deps, { storeId: null, category: 'day', items: ITEMS });

const body = (storeId: string | null, version?: number) => ({
  title: 'Our day checks',
  category: 'day',
  storeId,
  items: ITEMS,
  ...(version === undefined ? {} : { version }),
});

/** SPEC §6: super admins everything; managers their store's (another's is not there). */
const STORE_TEMPLATE = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: ok, other: 404 },
  areaNone: 403,
  store: { own: ok, other: 404 },
  'shift-leader': { own: 403, other: 403 },
});
/** Global templates: read by managers, changed only by super admins. */
const GLOBAL_TEMPLATE = (ok: number, manager: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: manager,
  areaNone: 403,
  store: manager,
  'shift-leader': 403,
});

export const TEMPLATE_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/templates',
    expect: GLOBAL_TEMPLATE(200, 200),
    request: () => ({ method: 'GET', url: '/api/templates' }),
  }),
  row({
    route: 'GET /api/templates/:id',
    name: "a store's template",
    expect: STORE_TEMPLATE(200),
    setup: storeTemplate,
    request: (_, id) => ({ method: 'GET', url: `/api/templates/${id}` }),
  }),
  row({
    route: 'GET /api/templates/:id',
    name: 'a default template',
    expect: GLOBAL_TEMPLATE(200, 200),
    request: () => ({ method: 'GET', url: '/api/templates/default-day-template' }),
  }),
  row({
    route: 'POST /api/templates',
    name: "a store's template",
    // A manager naming another store is refused in words, not hidden: they chose it.
    expect: {
      anonymous: 401,
      'super-admin': 201,
      area: { own: 201, other: 403 },
      store: { own: 201, other: 403 },
      'shift-leader': { own: 403, other: 403 },
    },
    request: (s) => json('POST', '/api/templates', body(s.storeId)),
  }),
  row({
    route: 'POST /api/templates',
    name: 'a global template (a manager’s becomes their store’s)',
    // An area manager has no one store for it to become: they choose one of theirs.
    expect: { ...GLOBAL_TEMPLATE(201, 201), area: 403 },
    request: () => json('POST', '/api/templates', body(null)),
  }),
  row({
    route: 'PUT /api/templates/:id',
    name: "a store's template",
    expect: STORE_TEMPLATE(200),
    setup: storeTemplate,
    request: (s, id) => json('PUT', `/api/templates/${id}`, body(s.storeId, 1)),
  }),
  row({
    route: 'PUT /api/templates/:id',
    name: 'a global template',
    expect: GLOBAL_TEMPLATE(200, 403),
    setup: globalTemplate,
    request: (_, id) => json('PUT', `/api/templates/${id}`, body(null, 1)),
  }),
  row({
    route: 'DELETE /api/templates/:id',
    name: "a store's template",
    expect: STORE_TEMPLATE(204),
    setup: storeTemplate,
    request: (_, id) => ({ method: 'DELETE', url: `/api/templates/${id}` }),
  }),
  row({
    route: 'DELETE /api/templates/:id',
    name: 'a global template',
    expect: GLOBAL_TEMPLATE(204, 403),
    setup: globalTemplate,
    request: (_, id) => ({ method: 'DELETE', url: `/api/templates/${id}` }),
  }),
  row({
    route: 'DELETE /api/templates/:id',
    name: 'a default template: never, by anyone',
    expect: GLOBAL_TEMPLATE(403, 403),
    request: () => ({ method: 'DELETE', url: '/api/templates/default-night-template' }),
  }),
];
