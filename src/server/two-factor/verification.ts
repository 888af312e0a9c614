import { TWO_FACTOR_MESSAGES } from '#domain/two-factor/messages';
import type { AppDeps } from '../deps';
import { conflict, type AppError } from '../http/errors';
import { runTransaction } from '../writes/unit-of-work';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { acceptStep, confirmSecret, replaceRecoveryCodes } from './repository';
import { stepOfCode } from './totp';

/** How a wrong code is refused: 401 at sign-in (as a wrong password), 400 on Profile. */
type Refusal = (message: string) => AppError;

function stepOf(deps: AppDeps, secret: string, code: string, refuse: Refusal): number {
  const step = stepOfCode(secret, code, deps.clock.now());
  if (step === null) throw refuse(TWO_FACTOR_MESSAGES.codeWrong);
  return step;
}

/**
 * A code from the person's app, which is on: right now, and newer than the last one accepted.
 * A code is used once: the same code again, in its 30 seconds or the next, is refused.
 */
export async function checkCode(
  deps: AppDeps,
  userId: string,
  secret: string,
  code: string,
  refuse: Refusal,
): Promise<void> {
  const step = stepOf(deps, secret, code, refuse);
  if (!(await acceptStep(deps.db.kysely, userId, step))) {
    throw refuse(TWO_FACTOR_MESSAGES.codeReplayed);
  }
}

/** New recovery codes for the person, replacing any before; shown this once. */
export async function renewRecoveryCodes(deps: AppDeps, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const now = deps.clock.now().toISOString();
  await runTransaction(deps, async (trx) => {
    await replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode), now);
    return { commit: true, value: undefined };
  });
  return codes;
}

/** The first code from the app being set up: two-factor is on, with new recovery codes. */
export async function turnOn(
  deps: AppDeps,
  userId: string,
  secret: string,
  code: string,
  refuse: Refusal,
): Promise<string[]> {
  const step = stepOf(deps, secret, code, refuse);
  const codes = newRecoveryCodes();
  const now = deps.clock.now().toISOString();
  await runTransaction(deps, async (trx) => {
    // A twin request turned it on first.
    if (!(await confirmSecret(trx, userId, step, now))) {
      throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    }
    await replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode), now);
    return { commit: true, value: undefined };
  });
  return codes;
}
