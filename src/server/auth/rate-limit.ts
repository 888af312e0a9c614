import type { AppDeps } from '../deps';
import { addMinutes } from '../clock';
import {
  deleteAttempts,
  reserveAttempt,
  type AttemptLimit,
  type Reservation,
} from './attempts-repository';

/**
 * Sign-in attempts are counted in the database, so every app instance sees the same count, and
 * each is counted before its password hash is checked (see reserveAttempt), so parallel
 * guesses cannot slip past a limit. The limits are in docs/decisions/035.
 */
export const FAILURE_WINDOW_MINUTES = 15;
/** One address guessing at any accounts: it is refused for the rest of the window. */
export const MAX_FAILURES_PER_ADDRESS = 20;
/**
 * One account, from browsers it has never signed in with: five checks at once, then 1 s, 2 s,
 * 4 s … and at most 30 s between checks. Never a lock: the owner waits half a minute at worst.
 */
export const ACCOUNT_BACKOFF = { free: 5, firstMs: 1_000, longestMs: 30_000 };
/** One browser the account has signed in with before: only that browser is refused. */
export const MAX_FAILURES_PER_KNOWN_DEVICE = 10;
/** Wrong current passwords on Profile Settings, by the person signed in. */
export const MAX_PASSWORD_CHANGE_FAILURES = 5;

export const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressSubject = (ip: string) => `address:${ip}`;
const deviceSubject = (deviceHash: string) => `device:${deviceHash}`;
const passwordChangeSubject = (userId: string) => `password-change:${userId}`;

/** Counts an attempt against the limits first; refused when one is reached. */
export async function reserveAttempts(
  deps: AppDeps,
  limits: readonly AttemptLimit[],
): Promise<Reservation> {
  const now = deps.clock.now();
  return reserveAttempt(deps.db, limits, {
    now: now.toISOString(),
    since: addMinutes(now, -FAILURE_WINDOW_MINUTES).toISOString(),
  });
}

/**
 * A password check at sign-in. From a browser the account signed in with before (`knownDevice`,
 * its cookie's hash), only that browser's own failures count: strangers' guesses elsewhere
 * never slow its owner down.
 */
export function reserveSignInCheck(
  deps: AppDeps,
  email: string,
  ip: string,
  knownDevice: string | null,
) {
  return reserveAttempts(deps, [
    { subject: addressSubject(ip), max: MAX_FAILURES_PER_ADDRESS },
    knownDevice
      ? { subject: deviceSubject(knownDevice), max: MAX_FAILURES_PER_KNOWN_DEVICE }
      : { subject: accountSubject(email), backoff: ACCOUNT_BACKOFF },
  ]);
}

/** How many failures the account has now, once this attempt failed; 0 from a known browser. */
export function accountFailures(
  reservation: Extract<Reservation, { ok: true }>,
  email: string,
): number {
  return reservation.counts[accountSubject(email)] ?? 0;
}

/** A check of the current password by the person signed in. */
export function reservePasswordChange(deps: AppDeps, userId: string, ip: string) {
  return reserveAttempts(deps, [
    { subject: addressSubject(ip), max: MAX_FAILURES_PER_ADDRESS },
    { subject: passwordChangeSubject(userId), max: MAX_PASSWORD_CHANGE_FAILURES },
  ]);
}

/**
 * The password was right: this attempt was no failure. The others stand for their window: an
 * owner's success must not give a stranger five fresh guesses.
 */
export async function passwordCheckSucceeded(deps: AppDeps, ids: readonly number[]) {
  await deleteAttempts(deps.db.kysely, ids);
}
