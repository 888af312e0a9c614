import type { AppDeps } from '../deps';
import { addMinutes } from '../clock';
import { clearFailures, countRecentFailures, recordFailures } from './repository';

/** Failed sign-ins are counted in the database, so every app instance sees the same count. */
export const FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressSubject = (ip: string) => `address:${ip}`;

export async function isLimited(deps: AppDeps, email: string, ip: string): Promise<boolean> {
  const since = addMinutes(deps.clock.now(), -FAILURE_WINDOW_MINUTES).toISOString();
  const [account, address] = await Promise.all([
    countRecentFailures(deps.db.kysely, accountSubject(email), since),
    countRecentFailures(deps.db.kysely, addressSubject(ip), since),
  ]);
  return account >= MAX_FAILURES_PER_ACCOUNT || address >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordFailure(deps: AppDeps, email: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  await recordFailures(
    deps.db.kysely,
    [accountSubject(email), addressSubject(ip)],
    now.toISOString(),
    addMinutes(now, -FAILURE_WINDOW_MINUTES).toISOString(),
  );
}

export async function clearAccountFailures(deps: AppDeps, email: string): Promise<void> {
  await clearFailures(deps.db.kysely, accountSubject(email));
}
