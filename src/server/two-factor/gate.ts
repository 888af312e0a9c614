import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { SessionUser } from '#domain/auth/schemas';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { knownDeviceOf } from '../auth/known-devices-repository';
import { hashToken, newToken } from '../auth/tokens';
import { findUserById } from '../users/repository';
import { insertChallenge } from './challenge-repository';
import {
  CHALLENGE_COOKIE,
  CHALLENGE_MINUTES,
  clearChallengeCookie,
  setChallengeCookie,
} from './challenge-cookie';
import { openSession } from './open-session';
import { isRequiredFor } from './policy-service';
import { findTwoFactor } from './repository';

/** A first factor passed: who, how, from where. */
export interface FirstFactor {
  userId: string;
  via: 'password' | 'sso';
  /** The identity provider already did multi-factor (an `amr` of mfa/otp/hwk/...). */
  providerDidMfa: boolean;
  ip: string;
  /** The known-device cookie this browser sent, if any. */
  deviceToken: string | undefined;
}

export type SignInOutcome =
  { kind: 'signed-in'; user: SessionUser } | { kind: 'two-factor'; enrol: boolean };

/**
 * Whether the person is asked for a second factor: yes when they turned two-factor on, or their
 * role needs it (then `enrol` when they have not set their app up yet). Never after a provider
 * that did multi-factor itself: asking again adds nothing.
 */
async function secondFactor(deps: AppDeps, first: FirstFactor): Promise<{ enrol: boolean } | null> {
  if (first.providerDidMfa) return null;
  const state = await findTwoFactor(deps.db.kysely, first.userId);
  if (state?.enabledAt) return { enrol: false };
  const user = await findUserById(deps.db.kysely, first.userId);
  if (user?.role && (await isRequiredFor(deps, user.role))) return { enrol: true };
  return null;
}

/** Opens the session, or a two-factor challenge; sets the cookie(s) on the reply itself. */
export async function finishSignIn(
  deps: AppDeps,
  reply: FastifyReply,
  first: FirstFactor,
  log: FastifyBaseLogger,
): Promise<SignInOutcome> {
  const knownDevice = await knownDeviceOf(deps.db.kysely, first.userId, first.deviceToken);
  const { publicUrl } = deps.config;
  const asked = await secondFactor(deps, first);
  if (!asked) {
    const how = { via: first.via, twoFactor: false, ip: first.ip };
    const user = await openSession(deps, reply, first.userId, knownDevice, how);
    // An earlier sign-in's challenge, left waiting in this browser, is someone else's step now.
    if (reply.request.cookies[CHALLENGE_COOKIE]) clearChallengeCookie(reply, publicUrl);
    return { kind: 'signed-in', user };
  }
  const token = newToken();
  const now = deps.clock.now();
  await insertChallenge(deps.db.kysely, {
    tokenHash: hashToken(token),
    userId: first.userId,
    via: first.via,
    // The two-factor route is not sent the known-device cookie: the challenge remembers it.
    deviceHash: knownDevice,
    now: now.toISOString(),
    expiresAt: addMinutes(now, CHALLENGE_MINUTES).toISOString(),
  });
  setChallengeCookie(reply, token, publicUrl);
  log.info({ userId: first.userId, via: first.via }, 'sign-in waits for its second factor');
  return { kind: 'two-factor', enrol: asked.enrol };
}

/** A sign-in route's answer: the person signed in, or the second factor to ask for. */
export function signInAnswer(outcome: SignInOutcome) {
  return outcome.kind === 'signed-in'
    ? { user: outcome.user }
    : { user: null, twoFactor: { enrol: outcome.enrol } };
}
