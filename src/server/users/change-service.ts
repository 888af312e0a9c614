import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { worksInOneStore } from '#domain/authz';
import { CHAIN_ADMIN_ROLES } from '#domain/authz/policies/users';
import { userNotFoundByEmailMessage, USER_MESSAGES } from '#domain/users/messages';
import type { ChangeRoleBody, UpdateUserBody, UserSaved } from '#domain/users/schemas';
import { requireAccess } from '../authz/require-access';
import { emailChangedMail } from '../mail/mail-texts';
import { localeOfUser } from '../mail/recipients';
import { runTransaction } from '../writes/unit-of-work';
import type { Database } from '../db/types';
import { isUniqueViolation } from '../db/unique-violation';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import { forgetDevicesOf } from '../auth/known-devices-repository';
import { ensureDefaultStoreId } from '../setup/default-store';
import { normaliseEmail } from './repository';
import { deleteResetTokensOf } from './reset-token-repository';
import {
  countUsersWithRoles,
  deleteSessionsOf,
  deleteUserRow,
  findManagedUser,
  findManagedUserByEmail,
  setRole,
  updateUserDetails,
} from './manage-repository';
import { assignmentOf, checkAssignable, getManagedUser } from './service';
import type { Caller } from '../auth/caller';
import { auditBy, recordAudit, userTarget } from '../integrations/audit/record';
import { beforeUserChange } from '../integrations/audit/user-changes';

/**
 * The address an account had hears that it changed, so a takeover cannot pass unnoticed: in the
 * person's language (their own, else their store's).
 */
function tellOldAddress(
  deps: AppDeps,
  userId: string,
  addresses: { oldEmail: string; newEmail: string },
  log: FastifyBaseLogger,
) {
  const { oldEmail, newEmail } = addresses;
  localeOfUser(deps.db.kysely, userId)
    .then((locale) => deps.mailer.send(emailChangedMail(locale, oldEmail, newEmail)))
    .catch((error: unknown) =>
      log.warn(
        { err: error, to: oldEmail },
        'the e-mail about a changed address could not be sent',
      ),
    );
}

/** Checked after the change, inside its transaction: a refusal rolls the change back. */
export async function keepAChainAdmin(trx: Kysely<Database>): Promise<void> {
  if ((await countUsersWithRoles(trx, CHAIN_ADMIN_ROLES)) === 0) {
    throw conflict(USER_MESSAGES.lastSuperAdmin);
  }
}

async function saved(deps: AppDeps, id: string, message: string): Promise<UserSaved> {
  const user = await findManagedUser(deps.db.kysely, id);
  if (!user) throw notFound(`User with ID ${id} not found after update`);
  return { message, user };
}

/**
 * The user form's edit. A new role or store counts from the user's next request (sessions are
 * read per request); their open live streams check their access again at once.
 */
export async function updateManagedUser(
  deps: AppDeps,
  actor: Caller,
  userId: string,
  body: UpdateUserBody,
  log: FastifyBaseLogger,
): Promise<UserSaved> {
  const user = await getManagedUser(deps, actor, userId);
  const next = assignmentOf(body);
  requireAccess(actor, 'user:update', { user, next });
  const emailChanged = normaliseEmail(body.email) !== user.email;
  if (emailChanged) requireAccess(actor, 'user:change-email', user);
  await checkAssignable(deps, { email: body.email, ...next }, user.id);
  await runTransaction(deps, async (trx, announce) => {
    const recordChange = await beforeUserChange(trx, user.id);
    try {
      await updateUserDetails(trx, user.id, { ...body, ...next });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.emailTaken);
      throw error;
    }
    await recordChange(deps.clock.now(), auditBy(actor));
    await keepAChainAdmin(trx);
    if (emailChanged) {
      // The account now answers to another mailbox: whoever holds it signs in again, and no
      // link sent to the old address still works.
      await deleteSessionsOf(trx, user.id);
      await deleteResetTokensOf(trx, user.id);
      await forgetDevicesOf(trx, user.id);
    }
    const moved = next.role !== user.role || next.storeId !== user.storeId;
    if (emailChanged || moved || next.areaId !== user.areaId) {
      announce({ type: 'access', userId: user.id });
    }
    return { commit: true, value: undefined };
  });
  if (emailChanged) {
    tellOldAddress(
      deps,
      user.id,
      { oldEmail: user.email, newEmail: normaliseEmail(body.email) },
      log,
    );
  }
  return saved(deps, user.id, USER_MESSAGES.updated);
}

/**
 * Removes the account and its sign-in: its sessions end and its live streams close. Checklists
 * and their history keep the name they were made under.
 */
export async function deleteManagedUser(
  deps: AppDeps,
  actor: Caller,
  userId: string,
): Promise<void> {
  const user = await getManagedUser(deps, actor, userId);
  if (user.id === actor.id) throw badRequest(USER_MESSAGES.cannotDeleteSelf);
  await runTransaction(deps, async (trx, announce) => {
    await deleteSessionsOf(trx, user.id);
    await deleteUserRow(trx, user.id);
    await recordAudit(trx, deps.clock.now(), {
      action: 'user.deleted',
      ...auditBy(actor),
      target: userTarget(user),
      storeId: user.storeId,
      detail: { role: user.role },
    });
    await keepAChainAdmin(trx);
    announce({ type: 'access', userId: user.id });
    return { commit: true, value: undefined };
  });
}

/** The role screen (super admin): any role for an account found by e-mail. */
export async function changeRoleByEmail(
  deps: AppDeps,
  actor: Caller,
  body: ChangeRoleBody,
): Promise<UserSaved> {
  requireAccess(actor, 'user:change-role');
  const user = await findManagedUserByEmail(deps.db.kysely, body.email);
  if (!user) throw notFound(userNotFoundByEmailMessage(body.email));
  // SPEC §4 "Account initialisation": whoever works in one store gets the default one. An area
  // manager keeps their area and no store; anyone else loses the area.
  const storeId = worksInOneStore(body.role)
    ? (user.storeId ?? (await ensureDefaultStoreId(deps)))
    : user.storeId;
  const next = assignmentOf({ role: body.role, storeId, areaId: user.areaId });
  await runTransaction(deps, async (trx, announce) => {
    const recordChange = await beforeUserChange(trx, user.id);
    await setRole(trx, user.id, next);
    await recordChange(deps.clock.now(), auditBy(actor));
    await keepAChainAdmin(trx);
    announce({ type: 'access', userId: user.id });
    return { commit: true, value: undefined };
  });
  return saved(deps, user.id, USER_MESSAGES.roleUpdated);
}
