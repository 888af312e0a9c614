import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '#domain/api-error';
import { PASSWORD_CHANGE_MESSAGES } from '#domain/auth/password-change-messages';
import { authorize } from '#domain/authz';
import { DEFAULT_ROLE } from '#domain/roles';
import { PASSWORD_RESET_MESSAGES } from '#domain/users/messages';
import { SCIM_MESSAGES } from '#domain/scim/messages';
import {
  RESET_PASSWORD_PATH,
  RESET_TOKEN_VALID_MINUTES,
  type PasswordResetRequest,
  type ResetLinkCheck,
  type ResetLinkStatus,
  type ResetPasswordBody,
} from '#domain/users/password-reset';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { forgetDevicesOf } from '../auth/known-devices-repository';
import { FAILURE_WINDOW_MINUTES } from '../auth/rate-limit';
import { hashToken, newToken } from '../auth/tokens';
import { requireAccess } from '../authz/require-access';
import { addMinutes } from '../clock';
import { runTransaction } from '../writes/unit-of-work';
import { auditActorOf, auditBy, recordAudit, userTarget } from '../integrations/audit/record';
import type { Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { passwordSignInRefusal, readSso } from '../sso/settings';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { emailLink } from '../mail/links';
import { resetMail } from '../mail/mail-texts';
import { localeOfUser } from '../mail/recipients';
import { isAccountActive } from './active';
import { deleteSessionsOf } from './manage-repository';
import { reserveResetRequest } from './reset-rate-limit';
import {
  consumeResetToken,
  deleteResetToken,
  deleteResetTokensOf,
  findResetTokenExpiry,
  insertResetToken,
} from './reset-token-repository';
import { findUserByEmail, findUserById, updatePasswordHash } from './repository';

const mailFailed = () =>
  new AppError(503, ERROR_CODES.unavailable, PASSWORD_RESET_MESSAGES.sendFailed);

/**
 * A new single-use link for the user, sent by e-mail in their language (their own, else their
 * store's). Earlier links stop working. The token is saved before sending and deleted again if
 * the mail cannot go out, so a failed send never leaves a link that works (and nobody ever saw
 * this one).
 */
async function sendResetLink(
  deps: AppDeps,
  user: { id: string; email: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  await deleteResetTokensOf(deps.db.kysely, user.id);
  await insertResetToken(deps.db.kysely, {
    tokenHash,
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAt: addMinutes(now, RESET_TOKEN_VALID_MINUTES).toISOString(),
  });
  const link = emailLink(deps.config, `${RESET_PASSWORD_PATH}?token=${token}`);
  try {
    const locale = await localeOfUser(deps.db.kysely, user.id);
    const receipt = await deps.mailer.send(resetMail(locale, user.email, link));
    if (receipt.via === 'outbox') {
      log.info(
        { to: user.email, file: receipt.file, link },
        'password reset e-mail written to the outbox',
      );
    }
  } catch (error) {
    await deleteResetToken(deps.db.kysely, tokenHash);
    log.warn({ err: error, to: user.email }, 'password reset e-mail could not be sent');
    throw mailFailed();
  }
}

/** SPEC §8 "Password reset", from the users list: a super admin, or the user's store manager. */
export async function sendPasswordResetAsAdmin(
  deps: AppDeps,
  actor: Caller,
  body: PasswordResetRequest,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  requireAccess(actor, 'user:list', { storeId: null });
  const user = await findUserByEmail(deps.db.kysely, body.email);
  // Another store's account answers as if it did not exist: a manager learns nothing of it.
  if (!user || !authorize(actor, 'user:manage', { ...user, role: user.role ?? DEFAULT_ROLE })) {
    throw notFound(PASSWORD_RESET_MESSAGES.userNotFound);
  }
  // A link would open nothing: the identity provider turned the account off.
  if (!(await isAccountActive(deps.db.kysely, user.id))) {
    throw conflict(SCIM_MESSAGES.resetAccountOff);
  }
  await sendResetLink(deps, user, log);
  await recordAudit(deps.db.kysely, deps.clock.now(), {
    action: 'password.reset-link-sent',
    ...auditBy(actor),
    target: userTarget(user),
    storeId: user.storeId,
  });
  return { message: PASSWORD_RESET_MESSAGES.sent };
}

/**
 * "Forgot your password?" on the sign-in page. The answer is the same, and comes as fast,
 * whether or not the address has an account: the mail is sent after answering.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  body: PasswordResetRequest,
  ip: string,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  if (!(await reserveResetRequest(deps, body.email, ip))) {
    throw tooManyRequests(PASSWORD_RESET_MESSAGES.rateLimited, FAILURE_WINDOW_MINUTES * 60);
  }
  const user = await findUserByEmail(deps.db.kysely, body.email);
  // With single sign-on required, a password would not sign them in: no link is sent.
  // A turned-off account gets no mail either; the answer is the same as for any address.
  if (
    user &&
    !passwordSignInRefusal(await readSso(deps), user.email) &&
    (await isAccountActive(deps.db.kysely, user.id))
  ) {
    // A mail failure is logged by sendResetLink; the person asking is told nothing either way.
    sendResetLink(deps, user, log).catch((error: unknown) => {
      if (!(error instanceof AppError)) log.error({ err: error }, 'password reset failed');
    });
  }
  return { message: PASSWORD_RESET_MESSAGES.requested };
}

/** Sets the new password from a link: once, within the hour; every session of the user ends. */
export async function completePasswordReset(
  deps: AppDeps,
  body: ResetPasswordBody,
  ip: string,
): Promise<{ message: string }> {
  if (isCommonPassword(body.password)) throw badRequest(PASSWORD_CHANGE_MESSAGES.tooWeak);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now().toISOString();
  await runTransaction(deps, async (trx, announce) => {
    const userId = await consumeResetToken(trx, hashToken(body.token), now);
    if (!userId) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
    await updatePasswordHash(trx, userId, passwordHash, now);
    const person = await findUserById(trx, userId);
    if (person) {
      await recordAudit(trx, deps.clock.now(), {
        action: 'password.reset',
        actor: auditActorOf(person),
        target: userTarget(person),
        storeId: person.storeId,
        ip,
      });
    }
    await deleteResetTokensOf(trx, userId);
    await deleteSessionsOf(trx, userId);
    await forgetDevicesOf(trx, userId);
    announce({ type: 'access', userId });
    return { commit: true, value: undefined };
  });
  return { message: PASSWORD_RESET_MESSAGES.done };
}

/**
 * Whether a reset link still works, asked by the reset page before it shows the form: a link
 * used, replaced by a newer one or past its hour says so before anyone types a password.
 */
export async function checkResetLink(
  deps: AppDeps,
  body: ResetLinkCheck,
): Promise<ResetLinkStatus> {
  const now = deps.clock.now().toISOString();
  const expiresAt = await findResetTokenExpiry(deps.db.kysely, hashToken(body.token), now);
  if (!expiresAt) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
  return { expiresAt };
}
