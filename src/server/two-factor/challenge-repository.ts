import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export interface ChallengeRow {
  userId: string;
  email: string;
  via: string;
  deviceHash: string | null;
}

export async function insertChallenge(
  db: Executor,
  challenge: {
    tokenHash: string;
    userId: string;
    via: string;
    deviceHash: string | null;
    now: string;
    expiresAt: string;
  },
): Promise<void> {
  // Old challenges go as new ones come: a sign-in waits minutes at most.
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', challenge.now).execute();
  await db
    .insertInto('two_factor_challenges')
    .values({
      token_hash: challenge.tokenHash,
      user_id: challenge.userId,
      via: challenge.via,
      device_hash: challenge.deviceHash,
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** A sign-in still waiting for its second factor: not used, not expired. */
export async function findOpenChallenge(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<ChallengeRow | null> {
  const row = await db
    .selectFrom('two_factor_challenges')
    .innerJoin('users', 'users.id', 'two_factor_challenges.user_id')
    .select([
      'two_factor_challenges.user_id as userId',
      'users.email',
      'two_factor_challenges.via',
      'two_factor_challenges.device_hash as deviceHash',
    ])
    .where('two_factor_challenges.token_hash', '=', tokenHash)
    .where('two_factor_challenges.used_at', 'is', null)
    .where('two_factor_challenges.expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

/** Uses the challenge up; false when a twin request did first. */
export async function useChallenge(db: Executor, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteChallenge(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('two_factor_challenges').where('token_hash', '=', tokenHash).execute();
}
