import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import { createStore } from '../support/factories';
import { json, row, SUPER_ADMIN_ONLY, type MatrixRow } from './types';

/**
 * A store's corrective action due times: its managers and super admins; another store's is not
 * found, and its shift leaders may not (docs/decisions/047).
 */
const STORE_MANAGERS = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: ok, other: 404 },
  store: { own: ok, other: 404 },
  'shift-leader': { own: 403, other: 404 },
});

let created = 0;
/** A store number no other case uses (the matrix runs many cases on one database). */
const freshNumber = () => `${Date.now() % 1_000_000_000}${(created += 1)}`;

export const STORE_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/admin/stores',
    expect: {
      anonymous: 401,
      'super-admin': 200,
      area: 403,
      store: 403,
      'shift-leader': 403,
    },
    request: () => ({ method: 'GET', url: '/api/admin/stores' }),
  }),
  row({
    route: 'POST /api/stores',
    expect: { anonymous: 401, 'super-admin': 201, area: 403, store: 403, 'shift-leader': 403 },
    request: () =>
      json('POST', '/api/stores', { name: 'New Store', storeNumber: freshNumber(), locale: 'es' }),
  }),
  row({
    route: 'GET /api/stores/:storeId',
    expect: SUPER_ADMIN_ONLY(200),
    request: (s) => ({ method: 'GET', url: `/api/stores/${s.storeId}` }),
  }),
  row({
    route: 'PUT /api/stores/:storeId',
    expect: SUPER_ADMIN_ONLY(200),
    setup: (s) => createStore(s.deps),
    request: (_, store) =>
      json('PUT', `/api/stores/${store.id}`, {
        name: 'Renamed',
        storeNumber: store.storeNumber,
        timezone: 'Europe/Dublin',
        locale: 'fr-CA',
        shiftSettings: DEFAULT_SHIFT_SETTINGS,
      }),
  }),
  row({
    route: 'PUT /api/stores/:storeId',
    name: 'a language not shipped',
    // The body is checked before the policy, as for every route: a refusal that says nothing of
    // the store, and changes nothing.
    expect: {
      tokenOff: 400,
      ...{ anonymous: 401, 'super-admin': 400, area: 400, store: 400, 'shift-leader': 400 },
      tablet: 'as-leader',
    },
    request: (s) =>
      json('PUT', `/api/stores/${s.storeId}`, {
        name: 'Renamed',
        storeNumber: '1',
        timezone: 'Europe/Dublin',
        locale: 'tlh',
        shiftSettings: DEFAULT_SHIFT_SETTINGS,
      }),
  }),
  row({
    route: 'PUT /api/stores/:storeId/shift-settings',
    expect: SUPER_ADMIN_ONLY(200),
    request: (s) =>
      json('PUT', `/api/stores/${s.storeId}/shift-settings`, {
        shiftSettings: DEFAULT_SHIFT_SETTINGS,
      }),
  }),
  row({
    route: 'PUT /api/stores/:storeId',
    name: 'an action due time out of range',
    // Checked before the policy: refused alike for everyone signed in, and nothing changes.
    expect: {
      tokenOff: 400,
      ...{ anonymous: 401, 'super-admin': 400, area: 400, store: 400, 'shift-leader': 400 },
      tablet: 'as-leader',
    },
    request: (s) =>
      json('PUT', `/api/stores/${s.storeId}`, {
        name: 'Renamed',
        storeNumber: '1',
        timezone: 'Europe/Dublin',
        shiftSettings: DEFAULT_SHIFT_SETTINGS,
        actionDueMinutes: { A: 30, B: 30, C: 180, D: 20_161 },
      }),
  }),
  row({
    route: 'GET /api/stores/:storeId/action-due-minutes',
    expect: STORE_MANAGERS(200),
    request: (s) => ({ method: 'GET', url: `/api/stores/${s.storeId}/action-due-minutes` }),
  }),
  row({
    route: 'PUT /api/stores/:storeId/action-due-minutes',
    expect: STORE_MANAGERS(200),
    request: (s) =>
      json('PUT', `/api/stores/${s.storeId}/action-due-minutes`, {
        actionDueMinutes: { A: 20, B: 45, C: 240, D: 2880 },
      }),
  }),
  row({
    route: 'PUT /api/stores/:storeId/action-due-minutes',
    name: 'back to the defaults',
    expect: STORE_MANAGERS(200),
    request: (s) =>
      json('PUT', `/api/stores/${s.storeId}/action-due-minutes`, { actionDueMinutes: null }),
  }),
  row({
    route: 'PUT /api/stores/:storeId/action-due-minutes',
    name: 'a due time out of range',
    expect: {
      tokenOff: 400,
      ...{ anonymous: 401, 'super-admin': 400, area: 400, store: 400, 'shift-leader': 400 },
      tablet: 'as-leader',
    },
    request: (s) =>
      json('PUT', `/api/stores/${s.storeId}/action-due-minutes`, {
        actionDueMinutes: { A: 4, B: 30, C: 180, D: 4320 },
      }),
  }),
  row({
    route: 'DELETE /api/stores/:storeId',
    name: 'an empty store',
    expect: SUPER_ADMIN_ONLY(204),
    setup: (s) => createStore(s.deps),
    request: (_, store) => ({ method: 'DELETE', url: `/api/stores/${store.id}` }),
  }),
  row({
    route: 'DELETE /api/stores/:storeId',
    name: 'a store with users',
    // The scene's store always has the resource owner, a shift leader, in it.
    expect: SUPER_ADMIN_ONLY(409),
    request: (s) => ({ method: 'DELETE', url: `/api/stores/${s.storeId}` }),
  }),
];
