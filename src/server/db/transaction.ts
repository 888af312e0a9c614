import type { Kysely } from 'kysely';
import type { AppDeps } from '../deps';
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
 * messages it announced are staged in that transaction and delivered only if it commits.
 */
export async function runTransaction<T>(
  deps: AppDeps,
  work: (trx: Kysely<Database>, announce: Announce) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  const trx = await deps.db.kysely.startTransaction().execute();
  const messages: BusMessage[] = [];
  let outcome: ChangeOutcome<T>;
  try {
    outcome = await work(trx, (message) => messages.push(message));
    if (outcome.commit) {
      for (const message of messages) await deps.live.stage(trx, message);
    }
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  if (!outcome.commit) {
    await trx.rollback().execute();
    return outcome.value;
  }
  await trx.commit().execute();
  deps.live.committed(messages);
  return outcome.value;
}
