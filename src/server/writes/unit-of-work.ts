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

/** What a read-then-write change did. */
export interface ReadThenWrite<T> {
  /** False when nothing was written: a refusal, nothing to change, or a write that found the rows changed. */
  keep: boolean;
  value: T;
  /** Announced once the write is durable. */
  messages?: BusMessage[];
}

/**
 * A change that reads, decides, and then writes in one atomic step that checks what it read is
 * still so (the item tick). SQLite: the reads and the write run in one savepoint of a shared
 * commit (group-commit.ts), so nothing else writes in between. PostgreSQL: both run on one pooled
 * connection without a transaction, and `work`'s write must be one statement that applies only
 * if the rows are still as read (compare-and-swap on a version): two round trips, as a bare
 * update and select. A change that found the rows changed says so in its value and is run again.
 */
export async function runReadThenWrite<T>(
  deps: AppDeps,
  work: (db: Kysely<Database>) => Promise<ReadThenWrite<T>>,
): Promise<T> {
  const group = deps.db.groupCommit;
  let outcome: ReadThenWrite<T>;
  if (group) {
    const member = await group.enter();
    try {
      outcome = await work(member.trx);
    } catch (error) {
      await member.discard();
      throw error;
    }
    if (!outcome.keep) {
      await member.discard();
      return outcome.value;
    }
    await member.keep();
  } else {
    outcome = await deps.db.kysely.connection().execute(work);
    if (!outcome.keep) return outcome.value;
  }
  deps.committed.emit(outcome.messages ?? []);
  return outcome.value;
}
