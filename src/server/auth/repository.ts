import type { Kysely } from 'kysely';
import type { Role } from '#domain/roles';
import { rawStatement, runHotStatement } from '../db/raw-statement';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export interface SessionRow {
  tokenHash: string;
  userId: string;
  lastSeenAt: string;
  expiresAt: string;
  email: string;
  role: Role | null;
  displayName: string | null;
  storeId: string | null;
  storeNumber: string | null;
  storeName: string | null;
  userCreatedAt: string;
  locale: string | null;
  storeLocale: string | null;
  storeClock: string | null;
  areaId: string | null;
  areaName: string | null;
  /** The ids of the stores in the person's area, joined by commas; null without one. */
  areaStoreIds: string | null;
  createdAt: string;
  /** The store tablet a PIN opened it on, its name and how soon it locks. */
  tabletId: string | null;
  tabletName: string | null;
  /** The tablet's store: the session ends if its person no longer works there. */
  tabletStoreId: string | null;
  /** The hash of its tablet's credential: the session is used only beside it. */
  tabletTokenHash: string | null;
  tabletLockMinutes: number | null;
  /** When the tablet locked it: it then only sends its queued changes. */
  lockedAt: string | null;
}

export async function insertSession(
  db: Executor,
  session: {
    tokenHash: string;
    userId: string;
    now: string;
    expiresAt: string;
    tabletId?: string;
    writeKeyHash?: string;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      tablet_id: session.tabletId ?? null,
      write_key_hash: session.writeKeyHash ?? null,
    })
    .execute();
}

/**
 * A session with its user, store and area, each by its primary key, and the area's stores by
 * their index (none is looked up for a person without an area). A person turned off through SCIM
 * has no session, whatever rows are left (their sessions are deleted as they are turned off).
 */
const SESSION_READ = `select sessions.token_hash as "tokenHash", sessions.user_id as "userId",
     sessions.last_seen_at as "lastSeenAt", sessions.expires_at as "expiresAt",
     users.email as "email", users.role as "role", users.display_name as "displayName",
     users.store_id as "storeId", stores.store_number as "storeNumber",
     stores.name as "storeName", users.created_at as "userCreatedAt",
     users.locale as "locale", stores.locale as "storeLocale", stores.clock as "storeClock",
     users.area_id as "areaId", areas.name as "areaName",
     (select string_agg(area_stores.id, ',') from stores area_stores
       where area_stores.area_id = users.area_id) as "areaStoreIds",
     sessions.created_at as "createdAt", sessions.tablet_id as "tabletId",
     store_tablets.name as "tabletName", store_tablets.token_hash as "tabletTokenHash",
     store_tablets.store_id as "tabletStoreId",
     stores.tablet_lock_minutes as "tabletLockMinutes",
     sessions.locked_at as "lockedAt"
   from sessions
     join users on users.id = sessions.user_id and users.deactivated_at is null
     left join stores on stores.id = users.store_id
     left join areas on areas.id = users.area_id
     left join store_tablets on store_tablets.id = sessions.tablet_id`;

/**
 * Read by every request on PostgreSQL (session-cache.ts says why): written once, prepared once
 * per connection.
 */
const SESSION_BY_TOKEN_HASH = rawStatement(
  `${SESSION_READ} where sessions.token_hash = ?`,
  'session-by-token-hash',
);

/** PostgreSQL: the sessions of requests that arrived together, in one statement. */
const SESSIONS_BY_TOKEN_HASH = rawStatement(
  `${SESSION_READ} where sessions.token_hash = any(cast(? as text[]))`,
  'sessions-by-token-hash',
);

/** A tablet session by the key that sends its queued changes (docs/decisions/051). */
const SESSION_BY_WRITE_KEY = rawStatement(
  `${SESSION_READ} where sessions.write_key_hash = ?`,
  'session-by-write-key',
);

export async function findSessionByWriteKey(
  db: Executor,
  writeKeyHash: string,
): Promise<SessionRow | null> {
  const { rows } = await runHotStatement<SessionRow>(db, SESSION_BY_WRITE_KEY, [writeKeyHash]);
  return rows[0] ?? null;
}

/** The sessions found among `tokenHashes`, in no order (a missing one has no row). */
export async function findSessions(db: Executor, tokenHashes: readonly string[]) {
  const { rows } = await runHotStatement<SessionRow>(db, SESSIONS_BY_TOKEN_HASH, [tokenHashes]);
  return rows;
}

export async function findSession(db: Executor, tokenHash: string): Promise<SessionRow | null> {
  const { rows } = await runHotStatement<SessionRow>(db, SESSION_BY_TOKEN_HASH, [tokenHash]);
  return rows[0] ?? null;
}

export async function touchSession(db: Executor, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteOtherSessions(
  db: Executor,
  userId: string,
  keepTokenHash: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepTokenHash)
    .execute();
}

export async function deleteExpiredSessions(
  db: Executor,
  idleCutoff: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleCutoff)]))
    .execute();
}
