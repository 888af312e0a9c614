import { TWO_FACTOR_MESSAGES } from '#domain/two-factor/messages';
import type { AppDeps } from '../deps';
import {
  addressSubject,
  FAILURE_WINDOW_MINUTES,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_KNOWN_DEVICE,
  passwordCheckSucceeded,
  reserveAttempts,
} from '../auth/rate-limit';
import { tooManyRequests } from '../http/errors';

/**
 * Wrong codes for one account within the window (from browsers it never signed in with), then
 * it takes no more from them until the window is over. A lock rather than sign-in's slowing
 * down: whoever is guessing has the password already, and a code is one of a million.
 */
export const MAX_WRONG_CODES_PER_ACCOUNT = 10;

const accountSubject = (userId: string) => `two-factor:${userId}`;
const deviceSubject = (deviceHash: string) => `two-factor-device:${deviceHash}`;

/**
 * Counts a code check before it is made, as sign-in counts a password check: by address (the
 * same count as wrong passwords), and by account, or, from a browser the account signed in with
 * before, by that browser alone. Refused with 429 once a limit is reached. Returns what to call
 * when the code turns out right (it was no failure).
 */
export async function reserveCodeCheck(
  deps: AppDeps,
  userId: string,
  ip: string,
  knownDevice: string | null,
): Promise<() => Promise<void>> {
  const reservation = await reserveAttempts(deps, [
    { subject: addressSubject(ip), max: MAX_FAILURES_PER_ADDRESS },
    knownDevice
      ? { subject: deviceSubject(knownDevice), max: MAX_FAILURES_PER_KNOWN_DEVICE }
      : { subject: accountSubject(userId), max: MAX_WRONG_CODES_PER_ACCOUNT },
  ]);
  if (!reservation.ok) {
    throw tooManyRequests(TWO_FACTOR_MESSAGES.rateLimited, FAILURE_WINDOW_MINUTES * 60);
  }
  return () => passwordCheckSucceeded(deps, reservation.ids);
}
