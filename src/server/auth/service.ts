import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { isStoreClock } from '#domain/stores/clock';
import { ACCESS_MESSAGES, SIGN_IN_MESSAGES, signInSlowedMessage } from '#domain/auth/messages';
import { PASSWORD_CHANGE_MESSAGES } from '#domain/auth/password-change-messages';
import { checkPasswordChange } from '#domain/auth/password-rules';
import type { ChangePasswordBody, LanguageBody, SessionUser } from '#domain/auth/schemas';
import { worksInOneStore } from '#domain/authz';
import { isLocale } from '#domain/i18n/locales';
import { DEFAULT_ROLE } from '#domain/roles';
import { DEFAULT_LOCK_MINUTES } from '#domain/tablets/api';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { badRequest, tooManyRequests, unauthenticated } from '../http/errors';
import { ensureDefaultStoreId } from '../setup/default-store';
import { requireAccess } from '../authz/require-access';
import { finishSignIn, type FirstFactor, type SignInOutcome } from '../two-factor/gate';
import { runTransaction } from '../writes/unit-of-work';
import {
  auditBy,
  recordAudit,
  recordRefusedSignIn,
  userTarget,
} from '../integrations/audit/record';
import { requireActiveAccount } from '../users/active';
import {
  findUserByEmail,
  findUserById,
  setRoleAndStore,
  updatePasswordHash,
} from '../users/repository';
import { hashPassword, isCommonPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  findSession,
  touchSession,
  type SessionRow,
} from './repository';
import {
  DEVICE_REMEMBERED_DAYS,
  forgetDevicesOf,
  knownDeviceOf,
  pruneDevices,
} from './known-devices-repository';
import { tellOwnerOfFailedSignIns } from './failed-sign-in-notice';
import {
  accountFailures,
  ACCOUNT_BACKOFF,
  FAILURE_WINDOW_MINUTES,
  passwordCheckSucceeded,
  reservePasswordChange,
  reserveSignInCheck,
} from './rate-limit';
import { hashToken } from './tokens';

export const SESSION_IDLE_DAYS = 14;
export const SESSION_ABSOLUTE_DAYS = 30;
const TOUCH_AFTER_MINUTES = 5;
const MINUTES_PER_DAY = 24 * 60;

export interface AuthenticatedSession {
  tokenHash: string;
  user: SessionUser;
  /** A store tablet session's tablet credential (its hash): it is used only beside it. */
  tabletTokenHash?: string | null;
}

/** SPEC §4 "Account initialisation": keep what is set, else shift leader in the default store. */
async function initialiseAccount(deps: AppDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db.kysely, userId);
  if (!user) return;
  const role = user.role ?? DEFAULT_ROLE;
  // Everyone but those who see every store or an area's works in one.
  const needsStore = worksInOneStore(role) && user.storeId === null;
  if (role === user.role && !needsStore) return;
  const storeId = needsStore ? await ensureDefaultStoreId(deps) : user.storeId;
  await setRoleAndStore(deps.db.kysely, user.id, role, storeId);
}

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** The known-device cookie this browser sent, if any. */
  deviceToken: string | undefined;
}

/**
 * The password step of signing in. A right password is the first factor: finishSignIn opens the
 * session, or the two-factor step when the person has or needs one (two-factor/gate.ts).
 */
export async function signIn(
  deps: AppDeps,
  reply: FastifyReply,
  attempt: SignInAttempt,
  log: FastifyBaseLogger,
): Promise<SignInOutcome> {
  const { email, password, ip } = attempt;
  const user = await findUserByEmail(deps.db.kysely, email);
  const knownDevice = await knownDeviceOf(deps.db.kysely, user?.id, attempt.deviceToken);
  const reservation = await reserveSignInCheck(deps, email, ip, knownDevice);
  if (!reservation.ok) {
    // A limit that counts over the window says "15 minutes", and so does its Retry-After.
    if (reservation.retryAfterMs === null) {
      throw tooManyRequests(SIGN_IN_MESSAGES.rateLimited, FAILURE_WINDOW_MINUTES * 60);
    }
    const seconds = Math.ceil(reservation.retryAfterMs / 1000);
    throw tooManyRequests(signInSlowedMessage(seconds), seconds);
  }
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  // A wrong guess keeps its reservation: it counts as the failure.
  if (!user || !valid) {
    if (user && accountFailures(reservation, email) === ACCOUNT_BACKOFF.free) {
      tellOwnerOfFailedSignIns(deps, user.email).catch((error: unknown) =>
        log.warn({ err: error }, 'the e-mail about failed sign-ins could not be sent'),
      );
    }
    await recordRefusedSignIn(deps, { person: user, typed: email, via: 'password', ip });
    throw unauthenticated(SIGN_IN_MESSAGES.invalidCredentials);
  }
  await passwordCheckSucceeded(deps, reservation.ids);
  // Turned off by the identity provider: said plainly, only to someone who knew the password.
  await requireActiveAccount(deps.db.kysely, user.id);
  await initialiseAccount(deps, user.id);
  const first: FirstFactor = {
    userId: user.id,
    via: 'password',
    providerDidMfa: false,
    ip,
    deviceToken: attempt.deviceToken,
  };
  return finishSignIn(deps, reply, first, log);
}

/** The signed-in user behind a cookie token, or null when it is unknown, idle or expired. */
export async function resolveSession(
  deps: AppDeps,
  token: string,
): Promise<AuthenticatedSession | null> {
  return resolveSessionByHash(deps, hashToken(token));
}

/**
 * The same, from the stored hash. On SQLite answers from the session cache when the session was
 * looked up moments ago; on PostgreSQL, whose instances may share the database, every request
 * reads the session (session-cache.ts says why). `cached: false` asks the database and keeps
 * nothing (a live stream checking again, a sign-in).
 */
export async function resolveSessionByHash(
  deps: AppDeps,
  tokenHash: string,
  options: { cached?: boolean } = {},
): Promise<AuthenticatedSession | null> {
  const cache = deps.sessions;
  const now = deps.clock.now();
  let row = options.cached === false ? null : cache.get(tokenHash);
  if (!row) {
    const readSince = cache.epoch;
    row = await deps.readSession(tokenHash);
    if (!row || !row.role) return null;
    if (
      !isExpired(row, now) &&
      row.lastSeenAt <= addMinutes(now, -TOUCH_AFTER_MINUTES).toISOString()
    ) {
      await touchSession(deps.db.kysely, tokenHash, now.toISOString());
      row = { ...row, lastSeenAt: now.toISOString() };
    }
    if (options.cached !== false) cache.keep(row, readSince);
  }
  if (isExpired(row, now)) {
    cache.forgetToken(tokenHash);
    await deleteSession(deps.db.kysely, tokenHash);
    return null;
  }
  // A tablet session the tablet locked only sends the changes queued in it (write keys).
  if (row.lockedAt !== null || tabletSessionOver(row, now)) return null;
  return authenticated(row);
}

/** A tablet session serves its person for one shift at most, however busy the tablet. */
export const TABLET_SESSION_HOURS = 12;

/** Its shift's hours are over, or its person no longer works in the tablet's store. */
function tabletSessionOver(row: SessionRow, now: Date): boolean {
  if (row.tabletId === null) return false;
  if (row.storeId !== row.tabletStoreId) return true;
  return row.createdAt <= addMinutes(now, -TABLET_SESSION_HOURS * 60).toISOString();
}

/** The session a row describes (a session read from the database, by its token or write key). */
export function authenticated(row: SessionRow): AuthenticatedSession | null {
  if (!row.role) return null;
  const tokenHash = row.tokenHash;
  return {
    tokenHash,
    tabletTokenHash: row.tabletTokenHash,
    user: {
      id: row.userId,
      email: row.email,
      role: row.role,
      displayName: row.displayName,
      storeId: row.storeId,
      storeNumber: row.storeNumber,
      storeName: row.storeName,
      createdAt: row.userCreatedAt,
      locale: isLocale(row.locale) ? row.locale : null,
      storeLocale: isLocale(row.storeLocale) ? row.storeLocale : null,
      storeClock: isStoreClock(row.storeClock) ? row.storeClock : null,
      areaId: row.areaId,
      areaName: row.areaName,
      areaStoreIds: row.areaStoreIds ? row.areaStoreIds.split(',') : [],
      tablet:
        row.tabletId === null
          ? null
          : {
              id: row.tabletId,
              name: row.tabletName ?? '',
              lockMinutes: Number(row.tabletLockMinutes ?? DEFAULT_LOCK_MINUTES),
            },
    },
  };
}

function isExpired(row: SessionRow, now: Date): boolean {
  const idleCutoff = addMinutes(now, -SESSION_IDLE_DAYS * MINUTES_PER_DAY).toISOString();
  return row.expiresAt <= now.toISOString() || row.lastSeenAt <= idleCutoff;
}

/** Ends the session, and with it the live streams it opened (on every instance). */
export async function signOut(deps: AppDeps, token: string, ip: string): Promise<void> {
  const tokenHash = hashToken(token);
  await runTransaction(deps, async (trx, announce) => {
    const session = await findSession(trx, tokenHash);
    await deleteSession(trx, tokenHash);
    if (session) {
      const { userId: id, email, displayName } = session;
      const person = { id, email, displayName };
      await recordAudit(trx, deps.clock.now(), {
        action: 'sign-in.signed-out',
        ...auditBy({ ...person, ip }),
        target: userTarget(person),
        storeId: session.storeId,
      });
    }
    // Its streams end, and the session cache forgets it (a look-up that read the row before
    // then is not kept: its epoch is older).
    if (session) announce({ type: 'access', userId: session.userId });
    return { commit: true, value: undefined };
  });
  deps.sessions.forgetToken(tokenHash);
}

export async function pruneSessions(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  const idleCutoff = addMinutes(now, -SESSION_IDLE_DAYS * MINUTES_PER_DAY).toISOString();
  await deleteExpiredSessions(deps.db.kysely, idleCutoff, now.toISOString());
  await pruneDevices(
    deps.db.kysely,
    addMinutes(now, -DEVICE_REMEMBERED_DAYS * MINUTES_PER_DAY).toISOString(),
  );
}

/** Re-checks the current password, applies every SPEC §5 rule, then ends all other sessions. */
export async function changePassword(
  deps: AppDeps,
  session: AuthenticatedSession | null,
  body: ChangePasswordBody,
  ip: string,
): Promise<void> {
  if (!session) throw unauthenticated(PASSWORD_CHANGE_MESSAGES.notSignedIn);
  requireAccess(session.user, 'profile:change-password');
  const rule = checkPasswordChange(body, deps.config.passwordMinLength);
  if (rule) throw badRequest(rule);
  const user = await findUserById(deps.db.kysely, session.user.id);
  if (!user) throw unauthenticated(ACCESS_MESSAGES.notAuthenticated);
  const reservation = await reservePasswordChange(deps, user.id, ip);
  if (!reservation.ok) {
    throw tooManyRequests(PASSWORD_CHANGE_MESSAGES.rateLimited, FAILURE_WINDOW_MINUTES * 60);
  }
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest(PASSWORD_CHANGE_MESSAGES.currentIncorrect);
  }
  await passwordCheckSucceeded(deps, reservation.ids);
  if (isCommonPassword(body.newPassword)) throw badRequest(PASSWORD_CHANGE_MESSAGES.tooWeak);
  const hash = await hashPassword(body.newPassword);
  await runTransaction(deps, async (trx, announce) => {
    await updatePasswordHash(trx, user.id, hash, deps.clock.now().toISOString());
    await recordAudit(trx, deps.clock.now(), {
      action: 'password.changed',
      ...auditBy({ ...session.user, ip }),
      target: userTarget(user),
      storeId: user.storeId,
    });
    await deleteOtherSessions(trx, user.id, session.tokenHash);
    await forgetDevicesOf(trx, user.id);
    // The other sessions' streams end, and the session cache forgets them.
    announce({ type: 'access', userId: user.id });
    return { commit: true, value: undefined };
  });
}

/** Profile → Language: the person's own choice, or null to follow their browser again. */
export async function setLanguage(
  deps: AppDeps,
  user: SessionUser,
  body: LanguageBody,
): Promise<void> {
  requireAccess(user, 'profile:set-language');
  await runTransaction(deps, async (trx, announce) => {
    await trx.updateTable('users').set({ locale: body.locale }).where('id', '=', user.id).execute();
    // Every instance's cached session of the person reads their language again.
    announce({ type: 'access', userId: user.id });
    return { commit: true, value: undefined };
  });
}
