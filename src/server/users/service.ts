import { hasCapability, storeScopeOf, type Actor } from '#domain/authz';
import type { Role } from '#domain/roles';
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
import { areaExists } from '../areas/repository';
import { findManagedUser, listManagedUsers, storeExists } from './manage-repository';
import { findUserByEmail, insertUser, normaliseEmail } from './repository';
import type { Caller } from '../auth/caller';
import { auditBy, recordAudit, userTarget } from '../integrations/audit/record';

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

/** What the form's choices give an account: an area manager an area and no store, others no area. */
export function assignmentOf(body: { role: Role; storeId: string | null; areaId?: string | null }) {
  return hasCapability(body.role, 'area-stores')
    ? { role: body.role, storeId: null, areaId: body.areaId ?? null }
    : { role: body.role, storeId: body.storeId, areaId: null };
}

/**
 * Refuses an e-mail another account has (in any letter case), and a store or area that does not
 * exist.
 */
export async function checkAssignable(
  deps: AppDeps,
  details: { email: string; storeId: string | null; areaId: string | null },
  exceptUserId: string | null,
): Promise<void> {
  const holder = await findUserByEmail(deps.db.kysely, details.email);
  if (holder && holder.id !== exceptUserId) throw conflict(USER_MESSAGES.emailTaken);
  if (details.storeId && !(await storeExists(deps.db.kysely, details.storeId))) {
    throw badRequest(USER_MESSAGES.storeRequired);
  }
  if (details.areaId && !(await areaExists(deps.db.kysely, details.areaId))) {
    throw badRequest(USER_MESSAGES.areaRequired);
  }
}

export async function createManagedUser(
  deps: AppDeps,
  actor: Caller,
  body: CreateUserBody,
): Promise<UserSaved> {
  const assignment = assignmentOf(body);
  requireAccess(actor, 'user:create', assignment);
  await checkAssignable(deps, { email: body.email, ...assignment }, null);
  if (isCommonPassword(body.password)) throw badRequest(USER_MESSAGES.passwordTooWeak);
  const passwordHash = await hashPassword(body.password);
  const id = await runTransaction(deps, async (trx) => {
    try {
      const value = await insertUser(trx, {
        email: body.email,
        passwordHash,
        ...assignment,
        displayName: body.displayName,
        createdAt: deps.clock.now().toISOString(),
      });
      await recordAudit(trx, deps.clock.now(), {
        action: 'user.created',
        ...auditBy(actor),
        target: userTarget({ id: value, email: normaliseEmail(body.email) }),
        storeId: assignment.storeId,
        detail: { role: assignment.role },
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
