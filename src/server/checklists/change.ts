import type { Kysely } from 'kysely';
import { CHECKLIST_NOT_FOUND } from '../../domain/checklists/messages';
import type { Database } from '../db/types';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { lockChecklistForChange, type ChecklistRecord } from './repository';

export interface ChangeOutcome<T> {
  /** False when nothing changed: the transaction rolls back, so a replay writes nothing. */
  commit: boolean;
  value: T;
}

/**
 * Runs one change to a checklist in a transaction that first takes the checklist's lock (see
 * lockChecklistForChange), so concurrent changes apply one after another and each recount
 * sees the others' items. `work` gets the checklist as it stands under the lock.
 */
export async function runChecklistChange<T>(
  deps: AppDeps,
  checklistId: string,
  now: string,
  work: (trx: Kysely<Database>, locked: ChecklistRecord) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  const trx = await deps.db.kysely.startTransaction().execute();
  let outcome: ChangeOutcome<T>;
  try {
    const locked = await lockChecklistForChange(trx, checklistId, now);
    if (!locked) throw notFound(CHECKLIST_NOT_FOUND);
    outcome = await work(trx, locked);
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  if (outcome.commit) await trx.commit().execute();
  else await trx.rollback().execute();
  return outcome.value;
}
