import type { Kysely } from 'kysely';
import { SCIM_MESSAGES } from '#domain/scim/messages';
import type { Database } from '../db/types';
import { forbidden } from '../http/errors';

type Executor = Kysely<Database>;

/**
 * Whether the person may sign in at all: not turned off by the identity provider (SCIM
 * `active: false`). An account that does not exist is not active.
 */
export async function isAccountActive(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('deactivated_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && row.deactivated_at === null;
}

/**
 * Every way in (a password, a PIN on the store tablet, single sign-on) asks this once the person
 * has proved who they are, and refuses a turned-off account plainly (403): "This account is
 * turned off. Ask your manager." Their sessions are never read as valid either (auth/repository).
 */
export async function requireActiveAccount(db: Executor, userId: string): Promise<void> {
  if (!(await isAccountActive(db, userId))) throw forbidden(SCIM_MESSAGES.accountOff);
}
