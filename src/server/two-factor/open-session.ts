import type { FastifyReply } from 'fastify';
import type { SessionUser } from '#domain/auth/schemas';
import { SIGN_IN_MESSAGES } from '#domain/auth/messages';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { unauthenticated } from '../http/errors';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_PATH,
  DEVICE_REMEMBERED_DAYS,
  rememberDevice,
} from '../auth/known-devices-repository';
import { insertSession } from '../auth/repository';
import { resolveSessionByHash, SESSION_ABSOLUTE_DAYS } from '../auth/service';
import { setBrowserCookie, setSessionCookie } from '../auth/session-plugin';
import { hashToken, newToken } from '../auth/tokens';
import { recordSignIn } from '../integrations/audit/record';
import { findUserById } from '../users/repository';
import { runTransaction } from '../writes/unit-of-work';

const MINUTES_PER_DAY = 24 * 60;

/** How the person got here, for the audit log: their first factor, a second one, their address. */
export interface SignInHow {
  via: 'password' | 'sso';
  twoFactor: boolean;
  ip: string;
}

/**
 * Every factor was passed: a new session for the person, its cookie, and this browser noted as
 * one the account signed in with (`knownDevice`: its known-device cookie's hash, if it has one).
 */
export async function openSession(
  deps: AppDeps,
  reply: FastifyReply,
  userId: string,
  knownDevice: string | null,
  how: SignInHow,
): Promise<SessionUser> {
  const now = deps.clock.now();
  const newDeviceToken = await rememberDevice(
    deps.db.kysely,
    userId,
    knownDevice,
    now.toISOString(),
  );
  const token = newToken();
  // The session and its line in the audit log commit together.
  await runTransaction(deps, async (trx) => {
    await insertSession(trx, {
      tokenHash: hashToken(token),
      userId,
      now: now.toISOString(),
      expiresAt: addMinutes(now, SESSION_ABSOLUTE_DAYS * MINUTES_PER_DAY).toISOString(),
    });
    const person = await findUserById(trx, userId);
    const { via, twoFactor, ip } = how;
    await recordSignIn(trx, now, {
      person,
      via,
      ip,
      storeId: person?.storeId,
      detail: { twoFactor },
    });
    return { commit: true, value: undefined };
  });
  const session = await resolveSessionByHash(deps, hashToken(token), { cached: false });
  if (!session) throw unauthenticated(SIGN_IN_MESSAGES.fallback);
  const { publicUrl } = deps.config;
  setSessionCookie(reply, token, publicUrl);
  // This browser signed in to the account before: guesses elsewhere never slow it down.
  if (newDeviceToken) {
    const cookie = { name: DEVICE_COOKIE, token: newDeviceToken, path: DEVICE_COOKIE_PATH };
    setBrowserCookie(reply, { ...cookie, days: DEVICE_REMEMBERED_DAYS }, publicUrl);
  }
  return session.user;
}
