import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export interface StoredResponse {
  method: string;
  path: string;
  statusCode: number | null;
  body: string | null;
}

/** Claims a key for this request; false when the user already used it. */
export async function claimKey(
  db: Executor,
  claim: { userId: string; key: string; method: string; path: string; now: string },
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      method: claim.method,
      path: claim.path,
      status_code: null,
      response_body: null,
      created_at: claim.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<StoredResponse | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['method', 'path', 'status_code', 'response_body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row
    ? { method: row.method, path: row.path, statusCode: row.status_code, body: row.response_body }
    : null;
}

export async function completeKey(
  db: Executor,
  userId: string,
  key: string,
  statusCode: number,
  body: string,
) {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response_body: body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

export async function releaseKey(db: Executor, userId: string, key: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

export async function deleteKeysBefore(db: Executor, cutoff: string) {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
}
