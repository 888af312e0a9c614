// Profile → Security: a person's own two-factor sign-in. Everyone may turn it on; only those
// whose role does not need it may turn it off. Never on the store tablet (as the password).
import type { SessionUser } from '#domain/auth/schemas';
import type {
  AuthenticatorSetup,
  RecoveryCodes,
  TotpCodeBody,
  TwoFactorStatus,
} from '#domain/two-factor/api';
import { TWO_FACTOR_MESSAGES } from '#domain/two-factor/messages';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { badRequest, conflict } from '../http/errors';
import { isRequiredFor } from './policy-service';
import { reserveCodeCheck } from './rate-limit';
import {
  findTwoFactor,
  recoveryCodesLeft,
  removeTwoFactor,
  saveSecretToConfirm,
} from './repository';
import { authenticatorSetup, newSecret } from './totp';
import { checkCode, renewRecoveryCodes, turnOn } from './verification';

/** Their own credentials: the same rule as their password (not on the store tablet). */
const requireOwn = (user: SessionUser) => requireAccess(user, 'profile:change-password');

export async function ownStatus(deps: AppDeps, user: SessionUser): Promise<TwoFactorStatus> {
  requireOwn(user);
  const state = await findTwoFactor(deps.db.kysely, user.id);
  const enabledAt = state?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    required: await isRequiredFor(deps, user.role),
    enabledAt,
    recoveryCodesLeft: enabledAt ? await recoveryCodesLeft(deps.db.kysely, user.id) : 0,
  };
}

/** A new secret to set the app up with; two-factor is on once a first code confirms it. */
export async function startSetup(deps: AppDeps, user: SessionUser): Promise<AuthenticatorSetup> {
  requireOwn(user);
  const state = await findTwoFactor(deps.db.kysely, user.id);
  if (state?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newSecret();
  await saveSecretToConfirm(deps.db.kysely, user.id, secret, deps.clock.now().toISOString());
  return authenticatorSetup(secret, user.email);
}

/** The app's first code: two-factor is on; the recovery codes are shown this once. */
export async function confirmSetup(
  deps: AppDeps,
  user: SessionUser,
  body: TotpCodeBody,
  ip: string,
): Promise<RecoveryCodes> {
  requireOwn(user);
  const state = await findTwoFactor(deps.db.kysely, user.id);
  if (state?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!state) throw badRequest(TWO_FACTOR_MESSAGES.notSetUp);
  const succeeded = await reserveCodeCheck(deps, user.id, ip, null);
  const recoveryCodes = await turnOn(deps, user.id, state.secret, body.code, badRequest);
  await succeeded();
  return { recoveryCodes };
}

/** The secret of someone whose two-factor is on, once a current code of theirs is checked. */
async function checkOwnCode(deps: AppDeps, user: SessionUser, code: string, ip: string) {
  const state = await findTwoFactor(deps.db.kysely, user.id);
  if (!state?.enabledAt) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
  const succeeded = await reserveCodeCheck(deps, user.id, ip, null);
  await checkCode(deps, user.id, state.secret, code, badRequest);
  await succeeded();
}

/** New recovery codes (the old ones stop working), after a current code. */
export async function regenerateRecoveryCodes(
  deps: AppDeps,
  user: SessionUser,
  body: TotpCodeBody,
  ip: string,
): Promise<RecoveryCodes> {
  requireOwn(user);
  await checkOwnCode(deps, user, body.code, ip);
  return { recoveryCodes: await renewRecoveryCodes(deps, user.id) };
}

/** Two-factor off, after a current code; refused while their role needs it. */
export async function turnOff(
  deps: AppDeps,
  user: SessionUser,
  body: TotpCodeBody,
  ip: string,
): Promise<void> {
  requireOwn(user);
  if (await isRequiredFor(deps, user.role)) throw badRequest(TWO_FACTOR_MESSAGES.requiredForRole);
  await checkOwnCode(deps, user, body.code, ip);
  await removeTwoFactor(deps.db.kysely, user.id);
}
