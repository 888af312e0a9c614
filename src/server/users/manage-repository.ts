import { sql, type Kysely } from 'kysely';
import { worksInOneStore, type StoreScope } from '#domain/authz';
import { DEFAULT_ROLE, ROLES, type Role } from '#domain/roles';
import type { ManagedUser, UserListQuery } from '#domain/users/schemas';
import type { Database } from '../db/types';
import { normaliseEmail } from './repository';

type Executor = Kysely<Database>;

/** The roles of people who work in one store. */
const STORE_ROLES = /* @__PURE__ */ ROLES.filter(worksInOneStore);

function managedUsers(db: Executor) {
  return db
    .selectFrom('users')
    .leftJoin('stores', 'stores.id', 'users.store_id')
    .leftJoin('areas', 'areas.id', 'users.area_id')
    .select([
      'users.id as id',
      'users.email as email',
      'users.role as role',
      'users.display_name as displayName',
      'users.store_id as storeId',
      'stores.store_number as storeNumber',
      'stores.name as storeName',
      'users.area_id as areaId',
      'areas.name as areaName',
      'users.created_at as createdAt',
      'users.deactivated_at as deactivatedAt',
    ]);
}

type Row = Omit<ManagedUser, 'role' | 'deactivated'> & {
  role: Role | null;
  deactivatedAt: string | null;
};
// An account that never signed in may have no role yet; it gets the default on first sign-in.
const toManaged = ({ deactivatedAt, ...row }: Row): ManagedUser => ({
  ...row,
  role: row.role ?? DEFAULT_ROLE,
  deactivated: deactivatedAt !== null,
});

/** Escapes LIKE's wildcards, so a search for "a_b" finds only "a_b". */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The users list, newest first (SPEC §7), within the scope and the filters. */
export async function listManagedUsers(
  db: Executor,
  scope: StoreScope,
  filter: UserListQuery,
): Promise<ManagedUser[]> {
  // No store (an area manager without an area): nobody. PostgreSQL refuses a NUL in text, so no
  // impossible id stands in for the empty list.
  if (scope.kind === 'stores' && scope.storeIds.length === 0) return [];
  let query = managedUsers(db).orderBy('users.created_at', 'desc').orderBy('users.email');
  if (scope.kind === 'stores') {
    // A manager's people: those of their stores, never a super admin or an area manager.
    query = query
      .where('users.store_id', 'in', scope.storeIds)
      .where((eb) => eb.or([eb('users.role', 'is', null), eb('users.role', 'in', STORE_ROLES)]));
  }
  if (filter.storeId) query = query.where('users.store_id', '=', filter.storeId);
  if (filter.role) query = query.where('users.role', '=', filter.role);
  if (filter.search) {
    // E-mails are stored lower-cased, so lower-casing the pattern makes the search case-blind.
    // An explicit ESCAPE: SQLite's LIKE has no escape character of its own.
    query = query.where(sql<boolean>`users.email like ${likePattern(filter.search)} escape '\\'`);
  }
  return (await query.execute()).map(toManaged);
}

export async function findManagedUser(db: Executor, id: string): Promise<ManagedUser | null> {
  const row = await managedUsers(db).where('users.id', '=', id).executeTakeFirst();
  return row ? toManaged(row) : null;
}

export async function findManagedUserByEmail(
  db: Executor,
  email: string,
): Promise<ManagedUser | null> {
  const row = await managedUsers(db)
    .where('users.email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return row ? toManaged(row) : null;
}

export async function updateUserDetails(
  db: Executor,
  id: string,
  details: {
    email: string;
    role: Role;
    storeId: string | null;
    areaId: string | null;
    displayName: string | null;
  },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: normaliseEmail(details.email),
      role: details.role,
      store_id: details.storeId,
      area_id: details.areaId,
      display_name: details.displayName,
    })
    .where('id', '=', id)
    .execute();
}

export async function setRole(
  db: Executor,
  id: string,
  next: { role: Role; storeId: string | null; areaId: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ role: next.role, store_id: next.storeId, area_id: next.areaId })
    .where('id', '=', id)
    .execute();
}

/** Checklists and history keep the creator's name (stored on them); their user link clears. */
export async function deleteUserRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function deleteSessionsOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function storeExists(db: Executor, storeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** People with these roles who can still sign in (not turned off by the identity provider). */
export async function countUsersWithRoles(db: Executor, roles: readonly Role[]): Promise<number> {
  if (roles.length === 0) return 0;
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', 'in', [...roles])
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
