// The offline write queue's shape: what it needs, what it shows, and who each write belongs to.
import type { QueueStorage } from './queue-storage';
import type { QueuedWrite, RefusedWrite } from './queued-write';

export interface WriteQueueDeps {
  storage: QueueStorage;
  /** Sends one write; resolves with the answer, rejects as apiRequest does. */
  send(write: QueuedWrite): Promise<unknown>;
  /** Who the server says is signed in (null: nobody); rejects as apiRequest does. */
  signedInUser(): Promise<string | null>;
  random?: () => number;
  newId?: () => string;
}

export type QueueProblem =
  { kind: 'offline'; retryAt: number } | { kind: 'server'; message: string; retryAt: number };

export interface QueueSnapshot {
  /** Who is signed in on this page; only their writes are sent. */
  userId: string | null;
  /** Every waiting write on this device, in order, whoever made it. */
  writes: readonly QueuedWrite[];
  sendingId: string | null;
  /** Why the queue is waiting before its next attempt, if it is. */
  problem: QueueProblem | null;
  /** The server answered 401 (or another person is signed in): nothing is sent until sign-in. */
  sessionEnded: boolean;
  refused: readonly RefusedWrite[];
}

/** crypto.randomUUID exists only on HTTPS or localhost; a store's LAN install may be plain HTTP. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The writes the signed-in person made, in order. */
export function ownWrites(snapshot: QueueSnapshot): QueuedWrite[] {
  return snapshot.writes.filter((write) => write.userId === snapshot.userId);
}

/**
 * Writes another person made on this device, waiting for them to sign in again. Not those made
 * on the store tablet: they go as their maker whoever is signed in.
 */
export function otherUsersWrites(snapshot: QueueSnapshot): QueuedWrite[] {
  return snapshot.writes.filter(
    (write) => write.userId !== snapshot.userId && write.tabletKey === undefined,
  );
}
