import type { FastifyReply } from 'fastify';
import type {
  TwoFactorAnswerBody,
  TwoFactorChallenge,
  TwoFactorSignedIn,
} from '#domain/two-factor/api';
import { TWO_FACTOR_MESSAGES } from '#domain/two-factor/messages';
import type { AppDeps } from '../deps';
import { AppError, badRequest, unauthenticated } from '../http/errors';
import { recordRefusedSignIn } from '../integrations/audit/record';
import { findUserById } from '../users/repository';
import { hashToken } from '../auth/tokens';
import { requireActiveAccount } from '../users/active';
import { clearChallengeCookie } from './challenge-cookie';
import {
  deleteChallenge,
  findOpenChallenge,
  useChallenge,
  type ChallengeRow,
} from './challenge-repository';
import { openSession } from './open-session';
import { reserveCodeCheck } from './rate-limit';
import { hashRecoveryCode } from './recovery-codes';
import { findTwoFactor, saveSecretToConfirm, useRecoveryCode } from './repository';
import { authenticatorSetup, newSecret } from './totp';
import { checkCode, turnOn } from './verification';

const NONE: TwoFactorChallenge = { pending: false, enrol: false, setup: null };

async function openChallenge(deps: AppDeps, token: string | undefined) {
  if (!token) return null;
  const now = deps.clock.now().toISOString();
  const challenge = await findOpenChallenge(deps.db.kysely, hashToken(token), now);
  return challenge ? { ...challenge, tokenHash: hashToken(token) } : null;
}

/**
 * What this browser's sign-in waits for: nothing, a code, or (`enrol`) the person setting up
 * their app first, with the secret to set it up with (the same one until it is confirmed).
 */
export async function challengeState(
  deps: AppDeps,
  token: string | undefined,
): Promise<TwoFactorChallenge> {
  const challenge = await openChallenge(deps, token);
  if (!challenge) return NONE;
  const db = deps.db.kysely;
  let state = await findTwoFactor(db, challenge.userId);
  if (state?.enabledAt) return { pending: true, enrol: false, setup: null };
  if (!state) {
    await saveSecretToConfirm(db, challenge.userId, newSecret(), deps.clock.now().toISOString());
    state = await findTwoFactor(db, challenge.userId);
  }
  if (!state) return NONE;
  return {
    pending: true,
    enrol: true,
    setup: await authenticatorSetup(state.secret, challenge.email),
  };
}

/** The second factor checked: a code from the app, or a recovery code; recovery codes if new. */
async function passSecondFactor(
  deps: AppDeps,
  challenge: ChallengeRow,
  body: TwoFactorAnswerBody,
): Promise<string[] | null> {
  const db = deps.db.kysely;
  const state = await findTwoFactor(db, challenge.userId);
  const enrolling = !state?.enabledAt;
  if (body.code !== undefined) {
    if (!state) throw badRequest(TWO_FACTOR_MESSAGES.notSetUp);
    if (enrolling) return turnOn(deps, challenge.userId, state.secret, body.code, unauthenticated);
    await checkCode(deps, challenge.userId, state.secret, body.code, unauthenticated);
    return null;
  }
  if (body.recoveryCode === undefined || enrolling) {
    throw badRequest(TWO_FACTOR_MESSAGES.codeFormat);
  }
  const now = deps.clock.now().toISOString();
  const used = await useRecoveryCode(
    db,
    challenge.userId,
    hashRecoveryCode(body.recoveryCode),
    now,
  );
  if (!used) throw unauthenticated(TWO_FACTOR_MESSAGES.recoveryCodeWrong);
  return null;
}

/**
 * The sign-in's second step. Each check is counted before it is made (as a password is), a
 * right answer opens the session as a password sign-in does, and the challenge is used up.
 */
export async function answerChallenge(
  deps: AppDeps,
  reply: FastifyReply,
  token: string | undefined,
  body: TwoFactorAnswerBody,
  ip: string,
): Promise<TwoFactorSignedIn> {
  const challenge = await openChallenge(deps, token);
  if (!challenge) {
    clearChallengeCookie(reply, deps.config.publicUrl);
    throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
  }
  const succeeded = await reserveCodeCheck(deps, challenge.userId, ip, challenge.deviceHash);
  const recoveryCodes = await passSecondFactor(deps, challenge, body).catch(
    async (error: unknown) => {
      // A wrong code is a refused sign-in, written to the audit log as a wrong password is.
      if (error instanceof AppError && error.statusCode === 401) {
        const person = await findUserById(deps.db.kysely, challenge.userId);
        await recordRefusedSignIn(deps, { person, via: 'two-factor', ip });
      }
      throw error;
    },
  );
  await succeeded();
  // Turned off by the identity provider since the password: said plainly, as at sign-in.
  await requireActiveAccount(deps.db.kysely, challenge.userId);
  // Two right answers sent at once open one session.
  const now = deps.clock.now().toISOString();
  if (!(await useChallenge(deps.db.kysely, challenge.tokenHash, now))) {
    throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
  }
  clearChallengeCookie(reply, deps.config.publicUrl);
  const user = await openSession(deps, reply, challenge.userId, challenge.deviceHash, {
    via: challenge.via === 'sso' ? 'sso' : 'password',
    twoFactor: true,
    ip,
  });
  return { user, recoveryCodes };
}

/** "Use another account": the waiting sign-in is forgotten. */
export async function abandonChallenge(
  deps: AppDeps,
  reply: FastifyReply,
  token: string | undefined,
): Promise<void> {
  if (token) await deleteChallenge(deps.db.kysely, hashToken(token));
  clearChallengeCookie(reply, deps.config.publicUrl);
}
