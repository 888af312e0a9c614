import { storeScopeOf, type Actor } from '#domain/authz';
import { USER_MESSAGES } from '#domain/users/messages';
import type {
  CreateUserBody,
  ManagedUser,
  UserList,
  UserListQuery,
  UserSaved,
} from '#domain/users/schemas';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { requireAccess } from '../authz/require-access';
import { runTransaction } from '../writes/unit-of-work';
import { isUniqueViolation } from '../db/unique-violation';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import { findManagedUser, listManagedUsers, storeExists } from './manage-repository';
import { findUserByEmail, insertUser } from './repository';

/** SPEC §2 "Users list": a super admin's whole chain, or the manager's own store. */
export async function listUsers(
  deps: AppDeps,
  actor: Actor,
  query: UserListQuery,
): Promise<UserList> {
  requireAccess(actor, 'user:list', { storeId: query.storeId ?? null });
  return { users: await listManagedUsers(deps.db.kysely, storeScopeOf(actor), query) };
}

/** The account behind the user form; another store's account is refused (SPEC §5). */
export async function getManagedUser(
  deps: AppDeps,
  actor: Actor,
  userId: string,
): Promise<ManagedUser> {
  requireAccess(actor, 'user:list', { storeId: null });
  const user = await findManagedUser(deps.db.kysely, userId);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  requireAccess(actor, 'user:manage', user);
  return user;
}

/** Refuses an e-mail another account has (in any letter case), and a store that does not exist. */
export async function checkAssignable(
  deps: AppDeps,
  details: { email: string; storeId: string | null },
  exceptUserId: string | null,
): Promise<void> {
  const holder = await findUserByEmail(deps.db.kysely, details.email);
  if (holder && holder.id !== exceptUserId) throw conflict(USER_MESSAGES.emailTaken);
  if (details.storeId && !(await storeExists(deps.db.kysely, details.storeId))) {
    throw badRequest(USER_MESSAGES.storeRequired);
  }
}

export async function createManagedUser(
  deps: AppDeps,
  actor: Actor,
  body: CreateUserBody,
): Promise<UserSaved> {
  requireAccess(actor, 'user:create', { role: body.role, storeId: body.storeId });
  await checkAssignable(deps, body, null);
  if (isCommonPassword(body.password)) throw badRequest(USER_MESSAGES.passwordTooWeak);
  const passwordHash = await hashPassword(body.password);
  const id = await runTransaction(deps, async (trx) => {
    try {
      const value = await insertUser(trx, {
        email: body.email,
        passwordHash,
        role: body.role,
        displayName: body.displayName,
        storeId: body.storeId,
        createdAt: deps.clock.now().toISOString(),
      });
      return { commit: true, value };
    } catch (error) {
      // Two creates with one address at the same moment: the constraint decides.
      if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.emailTaken);
      throw error;
    }
  });
  const user = await findManagedUser(deps.db.kysely, id);
  if (!user) throw notFound(`User with ID ${id} not found after update`);
  return { message: USER_MESSAGES.created, user };
}
