import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export interface SsoRequest {
  codeVerifier: string;
  nonce: string;
  issuer: string;
}

export async function insertSsoRequest(
  db: Executor,
  request: SsoRequest & { stateHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sso_requests')
    .values({
      state_hash: request.stateHash,
      code_verifier: request.codeVerifier,
      nonce: request.nonce,
      issuer: request.issuer,
      created_at: request.createdAt,
      expires_at: request.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Uses the request up, once: its answer may come back only once and before it expires. Null
 * when it is unknown, used already or expired. Requests over a day old are cleared on the way.
 */
export async function useSsoRequest(
  db: Executor,
  stateHash: string,
  now: string,
  dayAgo: string,
): Promise<SsoRequest | null> {
  await db.deleteFrom('sso_requests').where('created_at', '<', dayAgo).execute();
  const row = await db
    .updateTable('sso_requests')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['code_verifier', 'nonce', 'issuer'])
    .executeTakeFirst();
  return row ? { codeVerifier: row.code_verifier, nonce: row.nonce, issuer: row.issuer } : null;
}
