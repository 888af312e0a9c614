import type { Kysely } from 'kysely';
import type { ScimToken } from '#domain/scim/tokens';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** The tokens still in force, the newest first. */
export async function listScimTokens(db: Executor): Promise<ScimToken[]> {
  return db
    .selectFrom('scim_tokens')
    .select([
      'id',
      'name',
      'created_by_name as createdByName',
      'created_at as createdAt',
      'last_used_at as lastUsedAt',
    ])
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function insertScimToken(
  db: Executor,
  token: { id: string; name: string; tokenHash: string; createdByName: string; now: string },
): Promise<void> {
  await db
    .insertInto('scim_tokens')
    .values({
      id: token.id,
      name: token.name,
      token_hash: token.tokenHash,
      created_by_name: token.createdByName,
      created_at: token.now,
    })
    .execute();
}

export async function findScimToken(db: Executor, id: string): Promise<ScimToken | null> {
  const row = await db
    .selectFrom('scim_tokens')
    .select([
      'id',
      'name',
      'created_by_name as createdByName',
      'created_at as createdAt',
      'last_used_at as lastUsedAt',
    ])
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** A token in force, by the hash of what the identity provider sends. */
export async function findScimTokenByHash(db: Executor, tokenHash: string) {
  const row = await db
    .selectFrom('scim_tokens')
    .select(['id', 'last_used_at as lastUsedAt'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

export async function touchScimToken(db: Executor, id: string, now: string): Promise<void> {
  await db.updateTable('scim_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}

/** Whether a token in force was revoked now. */
export async function revokeScimTokenRow(db: Executor, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('scim_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
