import { randomUUID } from 'node:crypto';
import { json, row, type MatrixRow, type Scene } from './types';

/** SPEC §6 "Users": a super admin any account; a manager their own store's; a leader none. */
const MANAGED = (ok: number, otherStore: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: ok, other: otherStore },
  store: { own: ok, other: otherStore },
  'shift-leader': 403,
});

/** The scene's shift leader, as the user form would send it back with a new display name. */
const edit = (s: Scene) => ({
  email: s.owner.email,
  role: s.owner.role,
  storeId: s.storeId,
  displayName: 'Renamed',
});

export const USER_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/users',
    name: 'filtered by store',
    expect: MANAGED(200, 403),
    request: (s) => ({ method: 'GET', url: `/api/users?storeId=${s.storeId}` }),
  }),
  row({
    route: 'POST /api/users',
    name: 'a shift leader in the store',
    expect: MANAGED(201, 403),
    request: (s) =>
      json('POST', '/api/users', {
        email: `new-${randomUUID().slice(0, 8)}@test.example`,
        password: 'a-fine-password-7',
        confirmPassword: 'a-fine-password-7',
        role: 'shift-leader',
        storeId: s.storeId,
        displayName: null,
      }),
  }),
  row({
    route: 'GET /api/users/:userId',
    expect: MANAGED(200, 403),
    request: (s) => ({ method: 'GET', url: `/api/users/${s.owner.id}` }),
  }),
  row({
    route: 'PATCH /api/users/:userId',
    expect: MANAGED(200, 403),
    request: (s) => json('PATCH', `/api/users/${s.owner.id}`, edit(s)),
  }),
  row({
    route: 'PATCH /api/users/:userId',
    name: 'a new e-mail address (docs/decisions/036)',
    // No API token changes an e-mail address, whoever made it: with one, it could reset the
    // account's password and sign in as its person.
    expect: {
      anonymous: 401,
      'super-admin': 200,
      area: 403,
      store: 403,
      'shift-leader': 403,
      token: 403,
    },
    request: (s) =>
      json('PATCH', `/api/users/${s.owner.id}`, {
        ...edit(s),
        email: `moved-${randomUUID().slice(0, 8)}@test.example`,
      }),
  }),
  row({
    route: 'DELETE /api/users/:userId',
    expect: MANAGED(204, 403),
    request: (s) => ({ method: 'DELETE', url: `/api/users/${s.owner.id}` }),
  }),
  row({
    route: 'POST /api/users/role',
    expect: { anonymous: 401, 'super-admin': 200, area: 403, store: 403, 'shift-leader': 403 },
    request: (s) => json('POST', '/api/users/role', { email: s.owner.email, role: 'store' }),
  }),
  row({
    route: 'POST /api/users/password-reset',
    // Another store's account answers as if it did not exist.
    expect: MANAGED(200, 404),
    request: (s) => json('POST', '/api/users/password-reset', { email: s.owner.email }),
  }),
];
