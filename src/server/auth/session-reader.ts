import DataLoader from 'dataloader';
import type { Db } from '../db/database';
import { findSession, findSessions, type SessionRow } from './repository';

export type SessionReader = (tokenHash: string) => Promise<SessionRow | null>;

/** How many sessions one statement reads at most. */
const BATCH_MAX = 64;

/**
 * How the app reads a request's session from the database (deps.readSession). On PostgreSQL every
 * request reads it (session-cache.ts says why), and the requests that reach the instance together
 * share one statement, as a region's ticks at opening time do (DataLoader, batched at the event
 * loop's next check phase, kept nowhere). A request alone keeps its own one-row statement. On
 * SQLite, where the session cache answers most requests, each reads its own.
 */
export function createSessionReader(db: Db): SessionReader {
  if (db.dialect === 'sqlite') return (tokenHash) => findSession(db.kysely, tokenHash);
  const loader = new DataLoader<string, SessionRow | null>(
    async (tokenHashes) => {
      if (tokenHashes.length === 1) return [await findSession(db.kysely, tokenHashes[0]!)];
      const rows = await findSessions(db.kysely, tokenHashes);
      const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
      return tokenHashes.map((tokenHash) => byHash.get(tokenHash) ?? null);
    },
    { cache: false, maxBatchSize: BATCH_MAX, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (tokenHash) => loader.load(tokenHash);
}
