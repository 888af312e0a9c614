import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export async function insertResetToken(
  db: Executor,
  token: { tokenHash: string; userId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

export async function deleteResetToken(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('token_hash', '=', tokenHash).execute();
}

export async function deleteResetTokensOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}

/**
 * Uses up a token that has not expired and says whose it was. One statement deletes and reads,
 * so two requests with the same link cannot both succeed.
 */
export async function consumeResetToken(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<string | null> {
  const row = await db
    .deleteFrom('password_reset_tokens')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** When a token that has not expired (nor been used) stops working; null for any other. */
export async function findResetTokenExpiry(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('expires_at')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.expires_at ?? null;
}
