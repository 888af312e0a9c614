import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { looksLikeEmail } from '#domain/users/schemas';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { forgetDevicesOf } from '../auth/known-devices-repository';
import type { AppDeps } from '../deps';
import { ensureDefaultStoreId } from '../setup/default-store';
import { deleteSessionsOf } from '../users/manage-repository';
import { deleteResetTokensOf } from '../users/reset-token-repository';
import {
  findUserByEmail,
  insertUser,
  normaliseEmail,
  updatePasswordHash,
  type UserRecord,
} from '../users/repository';
import { runTransaction } from '../writes/unit-of-work';

/** A refusal the command line prints as it is, and exits 1. */
export class CommandError extends Error {}

/** A password given, checked as the app checks one; or a new one, to be printed once. */
export interface PasswordChoice {
  password: string;
  generated: boolean;
}

export function choosePassword(deps: AppDeps, given: string | undefined): PasswordChoice {
  if (given === undefined) {
    return { password: randomBytes(12).toString('base64url'), generated: true };
  }
  const min = deps.config.passwordMinLength;
  if (given.length < min)
    throw new CommandError(`The password must be at least ${min} characters.`);
  if (isCommonPassword(given)) {
    throw new CommandError('The password is too weak: it is one of the most common passwords.');
  }
  return { password: given, generated: false };
}

async function personOf(deps: AppDeps, email: string): Promise<UserRecord> {
  const person = await findUserByEmail(deps.db.kysely, email);
  if (!person) throw new CommandError(`No one has the e-mail address ${normaliseEmail(email)}.`);
  return person;
}

/** Ends every session of a person, with their reset links and remembered devices. */
async function endAccess(
  deps: AppDeps,
  userId: string,
  change?: (trx: AppDeps['db']['kysely']) => Promise<void>,
) {
  await runTransaction(deps, async (trx, announce) => {
    await change?.(trx);
    await deleteResetTokensOf(trx, userId);
    await deleteSessionsOf(trx, userId);
    await forgetDevicesOf(trx, userId);
    announce({ type: 'access', userId });
    return { commit: true, value: undefined };
  });
}

export async function createSuperAdmin(
  deps: AppDeps,
  email: string,
  name: string | null,
  choice: PasswordChoice,
): Promise<void> {
  if (!looksLikeEmail(email.trim())) throw new CommandError(`${email} is not an e-mail address.`);
  if (await findUserByEmail(deps.db.kysely, email)) {
    throw new CommandError(
      `${normaliseEmail(email)} already has an account: make it a super admin under Users, or set its password with reset-password.`,
    );
  }
  await insertUser(deps.db.kysely, {
    email,
    passwordHash: await hashPassword(choice.password),
    role: 'super-admin',
    displayName: name,
    storeId: await ensureDefaultStoreId(deps),
    createdAt: deps.clock.now().toISOString(),
  });
}

/** A new password for a person; every session of theirs ends, as a reset link's does. */
export async function resetPassword(
  deps: AppDeps,
  email: string,
  choice: PasswordChoice,
): Promise<UserRecord> {
  const person = await personOf(deps, email);
  const passwordHash = await hashPassword(choice.password);
  const now = deps.clock.now().toISOString();
  await endAccess(deps, person.id, (trx) => updatePasswordHash(trx, person.id, passwordHash, now));
  return person;
}

export async function endSessions(deps: AppDeps, email: string): Promise<number> {
  const person = await personOf(deps, email);
  const { count } = await deps.db.kysely
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', person.id)
    .executeTakeFirstOrThrow();
  await endAccess(deps, person.id);
  return Number(count);
}

export interface SuperAdminRow {
  email: string;
  name: string | null;
  createdAt: string;
  sessions: number;
}

export async function listSuperAdmins(deps: AppDeps): Promise<SuperAdminRow[]> {
  const rows = await deps.db.kysely
    .selectFrom('users')
    .leftJoin('sessions', 'sessions.user_id', 'users.id')
    .select([
      'users.email',
      'users.display_name',
      'users.created_at',
      sql<number>`count(sessions.token_hash)`.as('sessions'),
    ])
    .where('users.role', '=', 'super-admin')
    .groupBy(['users.id', 'users.email', 'users.display_name', 'users.created_at'])
    .orderBy('users.email')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    name: row.display_name,
    createdAt: row.created_at,
    sessions: Number(row.sessions),
  }));
}
