import type { AppDeps } from '../deps';
import { addMinutes } from '../clock';
import { clearFailures, deleteAttempts, reserveAttempt, type AttemptLimit } from './repository';

/**
 * Sign-in attempts are counted in the database, so every app instance sees the same count, and
 * each is counted before its password hash is checked (see reserveAttempt), so parallel
 * guesses cannot slip past the limit.
 */
export const FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressSubject = (ip: string) => `address:${ip}`;

/** Counts an attempt against the limits first; null when a limit is already reached. */
export async function reserveAttempts(
  deps: AppDeps,
  limits: readonly AttemptLimit[],
): Promise<number[] | null> {
  const now = deps.clock.now();
  return reserveAttempt(deps.db, limits, {
    now: now.toISOString(),
    since: addMinutes(now, -FAILURE_WINDOW_MINUTES).toISOString(),
  });
}

/** A password check on this account from this address; null when it must wait. */
export function reservePasswordCheck(deps: AppDeps, email: string, ip: string) {
  return reserveAttempts(deps, [
    { subject: accountSubject(email), max: MAX_FAILURES_PER_ACCOUNT },
    { subject: addressSubject(ip), max: MAX_FAILURES_PER_ADDRESS },
  ]);
}

/** The password was right: the account's count starts again, and this attempt is forgotten. */
export async function passwordCheckSucceeded(
  deps: AppDeps,
  email: string,
  reservation: readonly number[],
): Promise<void> {
  await deleteAttempts(deps.db.kysely, reservation);
  await clearFailures(deps.db.kysely, accountSubject(email));
}
