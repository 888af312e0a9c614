import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import { lockNames } from '../db/locks';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/**
 * A limit on attempts at one subject within the window. `max`: refused once that many are
 * counted (an address guessing, or one browser). `backoff`: the first `free` go at once, then
 * each waits twice as long after the one before, up to `longestMs`: a stranger can slow an
 * account down but never shut its owner out.
 */
export type AttemptLimit =
  | { subject: string; max: number }
  | { subject: string; backoff: { free: number; firstMs: number; longestMs: number } };

export type Reservation =
  | { ok: true; ids: number[]; counts: Record<string, number> }
  /** `subject`: the limit that refused it. */
  | { ok: false; retryAfterMs: number | null; subject: string };

/** How long the attempt after `failures` must wait after the last one. */
export function backoffMs(
  failures: number,
  backoff: { free: number; firstMs: number; longestMs: number },
): number {
  if (failures < backoff.free) return 0;
  return Math.min(backoff.firstMs * 2 ** (failures - backoff.free), backoff.longestMs);
}

/**
 * Counts an attempt against every limit before it is tried, atomically: under the subjects'
 * locks, refuses when a limit is reached (saying how long to wait when waiting helps), else
 * records the attempt and returns its rows' ids and each subject's count including it.
 * Parallel attempts are counted one after another, so none slips past a limit.
 */
export async function reserveAttempt(
  db: Db,
  limits: readonly AttemptLimit[],
  window: { now: string; since: string },
): Promise<Reservation> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockNames(
      trx,
      db.dialect,
      limits.map((limit) => limit.subject),
    );
    const counts: Record<string, number> = {};
    for (const limit of limits) {
      const row = await trx
        .selectFrom('sign_in_failures')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('failed_at').as('last')])
        .where('subject', '=', limit.subject)
        .where('failed_at', '>', window.since)
        .executeTakeFirstOrThrow();
      const count = Number(row.count);
      if ('max' in limit) {
        if (count >= limit.max) return { ok: false, retryAfterMs: null, subject: limit.subject };
      } else if (row.last !== null) {
        const wait = backoffMs(count, limit.backoff);
        const allowedAt = new Date(String(row.last)).getTime() + wait;
        const now = new Date(window.now).getTime();
        if (now < allowedAt) {
          return { ok: false, retryAfterMs: allowedAt - now, subject: limit.subject };
        }
      }
      counts[limit.subject] = count + 1;
    }
    await trx.deleteFrom('sign_in_failures').where('failed_at', '<=', window.since).execute();
    const inserted = await trx
      .insertInto('sign_in_failures')
      .values(limits.map((limit) => ({ subject: limit.subject, failed_at: window.now })))
      .returning('id')
      .execute();
    return { ok: true, ids: inserted.map((row) => Number(row.id)), counts };
  });
}

/** Forgets attempts that turned out well (a correct password). */
export async function deleteAttempts(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('sign_in_failures').where('id', 'in', ids).execute();
}
