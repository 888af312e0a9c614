import { HISTORY } from '#domain/checklists/history-messages';
import type { SessionUser } from '#domain/auth/schemas';
import {
  DELETED_CHECKLIST_KEPT_DAYS,
  DELETED_CHECKLIST_MESSAGES,
  type DeletedChecklist,
} from '#domain/checklists/deleted';
import { personName } from '#domain/checklists/summary';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import { isUniqueViolation } from '../db/unique-violation';
import type { Database } from '../db/types';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../http/errors';
import { dropChecklistFiles } from '../photos/cleanup';
import { runTransaction } from '../writes/unit-of-work';
import { checklistChanged } from './change';
import {
  findDeletedChecklist,
  forgetDeletedChecklist,
  listDeletedChecklists,
  listDueForPurge,
  listKeptOfStore,
  purgeDeletedChecklist,
  putBackChecklist,
  type ChecklistContents,
} from './deleted-repository';
import { findChecklistByKey } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const KEPT_MS = DELETED_CHECKLIST_KEPT_DAYS * DAY_MS;
/** How far back the list of deleted checklists reaches: the kept ones and the recently purged. */
const LISTED_DAYS = 90;

const restorableUntil = (deletedAt: string) =>
  new Date(new Date(deletedAt).getTime() + KEPT_MS).toISOString();

/** The deleted checklists of the last 90 days, newest first; those still kept can be restored. */
export async function getDeletedChecklists(
  deps: AppDeps,
  user: SessionUser,
): Promise<DeletedChecklist[]> {
  requireAccess(user, 'checklist:restore');
  const since = new Date(deps.clock.now().getTime() - LISTED_DAYS * DAY_MS).toISOString();
  return listDeletedChecklists(deps.db.kysely, since, restorableUntil);
}

/**
 * Brings a deleted checklist back under its own id, with its items, targets, photos and History,
 * which then tells who deleted it and who restored it. Refused while another checklist holds its
 * shift, and once its kept time is over.
 */
export async function restoreChecklist(
  deps: AppDeps,
  user: Caller,
  id: string,
): Promise<{ id: string }> {
  requireAccess(user, 'checklist:restore');
  try {
    return await runTransaction(
      deps,
      async (trx, announce) => {
        const entry = await findDeletedChecklist(trx, id);
        if (!entry) throw notFound(DELETED_CHECKLIST_MESSAGES.notFound);
        const { contents } = entry;
        if (contents === null) throw conflict(DELETED_CHECKLIST_MESSAGES.purged);
        const key = {
          storeId: entry.store_id,
          businessDate: entry.business_date,
          category: entry.category,
        };
        if (await findChecklistByKey(trx, key))
          throw conflict(DELETED_CHECKLIST_MESSAGES.shiftTaken);
        const now = deps.clock.now().toISOString();
        await putBackChecklist(trx, withDeletionInHistory(contents, entry, user, now));
        await forgetDeletedChecklist(trx, id);
        announce(checklistChanged(user, { id, ...key }, 'created'));
        return { commit: true, value: { id } };
      },
      user.idempotency,
    );
  } catch (error) {
    // Another checklist took the shift between the check and the insert.
    if (isUniqueViolation(error)) throw conflict(DELETED_CHECKLIST_MESSAGES.shiftTaken);
    throw error;
  }
}

/**
 * The kept rows with two more events at the end of the History (who deleted it, and when; who
 * restored it) and a new version, so no copy kept from before the deletion passes for it.
 */
function withDeletionInHistory(
  contents: ChecklistContents,
  entry: { deleted_at: string; deleted_by: string | null; deleted_by_name: string },
  user: SessionUser,
  now: string,
): ChecklistContents {
  const id = contents.checklist.id;
  const event = (at: string, userId: string | null, userName: string, restored: boolean) => ({
    checklist_id: id,
    at,
    user_id: userId,
    user_name: userName,
    action: restored ? ('checklist-restored' as const) : ('checklist-deleted' as const),
    subject: null,
    summary: restored ? HISTORY.checklistRestored() : HISTORY.checklistDeleted(),
    before_json: null,
    after_json: null,
    made_at: null,
    tablet_name: null,
  });
  return {
    ...contents,
    checklist: {
      ...contents.checklist,
      version: contents.checklist.version + 1,
      updated_at: now,
    },
    events: [
      ...contents.events,
      event(entry.deleted_at, entry.deleted_by, entry.deleted_by_name, false),
      event(now, user.id, personName(user), true),
    ],
  };
}

/**
 * Drops the contents and photo files of checklists deleted more than 30 days ago, one at a time,
 * keeping the record of each deletion. A storage failure leaves that one for the next run.
 */
export async function purgeDeletedChecklists(deps: AppDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - KEPT_MS).toISOString();
  let purged = 0;
  let failure: unknown = null;
  for (const id of await listDueForPurge(deps.db.kysely, before)) {
    try {
      await runTransaction(deps, async (trx) => {
        await purgeDeletedChecklist(trx, id, deps.clock.now().toISOString());
        // Last before the commit: storage that cannot delete keeps the contents for another try.
        await dropChecklistFiles(deps, id);
        return { commit: true, value: null };
      });
      purged += 1;
    } catch (error) {
      failure ??= error;
    }
  }
  // The others went; the run reports the first that could not, to be tried again next run.
  if (failure !== null) throw failure;
  return purged;
}

/**
 * Deletes a store's row with its deleted checklists (the foreign key cascades), removing their
 * kept photo files last before the commit, so storage that cannot delete keeps the store.
 */
export async function deleteStoreWithKeptChecklists(
  deps: AppDeps,
  trx: Kysely<Database>,
  storeId: string,
  deleteRow: () => Promise<unknown>,
): Promise<void> {
  const kept = await listKeptOfStore(trx, storeId);
  await deleteRow();
  for (const id of kept) await dropChecklistFiles(deps, id);
}
