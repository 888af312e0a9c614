import { Secret, TOTP } from 'otpauth';
import { ERROR_CODES } from '#domain/api-error';
import { TWO_FACTOR_MESSAGES } from '#domain/two-factor/messages';
import { newSecret } from '#server/two-factor/totp';
import { json, row, SUPER_ADMIN_ONLY, type MatrixRow, type Scene } from './types';

/**
 * Two-factor sign-in. Everyone manages their own (Profile → Security), never on the store
 * tablet; super admins choose which roles need it and reset a person's. The sign-in's second
 * step is public (it checks its challenge cookie): the public-routes test lists it.
 */

const EVERYONE = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: ok,
  store: ok,
  'shift-leader': ok,
});

/** The caller's app, being set up (`on`: already on), and a code it shows now. */
async function callersApp(s: Scene, on: boolean): Promise<string> {
  const secret = newSecret();
  if (s.caller) {
    const now = s.deps.clock.now().toISOString();
    // The fuzz suite sets up each row twice for one caller: the last app set up is theirs.
    await s.deps.db.kysely
      .deleteFrom('user_two_factor')
      .where('user_id', '=', s.caller.id)
      .execute();
    await s.deps.db.kysely
      .insertInto('user_two_factor')
      .values({ user_id: s.caller.id, secret, created_at: now, enabled_at: on ? now : null })
      .execute();
  }
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: s.deps.clock.now().getTime(),
  }).toString();
}
const code = (shown: string) => ({ code: shown });

export const TWO_FACTOR_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/auth/two-factor/status',
    expect: EVERYONE(200),
    request: () => ({ method: 'GET', url: '/api/auth/two-factor/status' }),
  }),
  row({
    route: 'POST /api/auth/two-factor/setup',
    expect: EVERYONE(200),
    request: () => ({ method: 'POST', url: '/api/auth/two-factor/setup' }),
  }),
  row({
    route: 'POST /api/auth/two-factor/enable',
    expect: EVERYONE(200),
    setup: (s) => callersApp(s, false),
    request: (_, shown) => json('POST', '/api/auth/two-factor/enable', code(shown)),
  }),
  row({
    route: 'POST /api/auth/two-factor/recovery-codes',
    expect: EVERYONE(200),
    setup: (s) => callersApp(s, true),
    request: (_, shown) => json('POST', '/api/auth/two-factor/recovery-codes', code(shown)),
  }),
  row({
    route: 'POST /api/auth/two-factor/disable',
    expect: EVERYONE(204),
    setup: (s) => callersApp(s, true),
    request: (_, shown) => json('POST', '/api/auth/two-factor/disable', code(shown)),
  }),
  row({
    route: 'POST /api/auth/two-factor/disable',
    name: 'a wrong code',
    expect: { anonymous: 401, 'super-admin': 400, area: 400, store: 400, 'shift-leader': 400 },
    refusals: { 400: { code: ERROR_CODES.badRequest, messages: [TWO_FACTOR_MESSAGES.codeWrong] } },
    setup: (s) => callersApp(s, true),
    request: (_, shown) =>
      json('POST', '/api/auth/two-factor/disable', code(shown === '123456' ? '654321' : '123456')),
  }),
  row({
    route: 'GET /api/identity/two-factor',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => ({ method: 'GET', url: '/api/identity/two-factor' }),
  }),
  row({
    route: 'PUT /api/identity/two-factor',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => json('PUT', '/api/identity/two-factor', { roles: [] }),
  }),
  row({
    route: 'DELETE /api/users/:userId/two-factor',
    expect: SUPER_ADMIN_ONLY(204),
    request: (s) => ({ method: 'DELETE', url: `/api/users/${s.owner.id}/two-factor` }),
  }),
];
