import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { CHAIN_ADMIN_ROLES } from '#domain/authz/policies/users';
import type { ScimUserInput } from '#domain/scim/user-input';
import { forgetDevicesOf } from '../auth/known-devices-repository';
import { unusablePasswordHash } from '../auth/passwords';
import type { Database } from '../db/types';
import { isUniqueViolation } from '../db/unique-violation';
import type { AppDeps } from '../deps';
import { emailChangedMail } from '../mail/mail-texts';
import { localeOfUser } from '../mail/recipients';
import { deleteSessionsOf } from '../users/manage-repository';
import { normaliseEmail } from '../users/repository';
import { deleteResetTokensOf } from '../users/reset-token-repository';
import { runTransaction, type Announce } from '../writes/unit-of-work';
import { recordAudit, userTarget, type AuditBy } from '../integrations/audit/record';
import { beforeUserChange } from '../integrations/audit/user-changes';
import { scimAssignment, storeToSave } from './assignment';
import { ScimError } from './errors';
import {
  countActiveWithRoles,
  findUserIdByEmail,
  insertScimUser,
  updateScimUser,
  type ScimUserRow,
  type ScimUserValues,
} from './user-repository';

const uniqueness = (email: string) =>
  new ScimError(409, 'uniqueness', `userName ${email} belongs to another person`);

/** Refuses what SCIM may not do to a super admin, and an address another person has. */
async function checkAddress(deps: AppDeps, current: ScimUserRow | null, email: string) {
  if (current && current.email === email) return;
  if (current?.role === 'super-admin') {
    throw new ScimError(
      403,
      undefined,
      'A super admin’s e-mail address is changed in ShiftCheck, not through SCIM',
    );
  }
  const holder = await findUserIdByEmail(deps.db.kysely, email);
  if (holder !== null && holder !== current?.id) throw uniqueness(email);
}

/**
 * Turning someone off ends their sign-in at once: every session (a tablet's too), every reset
 * link; their live streams close within seconds (the access announcement). The chain keeps at
 * least one super admin who can sign in.
 */
async function turnOff(trx: Kysely<Database>, current: ScimUserRow) {
  await deleteSessionsOf(trx, current.id);
  await deleteResetTokensOf(trx, current.id);
  if (current.role !== null && CHAIN_ADMIN_ROLES.includes(current.role)) {
    if ((await countActiveWithRoles(trx, CHAIN_ADMIN_ROLES)) === 0) {
      throw new ScimError(
        409,
        undefined,
        'The last super admin who can sign in cannot be turned off',
      );
    }
  }
}

/** The old address hears that the account's address changed (as the user form does). */
function tellOldAddress(
  deps: AppDeps,
  userId: string,
  addresses: { oldEmail: string; newEmail: string },
  log: FastifyBaseLogger,
) {
  localeOfUser(deps.db.kysely, userId)
    .then((locale) =>
      deps.mailer.send(emailChangedMail(locale, addresses.oldEmail, addresses.newEmail)),
    )
    .catch((error: unknown) =>
      log.warn({ err: error }, 'the e-mail about a changed address could not be sent'),
    );
}

async function applyChange(
  trx: Kysely<Database>,
  current: ScimUserRow,
  values: ScimUserValues,
  announce: Announce,
) {
  await updateScimUser(trx, current.id, values);
  const emailChanged = values.email !== current.email;
  const turnedOff = values.deactivatedAt !== null && current.deactivatedAt === null;
  if (turnedOff) await turnOff(trx, current);
  if (emailChanged) {
    // Whoever holds the account signs in again, and no link sent to the old address works.
    await deleteSessionsOf(trx, current.id);
    await deleteResetTokensOf(trx, current.id);
    await forgetDevicesOf(trx, current.id);
  }
  const moved =
    values.role !== current.role ||
    values.storeId !== current.storeId ||
    values.areaId !== current.areaId;
  const reactivated = values.deactivatedAt === null && current.deactivatedAt !== null;
  if (turnedOff || reactivated || emailChanged || moved) {
    announce({ type: 'access', userId: current.id });
  }
}

/**
 * Creates (`current` null) or changes a person as a SCIM body said, in one transaction; every
 * check that can refuse runs before anything is written. Returns the person's id.
 */
export async function saveScimUser(
  deps: AppDeps,
  current: ScimUserRow | null,
  input: ScimUserInput,
  log: FastifyBaseLogger,
  by: AuditBy,
): Promise<string> {
  const email = normaliseEmail(input.userName);
  await checkAddress(deps, current, email);
  const assignment = await scimAssignment(deps, current, input);
  const now = deps.clock.now().toISOString();
  const active = input.active ?? (current ? current.deactivatedAt === null : true);
  // Nobody knows this password: a person provisioned here signs in with single sign-on, or
  // sets one from a password reset e-mail.
  const passwordHash = current ? '' : await unusablePasswordHash();
  const values: ScimUserValues = {
    email,
    role: assignment.role,
    storeId: await storeToSave(deps, assignment),
    areaId: assignment.areaId,
    displayName: input.displayName,
    givenName: input.givenName,
    familyName: input.familyName,
    externalId: input.externalId,
    deactivatedAt: active ? null : (current?.deactivatedAt ?? now),
  };
  const id = await runTransaction(deps, async (trx, announce) => {
    try {
      if (!current) {
        const created = await insertScimUser(trx, { ...values, passwordHash, createdAt: now });
        await recordAudit(trx, deps.clock.now(), {
          action: 'user.created',
          ...by,
          target: userTarget({ id: created, email }),
          storeId: values.storeId,
          detail: { role: values.role, active },
        });
        return { commit: true, value: created };
      }
      const recordChange = await beforeUserChange(trx, current.id);
      await applyChange(trx, current, values, announce);
      await recordChange(deps.clock.now(), by);
      return { commit: true, value: current.id };
    } catch (error) {
      // Two requests for one address at the same moment: the constraint decides.
      if (isUniqueViolation(error)) throw uniqueness(email);
      throw error;
    }
  });
  if (current && email !== current.email) {
    tellOldAddress(deps, current.id, { oldEmail: current.email, newEmail: email }, log);
  }
  return id;
}
