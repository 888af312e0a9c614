import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** What a request with an Idempotency-Key is, so a repeat can be told from a different one. */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  /** Set once the change's own transaction stored the answer (nothing left for onSend). */
  answered?: boolean;
}

export interface StoredKey {
  method: string;
  path: string;
  requestHash: string | null;
  /** Null when the change was saved but its answer was never stored (a crash in between). */
  statusCode: number | null;
  body: string | null;
}

/**
 * A key's row: claimed (no answer yet) or with its answer; its columns in the order of the
 * tick's insert statements (checklists/tick/).
 */
export function keyRow(
  claim: IdempotencyClaim,
  answer: { statusCode: number | null; body: string | null; now: string },
) {
  return {
    user_id: claim.userId,
    key: claim.key,
    method: claim.method,
    path: claim.path,
    request_hash: claim.requestHash,
    status_code: answer.statusCode,
    response_body: answer.body,
    created_at: answer.now,
  };
}

/**
 * Claims the key inside the transaction of the change it guards: it commits with the change or
 * not at all. False when the key was already used (a concurrent twin waits here until the first
 * commits, then finds it).
 */
export async function claimKey(db: Executor, claim: IdempotencyClaim, now: string) {
  const result = await db
    .insertInto('idempotency_keys')
    .values(keyRow(claim, { statusCode: null, body: null, now }))
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<StoredKey | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['method', 'path', 'request_hash', 'status_code', 'response_body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row
    ? {
        method: row.method,
        path: row.path,
        requestHash: row.request_hash,
        statusCode: row.status_code,
        body: row.response_body,
      }
    : null;
}

/** Keeps the answer for repeats; records the key too when no transaction claimed it. */
export async function storeAnswer(
  db: Executor,
  claim: IdempotencyClaim,
  answer: { statusCode: number; body: string; now: string },
) {
  await db
    .insertInto('idempotency_keys')
    .values(keyRow(claim, answer))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key'])
        .doUpdateSet({ status_code: answer.statusCode, response_body: answer.body }),
    )
    .execute();
}

export async function deleteKeysBefore(db: Executor, cutoff: string) {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
}

/** The answer, stored in the transaction that claimed the key: they commit together. */
export async function storeAnswerWithClaim(
  db: Executor,
  claim: IdempotencyClaim,
  answer: { statusCode: number; body: string },
) {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, response_body: answer.body })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .execute();
}
