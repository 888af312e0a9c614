import type { Kysely } from 'kysely';
import type { AppDeps } from '../deps';
import { claimKey, storeAnswerWithClaim, type IdempotencyClaim } from '../idempotency/repository';
import { replayFor } from '../idempotency/idempotency';
import type { BusMessage } from '../live/bus';
import type { Database } from '../db/types';

export interface ChangeOutcome<T> {
  /** False when nothing changed: the transaction rolls back, so a replay writes nothing. */
  commit: boolean;
  value: T;
}

/** Adds a message to announce once the transaction commits. */
export type Announce = (message: BusMessage) => void;

/**
 * The one way a service writes: `work` runs in a transaction and says what it changed; the
 * messages it announced are sent once it has committed, never if it rolls back. The
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
  const unit = await openWriteUnit(deps);
  const messages: BusMessage[] = [];
  let outcome: ChangeOutcome<T> | null = null;
  try {
    if (!claim || (await claimKey(unit.trx, claim, deps.clock.now().toISOString()))) {
      outcome = await work(unit.trx, (message) => messages.push(message));
      if (outcome.commit && claim && answer) {
        await storeAnswerWithClaim(unit.trx, claim, answer(outcome.value));
      }
    }
  } catch (error) {
    await unit.rollback();
    throw error;
  }
  if (!outcome) {
    // A twin of this request got there first; answer as it did, and change nothing. The
    // transaction ends first: SQLite's one connection is needed to read the twin's answer.
    await unit.rollback();
    throw await replayFor(deps, claim as IdempotencyClaim);
  }
  if (!outcome.commit) {
    await unit.rollback();
    return outcome.value;
  }
  await unit.commit();
  if (claim && answer) claim.answered = true;
  deps.committed.emit(messages);
  return outcome.value;
}

/** Where a change writes: a savepoint in SQLite's shared commit, or else its own. */
export interface WriteUnit {
  trx: Kysely<Database>;
  /** Resolves once the change is durable. */
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/**
 * On SQLite, a savepoint in the shared commit (group-commit.ts). On PostgreSQL, a transaction of
 * its own; or, with `transaction: false`, the pool itself, for writes that are each one atomic
 * statement (nothing to commit or undo).
 */
export async function openWriteUnit(
  deps: AppDeps,
  options: { transaction: boolean } = { transaction: true },
): Promise<WriteUnit> {
  const group = deps.db.groupCommit;
  if (group) {
    const member = await group.enter();
    return { trx: member.trx, commit: member.keep, rollback: member.discard };
  }
  if (!options.transaction) {
    const done = () => Promise.resolve();
    return { trx: deps.db.kysely, commit: done, rollback: done };
  }
  const trx = await deps.db.kysely.startTransaction().execute();
  return {
    trx,
    commit: () => trx.commit().execute(),
    rollback: () => trx.rollback().execute(),
  };
}
