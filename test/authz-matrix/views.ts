import { ERROR_CODES } from '#domain/api-error';
import { PASSWORD_CHANGE_MESSAGES } from '#domain/auth/password-change-messages';
import { row, type MatrixRow } from './types';

const get = (url: string) => ({ method: 'GET' as const, url });
const EVERYONE = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: ok,
  store: ok,
  'shift-leader': ok,
});

export const VIEW_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/stores',
    expect: { ...EVERYONE(200), tablet: 'as-leader' },
    request: () => get('/api/stores'),
  }),
  row({
    route: 'GET /api/reports/week',
    name: "a store's week",
    // Another store's report is empty, not refused: it says nothing about the store.
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 200,
      area: { own: 200, other: 200 },
      store: { own: 200, other: 200 },
      'shift-leader': { own: 200, other: 200 },
    },
    request: (s) => get(`/api/reports/week?storeId=${s.storeId}`),
  }),
  row({
    route: 'GET /api/reports/month',
    name: "a store's month",
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 200,
      area: { own: 200, other: 200 },
      store: { own: 200, other: 200 },
      'shift-leader': { own: 200, other: 200 },
    },
    request: (s) => get(`/api/reports/month?storeId=${s.storeId}`),
  }),
  row({
    route: 'GET /api/admin/overview',
    expect: {
      anonymous: 401,
      'super-admin': 200,
      area: 200,
      areaNone: 403,
      store: 200,
      'shift-leader': 403,
    },
    request: () => get('/api/admin/overview'),
  }),
  row({
    route: 'POST /api/templates/seed',
    expect: { anonymous: 401, 'super-admin': 200, area: 403, store: 403, 'shift-leader': 403 },
    request: () => ({ method: 'POST', url: '/api/templates/seed' }),
  }),
  row({
    route: 'POST /api/auth/password',
    name: 'a wrong current password',
    expect: { anonymous: 401, 'super-admin': 400, area: 400, store: 400, 'shift-leader': 400 },
    // The password form's own texts: a wrong password is a bad request, not a failed validation.
    refusals: {
      400: { code: ERROR_CODES.badRequest, messages: [PASSWORD_CHANGE_MESSAGES.currentIncorrect] },
      401: { messages: [PASSWORD_CHANGE_MESSAGES.notSignedIn] },
    },
    request: () => ({
      method: 'POST',
      url: '/api/auth/password',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        currentPassword: 'not-the-password',
        newPassword: 'a-new-password-9',
        confirmPassword: 'a-new-password-9',
      }),
    }),
  }),
  row({
    route: 'PUT /api/auth/language',
    name: 'their own language',
    expect: { ...EVERYONE(200), tablet: 'as-leader' },
    request: () => ({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ locale: 'es' }),
    }),
  }),
  row({
    route: 'PUT /api/auth/language',
    name: 'a language not shipped',
    expect: {
      tokenOff: 400,
      ...{ anonymous: 401, 'super-admin': 400, area: 400, store: 400, 'shift-leader': 400 },
      tablet: 'as-leader',
    },
    request: () => ({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ locale: 'tlh' }),
    }),
  }),
  row({
    route: 'GET /api/live',
    expect: { ...EVERYONE(200), tablet: 'as-leader' },
    streaming: true,
    request: () => get('/api/live'),
  }),
];
