import type { Kysely } from 'kysely';
import { CHECKLIST_NOT_FOUND } from '#domain/checklists/messages';
import type { ChecklistChangeAction } from '#domain/live/events';
import { runTransaction, type Announce, type ChangeOutcome } from '../writes/unit-of-work';
import type { Database } from '../db/types';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { Caller } from '../auth/caller';
import { lockChecklistForChange, type ChecklistRecord } from './repository';

/**
 * Runs one change to a checklist in a transaction that first takes the checklist's lock (see
 * lockChecklistForChange), so concurrent changes apply one after another and each recount
 * sees the others' items. `work` gets the checklist as it stands under the lock (and may
 * announce more, such as notifications); a change that commits is announced to the live streams.
 */
export async function runChecklistChange<T>(
  deps: AppDeps,
  caller: Caller,
  checklistId: string,
  now: string,
  work: (
    trx: Kysely<Database>,
    locked: ChecklistRecord,
    announce: Announce,
  ) => Promise<ChangeOutcome<T>>,
  action: ChecklistChangeAction = 'changed',
): Promise<T> {
  return runTransaction(
    deps,
    async (trx, announce) => {
      const locked = await lockChecklistForChange(trx, checklistId, now);
      if (!locked) throw notFound(CHECKLIST_NOT_FOUND);
      const outcome = await work(trx, locked, announce);
      announce(checklistChanged(caller, locked, action));
      return outcome;
    },
    caller.idempotency,
  );
}

export function checklistChanged(
  caller: Caller,
  checklist: Pick<ChecklistRecord, 'id' | 'storeId' | 'businessDate'>,
  action: ChecklistChangeAction,
) {
  return {
    type: 'checklist' as const,
    change: {
      action,
      storeId: checklist.storeId,
      checklistId: checklist.id,
      businessDate: checklist.businessDate,
      origin: caller.origin ?? null,
    },
  };
}
