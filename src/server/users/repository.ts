import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Role } from '#domain/roles';
import type { Database } from '../db/types';

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  role: Role | null;
  displayName: string | null;
  storeId: string | null;
  createdAt: string;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  displayName: string | null;
  storeId: string | null;
  /** An area manager's area. */
  areaId?: string | null;
  createdAt: string;
  /** The identity provider's `iss` and `sub`, for a person single sign-on made. */
  ssoSubject?: string | null;
}

type Executor = Kysely<Database>;

/** E-mail addresses are compared case-insensitively: stored trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

function toRecord(row: Selectable<Database['users']>): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    role: row.role,
    displayName: row.display_name,
    storeId: row.store_id,
    createdAt: row.created_at,
  };
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRecord | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function insertUser(db: Executor, user: NewUser): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      email: normaliseEmail(user.email),
      password_hash: user.passwordHash,
      role: user.role,
      display_name: user.displayName,
      store_id: user.storeId,
      area_id: user.areaId ?? null,
      sso_subject: user.ssoSubject ?? null,
      created_at: user.createdAt,
      password_changed_at: null,
    })
    .execute();
  return id;
}

export async function countSuperAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'super-admin')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updatePasswordHash(
  db: Executor,
  userId: string,
  passwordHash: string,
  changedAt: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: changedAt })
    .where('id', '=', userId)
    .execute();
}

export async function setRoleAndStore(
  db: Executor,
  userId: string,
  role: Role,
  storeId: string | null,
): Promise<void> {
  await db.updateTable('users').set({ role, store_id: storeId }).where('id', '=', userId).execute();
}
