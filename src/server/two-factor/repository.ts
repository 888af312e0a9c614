import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** A person's authenticator app: `enabledAt` null while they are still setting it up. */
export interface TwoFactorRow {
  secret: string;
  enabledAt: string | null;
  lastStep: number | null;
}

export async function findTwoFactor(db: Executor, userId: string): Promise<TwoFactorRow | null> {
  const row = await db
    .selectFrom('user_two_factor')
    .select(['secret', 'enabled_at as enabledAt', 'last_step as lastStep'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, lastStep: row.lastStep === null ? null : Number(row.lastStep) };
}

/** A new secret to set up, replacing one not yet confirmed; never one already on. */
export async function saveSecretToConfirm(
  db: Executor,
  userId: string,
  secret: string,
  now: string,
): Promise<void> {
  const entry = { secret, created_at: now, enabled_at: null, last_step: null };
  await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, ...entry })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet(entry).where('user_two_factor.enabled_at', 'is', null),
    )
    .execute();
}

/** Turns the secret being set up on, with the step of its first code; false if it already is. */
export async function confirmSecret(
  db: Executor,
  userId: string,
  step: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('user_two_factor')
    .set({ enabled_at: now, last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Notes a code accepted at `step`. False when a code of that step or a later one was accepted
 * before: the code is a replay (or a twin request's), and is refused.
 */
export async function acceptStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: string,
  codeHashes: readonly string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(codeHashes.map((hash) => ({ user_id: userId, code_hash: hash, created_at: now })))
    .execute();
}

/** Uses a recovery code up; false when it is not one of theirs or was used before. */
export async function useRecoveryCode(
  db: Executor,
  userId: string,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Two-factor off: the secret, the recovery codes and any sign-in waiting for a code. */
export async function removeTwoFactor(db: Executor, userId: string): Promise<boolean> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  const result = await db
    .deleteFrom('user_two_factor')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Who saved a chain-wide setting last, and when; null while it was never saved. */
export async function settingSavedBy(
  db: Executor,
  key: string,
): Promise<{ name: string; at: string } | null> {
  const row = await db
    .selectFrom('app_settings')
    .select(['updated_by_name as name', 'updated_at as at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ?? null;
}
