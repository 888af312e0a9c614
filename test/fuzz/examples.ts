import type { InjectOptions } from 'fastify';
import { AUTHORIZATION_MATRIX } from '../authz-matrix';
import type { Scene } from '../authz-matrix/types';
import { hashToken, newToken } from '#server/auth/tokens';
import { addMinutes } from '#server/clock';
import type { AppDeps } from '#server/deps';
import { insertResetToken } from '#server/users/reset-token-repository';
import type { FuzzWorld } from './world';

/** A valid request of one route, the seed its fuzzed variations start from. */
export interface Example {
  /** The path with its parameters filled in, and its query. */
  path: string;
  query: [string, string][];
  /** The parsed JSON body; undefined when the example sends none. */
  body: unknown;
}

/** A working "Forgot your password?" link for store B's leader, as the e-mail would carry. */
async function resetToken(deps: AppDeps, world: FuzzWorld): Promise<string> {
  const token = newToken();
  const now = deps.clock.now();
  await insertResetToken(deps.db.kysely, {
    tokenHash: hashToken(token),
    userId: world.leaderB.id,
    createdAt: now.toISOString(),
    expiresAt: addMinutes(now, 60).toISOString(),
  });
  return token;
}

/**
 * The routes the authorization matrix leaves out (the public ones), and requests it only
 * makes fail (a password change with the right current password).
 */
async function moreExamples(
  deps: AppDeps,
  world: FuzzWorld,
): Promise<Record<string, Omit<Example, 'query'>[]>> {
  const leader = world.actor('shift-leader');
  const newPassword = { newPassword: 'a-new-password-9', confirmPassword: 'a-new-password-9' };
  return {
    'POST /api/auth/sign-in': [
      { path: '/api/auth/sign-in', body: { email: leader.email, password: 'a-wrong-guess-1' } },
      { path: '/api/auth/sign-in', body: { email: leader.email, password: leader.password } },
    ],
    'POST /api/auth/password': [
      { path: '/api/auth/password', body: { currentPassword: leader.password, ...newPassword } },
    ],
    'POST /api/auth/password-reset/request': [
      { path: '/api/auth/password-reset/request', body: { email: leader.email } },
    ],
    'POST /api/auth/password-reset/check': [
      { path: '/api/auth/password-reset/check', body: { token: await resetToken(deps, world) } },
    ],
    'POST /api/auth/password-reset': [
      {
        path: '/api/auth/password-reset',
        body: {
          token: await resetToken(deps, world),
          password: 'a-new-password-9',
          confirmPassword: 'a-new-password-9',
        },
      },
    ],
  };
}

function parseRequest(request: InjectOptions): Example {
  const url = new URL(String(request.url), 'http://fuzz.invalid');
  const payload = typeof request.payload === 'string' ? request.payload : undefined;
  return {
    path: url.pathname,
    query: [...url.searchParams.entries()],
    body: payload === undefined ? undefined : (JSON.parse(payload) as unknown),
  };
}

/**
 * Valid requests per route ("METHOD /url"): every row of the authorization matrix, set up in
 * the fuzz world's store A (the shift leader actor as creator) and in store B, plus the public
 * routes. A route with none (one added later) is still fuzzed from its path alone.
 */
export async function collectExamples(
  deps: AppDeps,
  world: FuzzWorld,
): Promise<Map<string, Example[]>> {
  const examples = new Map<string, Example[]>();
  const add = (key: string, example: Example) =>
    examples.set(key, [...(examples.get(key) ?? []), example]);
  const leaderA = world.actor('shift-leader');
  const scenes: Scene[] = [
    { storeId: world.storeA, owner: leaderA },
    { storeId: world.storeB, owner: world.leaderB },
  ].map(({ storeId, owner }) => ({
    deps,
    ownStoreId: world.storeA,
    otherStoreId: world.storeB,
    caller: leaderA,
    storeId,
    owner,
  }));
  for (const row of AUTHORIZATION_MATRIX) {
    for (const scene of scenes) {
      const fixture = row.setup ? await row.setup(scene) : undefined;
      add(row.route, parseRequest(row.request(scene, fixture)));
    }
  }
  for (const [key, list] of Object.entries(await moreExamples(deps, world))) {
    for (const example of list) add(key, { ...example, query: [] });
  }
  // HEAD is answered by its GET route: the same examples apply.
  for (const [key, list] of [...examples]) {
    if (key.startsWith('GET ')) examples.set(`HEAD ${key.slice(4)}`, list);
  }
  return examples;
}

/** Routes that stream until the client leaves (the live stream): sent over a real socket. */
export const STREAMING_ROUTES = new Set(
  AUTHORIZATION_MATRIX.filter((row) => row.streaming).flatMap((row) => [
    row.route,
    `HEAD ${row.route.slice(row.route.indexOf(' ') + 1)}`,
  ]),
);
