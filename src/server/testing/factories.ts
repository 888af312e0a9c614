import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../domain/roles';
import { DEFAULT_SHIFT_SETTINGS, type ShiftSettings } from '../../domain/shifts';
import { hashPassword } from '../auth/passwords';
import { SESSION_COOKIE } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { insertStore } from '../stores/repository';
import { insertUser } from '../users/repository';

let storeCounter = 0;

/** A store of the test's own, so tests never depend on each other's data. */
export async function createStore(
  deps: AppDeps,
  overrides: { name?: string; timezone?: string; shiftSettings?: ShiftSettings } = {},
) {
  storeCounter += 1;
  const storeNumber = `${9000 + storeCounter}-${randomUUID().slice(0, 6)}`;
  const name = overrides.name ?? `Test Store ${storeCounter}`;
  const id = await insertStore(deps.db.kysely, {
    name,
    storeNumber,
    timezone: overrides.timezone ?? 'Europe/London',
    shiftSettings: overrides.shiftSettings ?? DEFAULT_SHIFT_SETTINGS,
    createdAt: deps.clock.now().toISOString(),
  });
  return { id, name, storeNumber };
}

const hashes = new Map<string, Promise<string>>();

export async function createUser(
  deps: AppDeps,
  options: { role: Role; storeId: string | null; password?: string; displayName?: string | null },
) {
  const password = options.password ?? 'correct-horse-1';
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const email = `${options.role}-${randomUUID().slice(0, 8)}@test.example`;
  const id = await insertUser(deps.db.kysely, {
    email,
    passwordHash: await hashes.get(password)!,
    role: options.role,
    displayName: options.displayName ?? null,
    storeId: options.storeId,
    createdAt: deps.clock.now().toISOString(),
  });
  return { id, email, password };
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!found) throw new Error('no session cookie was set');
  return found.split(';')[0]!;
}

export async function signInCookie(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return sessionCookieFrom(response.headers['set-cookie']);
}
