import { insertArea, setAreaStores } from '#server/areas/repository';
import type { TemperatureUnit } from '#domain/readings/units';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '#domain/auth/schemas';
import type { IsoDate } from '#domain/dates';
import type { Role } from '#domain/roles';
import type { Section } from '#domain/sections';
import { DEFAULT_SHIFT_SETTINGS, type ShiftCategory, type ShiftSettings } from '#domain/shifts';
import { hashPassword } from '#server/auth/passwords';
import { insertSession } from '#server/auth/repository';
import { hashToken, newToken } from '#server/auth/tokens';
import { SESSION_COOKIE } from '#server/auth/session-plugin';
import { TABLET_COOKIE } from '#server/tablets/tablet-cookie';
import { createChecklist as createChecklistService } from '#server/checklists/create-service';
import type { AppDeps } from '#server/deps';
import { insertStore } from '#server/stores/repository';
import { insertTemplateIfAbsent } from '#server/templates/repository';
import { insertUser } from '#server/users/repository';
import { TICK_RULES } from '#domain/answers/kinds';

let storeCounter = 0;
const LONG_AGO = '2020-01-01T00:00:00.000Z';

/** A store of the test's own, so tests never depend on each other's data. */
export async function createStore(
  deps: AppDeps,
  overrides: {
    name?: string;
    timezone?: string;
    shiftSettings?: ShiftSettings;
    /** When it opened; long before any date a test uses unless given. */
    createdAt?: string;
    /** °C unless given. */
    temperatureUnit?: TemperatureUnit;
  } = {},
) {
  storeCounter += 1;
  const storeNumber = `${9000 + storeCounter}-${randomUUID().slice(0, 6)}`;
  const name = overrides.name ?? `Test Store ${storeCounter}`;
  const id = await insertStore(deps.db.kysely, {
    name,
    storeNumber,
    timezone: overrides.timezone ?? 'Europe/London',
    shiftSettings: overrides.shiftSettings ?? DEFAULT_SHIFT_SETTINGS,
    createdAt: overrides.createdAt ?? LONG_AGO,
    ...(overrides.temperatureUnit ? { temperatureUnit: overrides.temperatureUnit } : {}),
  });
  return { id, name, storeNumber };
}

const hashes = new Map<string, Promise<string>>();

export async function createUser(
  deps: AppDeps,
  options: {
    role: Role;
    storeId: string | null;
    /** An area manager's area. */
    areaId?: string | null;
    password?: string;
    displayName?: string | null;
  },
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
    areaId: options.areaId ?? null,
    createdAt: deps.clock.now().toISOString(),
  });
  const areaId = options.areaId ?? null;
  const areaStores = areaId
    ? await deps.db.kysely.selectFrom('stores').select('id').where('area_id', '=', areaId).execute()
    : [];
  return {
    id,
    email,
    password,
    role: options.role,
    storeId: options.storeId,
    areaId,
    /** The area's stores when the account was made (what its session reads). */
    areaStoreIds: areaStores.map((store) => store.id),
    displayName: options.displayName ?? null,
  };
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** An area of the stores given, by the repository (the areas routes have their own tests). */
export async function createArea(deps: AppDeps, storeIds: readonly string[], name?: string) {
  const id = randomUUID();
  await insertArea(deps.db.kysely, {
    id,
    name: name ?? `Area ${id.slice(0, 8)}`,
    createdAt: deps.clock.now().toISOString(),
  });
  await setAreaStores(deps.db.kysely, id, storeIds);
  return id;
}

/** The session user a service sees, for factories that skip HTTP. */
export function sessionUserOf(
  user: Omit<TestUser, 'password' | 'areaId' | 'areaStoreIds'> &
    Partial<Pick<TestUser, 'areaId' | 'areaStoreIds'>>,
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    displayName: user.displayName,
    locale: null,
    storeLocale: null,
    storeClock: null,
    storeId: user.storeId,
    storeNumber: null,
    storeName: null,
    areaId: user.areaId ?? null,
    areaName: null,
    areaStoreIds: user.areaStoreIds ?? [],
    createdAt: new Date(0).toISOString(),
  };
}

/** A checklist created through the service, as the given user, in their own store by default. */
export async function createChecklist(
  deps: AppDeps,
  options: { by: TestUser; storeId?: string; category?: ShiftCategory; date?: IsoDate },
) {
  const storeId = options.storeId ?? options.by.storeId;
  if (!storeId) throw new Error('createChecklist needs a store');
  const result = await createChecklistService(deps, sessionUserOf(options.by), {
    storeId,
    category: options.category ?? 'breakfast',
    ...(options.date ? { date: options.date } : {}),
  });
  return result.checklist;
}

/** A template of the test's own; `storeId: null` makes it global. */
export async function createTemplate(
  deps: AppDeps,
  options: {
    storeId: string | null;
    category: ShiftCategory;
    items: readonly { text: string; section: Section; subsection?: string }[];
    title?: string;
  },
) {
  const { id } = await insertTemplateIfAbsent(deps.db.kysely, {
    title: options.title ?? `Test ${options.category} template`,
    category: options.category,
    storeId: options.storeId,
    createdBy: null,
    now: deps.clock.now().toISOString(),
    items: options.items.map((item) => ({
      text: item.text,
      section: item.section,
      subsection: item.subsection ?? null,
      details: null,
      critical: false,
      ...TICK_RULES,
      translations: {},
    })),
  });
  return id;
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

/** A signed-in session for a user, made directly (no password hashing): its cookie header. */
export async function sessionCookieFor(deps: AppDeps, userId: string): Promise<string> {
  const token = newToken();
  const now = deps.clock.now();
  await insertSession(deps.db.kysely, {
    tokenHash: hashToken(token),
    userId,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + 24 * 60 * 60_000).toISOString(),
  });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * Moves someone to another store directly in the database, and forgets their cached sessions
 * as a change through the product does, so their next request sees the new store.
 */
/** An area manager's area is now `areaId`'s (none for null). */
export async function moveUserToArea(deps: AppDeps, userId: string, areaId: string | null) {
  await deps.db.kysely
    .updateTable('users')
    .set({ area_id: areaId })
    .where('id', '=', userId)
    .execute();
  deps.sessions.forgetUser(userId);
}

export async function moveUserToStore(deps: AppDeps, userId: string, storeId: string) {
  await deps.db.kysely
    .updateTable('users')
    .set({ store_id: storeId })
    .where('id', '=', userId)
    .execute();
  deps.sessions.forgetUser(userId);
}

/**
 * A store tablet paired directly (no code), and a session opened on it for a person as a PIN
 * would: the cookie header carries both the session and the tablet's credential.
 */
export async function tabletSessionCookieFor(
  deps: AppDeps,
  userId: string,
  storeId: string,
  name = 'Office tablet',
): Promise<{ cookie: string; tabletCookie: string; tabletId: string }> {
  const tabletToken = newToken();
  const tabletId = randomUUID();
  const now = deps.clock.now().toISOString();
  await deps.db.kysely
    .insertInto('store_tablets')
    .values({
      id: tabletId,
      store_id: storeId,
      name,
      token_hash: hashToken(tabletToken),
      paired_by_name: 'A manager',
      paired_at: now,
    })
    .execute();
  const token = newToken();
  await insertSession(deps.db.kysely, {
    tokenHash: hashToken(token),
    userId,
    now,
    expiresAt: new Date(deps.clock.now().getTime() + 24 * 60 * 60_000).toISOString(),
    tabletId,
    writeKeyHash: hashToken(newToken()),
  });
  const tabletCookie = `${TABLET_COOKIE}=${tabletToken}`;
  return { cookie: `${SESSION_COOKIE}=${token}; ${tabletCookie}`, tabletCookie, tabletId };
}
