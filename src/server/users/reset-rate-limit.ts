import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { countRecentFailures, recordFailures } from '../auth/repository';
import { FAILURE_WINDOW_MINUTES } from '../auth/rate-limit';

/**
 * Reset requests from the sign-in page are counted like failed sign-ins (same table, same
 * window), by the address asked for whether or not it has an account, so the limit itself
 * says nothing about which addresses exist.
 */
export const MAX_RESETS_PER_ACCOUNT = 3;
export const MAX_RESETS_PER_ADDRESS = 10;

const accountSubject = (email: string) => `reset-account:${email.trim().toLowerCase()}`;
const addressSubject = (ip: string) => `reset-address:${ip}`;

export async function isResetLimited(deps: AppDeps, email: string, ip: string): Promise<boolean> {
  const since = addMinutes(deps.clock.now(), -FAILURE_WINDOW_MINUTES).toISOString();
  const [account, address] = await Promise.all([
    countRecentFailures(deps.db.kysely, accountSubject(email), since),
    countRecentFailures(deps.db.kysely, addressSubject(ip), since),
  ]);
  return account >= MAX_RESETS_PER_ACCOUNT || address >= MAX_RESETS_PER_ADDRESS;
}

export async function recordResetRequest(deps: AppDeps, email: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  await recordFailures(
    deps.db.kysely,
    [accountSubject(email), addressSubject(ip)],
    now.toISOString(),
    addMinutes(now, -FAILURE_WINDOW_MINUTES).toISOString(),
  );
}
