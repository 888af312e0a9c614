import { sql, type ControlledTransaction, type Kysely } from 'kysely';
import type { Database } from './types';

/** A write's place in a shared transaction: its own savepoint, kept or undone. */
export interface GroupMember {
  trx: Kysely<Database>;
  /** Keeps the member's writes; resolves once the shared transaction is durably committed. */
  keep(): Promise<void>;
  /** Undoes the member's writes (the others stay); resolves once the others are committed. */
  discard(): Promise<void>;
}

export interface GroupCommit {
  /** Waits for the member's turn, then opens its savepoint in the shared transaction. */
  enter(): Promise<GroupMember>;
  /** Writes kept and commits made so far (the metrics and the tests read them). */
  readonly stats: { readonly kept: number; readonly commits: number };
}

/**
 * How many writes share one commit at most, so a read waiting for the connection is not held
 * up for long. 16 made a read wait longer, not shorter: with 50 ticks arriving together, a read
 * waited through more commits, each with its own fsync (bench, "detail while ticking": p99
 * 116–158 ms at 16, 69–78 ms at 64).
 */
export const GROUP_COMMIT_MAX_MEMBERS = 64;

interface Batch {
  trx: ControlledTransaction<Database>;
  members: number;
  /** Settles when the batch's commit has reached the disk (or failed). */
  durable: Promise<void>;
  settle(error?: unknown): void;
  /** Set when a member's failure ended the whole transaction: nothing in it will commit. */
  broken: unknown;
  commitScheduled: boolean;
  /** Members whose writes are in it. */
  kept: number;
}

function openBatch(trx: ControlledTransaction<Database>): Batch {
  let settle: (error?: unknown) => void = () => {};
  const durable = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // A batch nobody waits on (every member discarded) must not report an unhandled rejection.
  durable.catch(() => {});
  return { trx, members: 0, durable, settle, broken: undefined, commitScheduled: false, kept: 0 };
}

/**
 * Group commit for SQLite: writes that arrive while another is running join one transaction,
 * each in a savepoint of its own, and share its commit, which is SQLite's fsync: at a region's
 * opening time a tick then costs its own statements and a fraction of one fsync. Nothing is
 * acknowledged before it is on disk: `keep` resolves only after the shared commit. A member that
 * fails or changes nothing rolls back to its savepoint, leaving the others as they were. The
 * batch commits once the requests already received have joined, or after
 * GROUP_COMMIT_MAX_MEMBERS.
 *
 * SQLite has one connection here (one writer, and Kysely queues every other query behind an open
 * transaction), so members run one after another, as their transactions did before.
 */
export function createGroupCommit(
  db: Kysely<Database>,
  maxMembers: number = GROUP_COMMIT_MAX_MEMBERS,
): GroupCommit {
  let batch: Batch | null = null;
  let running = false;
  const stats = { kept: 0, commits: 0 };
  const waiting: (() => void)[] = [];

  const takeTurn = async () => {
    if (running) await new Promise<void>((resolve) => waiting.push(resolve));
    running = true;
  };
  /** Hands the turn to the next member waiting, or frees it. */
  const passTurn = () => {
    const next = waiting.shift();
    if (next) next();
    else running = false;
  };

  async function finish(current: Batch): Promise<void> {
    batch = null;
    if (current.broken !== undefined) {
      await current.trx
        .rollback()
        .execute()
        .catch(() => {});
      current.settle(current.broken);
      return;
    }
    try {
      await current.trx.commit().execute();
      stats.commits += 1;
      stats.kept += current.kept;
      current.settle();
    } catch (error) {
      await current.trx
        .rollback()
        .execute()
        .catch(() => {});
      current.settle(error);
    }
  }

  /** Commits the batch once the members already in line (and due this turn of the loop) are in. */
  async function commitWhenDue(current: Batch): Promise<void> {
    await takeTurn();
    try {
      if (batch === current) await finish(current);
    } finally {
      passTurn();
    }
  }

  /**
   * After a member: the batch commits now when it is full or lost. Otherwise its commit waits
   * for the requests that have already arrived: better-sqlite3 answers synchronously, so a whole
   * write runs without giving way, and only the event loop's next check phase lets the requests
   * read meanwhile reach their turn and join.
   */
  async function leave(current: Batch): Promise<void> {
    if (current.broken !== undefined || current.members >= maxMembers) {
      try {
        await finish(current);
      } finally {
        passTurn();
      }
      return;
    }
    if (!current.commitScheduled) {
      current.commitScheduled = true;
      setImmediate(() => void commitWhenDue(current));
    }
    passTurn();
  }

  async function end(current: Batch, statement: 'release' | 'rollback'): Promise<void> {
    try {
      if (statement === 'rollback') await sql`rollback to sc_member`.execute(current.trx);
      await sql`release sc_member`.execute(current.trx);
    } catch (error) {
      // SQLite ended the whole transaction (a full disk, an I/O error): the batch is lost.
      current.broken = error;
    }
    await leave(current);
  }

  return {
    stats,
    async enter() {
      await takeTurn();
      let current: Batch;
      try {
        current = batch ?? openBatch(await db.startTransaction().execute());
        batch = current;
        current.members += 1;
        await sql`savepoint sc_member`.execute(current.trx);
      } catch (error) {
        if (batch) await finish(batch);
        passTurn();
        throw error;
      }
      let ended = false;
      const once = () => {
        if (ended) throw new Error('A group-commit member ends once');
        ended = true;
      };
      return {
        trx: current.trx,
        async keep() {
          once();
          current.kept += 1;
          await end(current, 'release');
          await current.durable;
        },
        async discard() {
          once();
          await end(current, 'rollback');
          await current.durable.catch(() => {});
        },
      };
    },
  };
}
