import type { Kysely } from 'kysely';
import { forgetAnnounced } from '../auth/session-cache';
import type { AppDeps } from '../deps';
import {
  claimKey,
  storeAnswerWithClaim,
  type IdempotencyClaim,
} from '../http/idempotency-repository';
import { replayFor } from '../http/idempotency';
import type { BusMessage } from '../live/bus';
import type { Database } from './types';

export interface ChangeOutcome<T> {
  /** False when nothing changed: the transaction rolls back, so a replay writes nothing. */
  commit: boolean;
  value: T;
}

/** Adds a message to announce once the transaction commits. */
export type Announce = (message: BusMessage) => void;

/**
 * The one way a service writes: `work` runs in a transaction and says what it changed; the
 * messages it announced are staged in that transaction and delivered only if it commits. The
 * request's Idempotency-Key, if any, is claimed first in the same transaction, so the change
 * and the key commit together or not at all.
 */
export async function runTransaction<T>(
  deps: AppDeps,
  work: (trx: Kysely<Database>, announce: Announce) => Promise<ChangeOutcome<T>>,
  claim?: IdempotencyClaim | null,
  /**
   * The answer the request will get, when the service knows it before the commit: stored with
   * the claimed key in this transaction instead of in a second write after it is sent.
   */
  answer?: (value: T) => { statusCode: number; body: string },
): Promise<T> {
  const trx = await deps.db.kysely.startTransaction().execute();
  const messages: BusMessage[] = [];
  let outcome: ChangeOutcome<T>;
  try {
    if (claim && !(await claimKey(trx, claim, deps.clock.now().toISOString()))) {
      // A twin of this request got there first; answer as it did, and change nothing. The
      // transaction ends first: SQLite's one connection is needed to read the twin's answer.
      await trx.rollback().execute();
      throw await replayFor(deps, claim);
    }
    outcome = await work(trx, (message) => messages.push(message));
    if (outcome.commit) {
      if (claim && answer) await storeAnswerWithClaim(trx, claim, answer(outcome.value));
      for (const message of messages) await deps.live.stage(trx, message);
    }
  } catch (error) {
    if (!trx.isRolledBack) await trx.rollback().execute();
    throw error;
  }
  if (!outcome.commit) {
    await trx.rollback().execute();
    return outcome.value;
  }
  await trx.commit().execute();
  if (claim && answer) claim.answered = true;
  // Sessions a change ended or narrowed stop answering from this instance's cache at once.
  forgetAnnounced(deps, messages);
  deps.live.committed(messages);
  return outcome.value;
}
