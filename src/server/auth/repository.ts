import type { Kysely } from 'kysely';
import type { Role } from '../../domain/roles';
import type { Db } from '../db/database';
import { lockNames } from '../db/locks';
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
}

export async function insertSession(
  db: Executor,
  session: { tokenHash: string; userId: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findSession(db: Executor, tokenHash: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('stores', 'stores.id', 'users.store_id')
    .select([
      'sessions.token_hash as tokenHash',
      'sessions.user_id as userId',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'users.email as email',
      'users.role as role',
      'users.display_name as displayName',
      'users.store_id as storeId',
      'stores.store_number as storeNumber',
      'stores.name as storeName',
      'users.created_at as userCreatedAt',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ?? null;
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

export interface AttemptLimit {
  subject: string;
  max: number;
}

/**
 * Counts an attempt against every limit before it is tried, atomically: under the subjects'
 * locks, refuses (null) when any limit is reached in the window, else records the attempt and
 * returns its rows' ids. Parallel attempts on one account are counted one after another, so no
 * more than the limit are ever tried.
 */
export async function reserveAttempt(
  db: Db,
  limits: readonly AttemptLimit[],
  window: { now: string; since: string },
): Promise<number[] | null> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockNames(
      trx,
      db.dialect,
      limits.map((limit) => limit.subject),
    );
    for (const limit of limits) {
      const row = await trx
        .selectFrom('sign_in_failures')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('subject', '=', limit.subject)
        .where('failed_at', '>', window.since)
        .executeTakeFirstOrThrow();
      if (Number(row.count) >= limit.max) return null;
    }
    await trx.deleteFrom('sign_in_failures').where('failed_at', '<=', window.since).execute();
    const inserted = await trx
      .insertInto('sign_in_failures')
      .values(limits.map((limit) => ({ subject: limit.subject, failed_at: window.now })))
      .returning('id')
      .execute();
    return inserted.map((row) => Number(row.id));
  });
}

/** Forgets attempts that turned out well (a correct password). */
export async function deleteAttempts(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('sign_in_failures').where('id', 'in', ids).execute();
}

export async function clearFailures(db: Executor, subject: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('subject', '=', subject).execute();
}
