import type { AppDeps } from '../deps';
import { reserveAttempts } from '../auth/rate-limit';

/**
 * Reset requests from the sign-in page are counted like sign-in attempts (same table, same
 * window, counted before anything is sent), by the address asked for whether or not it has an
 * account, so the limit itself says nothing about which addresses exist.
 */
export const MAX_RESETS_PER_ACCOUNT = 3;
export const MAX_RESETS_PER_ADDRESS = 10;

const accountSubject = (email: string) => `reset-account:${email.trim().toLowerCase()}`;
const addressSubject = (ip: string) => `reset-address:${ip}`;

/** Counts a reset request; false when the address asked for or the client must wait. */
export async function reserveResetRequest(
  deps: AppDeps,
  email: string,
  ip: string,
): Promise<boolean> {
  const reservation = await reserveAttempts(deps, [
    { subject: accountSubject(email), max: MAX_RESETS_PER_ACCOUNT },
    { subject: addressSubject(ip), max: MAX_RESETS_PER_ADDRESS },
  ]);
  return reservation.ok;
}
