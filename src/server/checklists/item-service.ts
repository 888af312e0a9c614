import type {
  ChecklistCounts,
  ChecklistItem,
  ChangedItem,
  ItemChangeResponse,
} from '../../domain/checklists/api';
import { applyItemChange, type ItemChange } from '../../domain/checklists/item-state';
import { CHECKLIST_ITEM_NOT_FOUND, CHECKLIST_NOT_FOUND } from '../../domain/checklists/messages';
import { checklistStatus } from '../../domain/checklists/progress';
import { recountAfterItemChange } from '../../domain/checklists/recount';
import type { Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import { runReadThenWrite, runTransaction } from '../db/transaction';
import { isUniqueViolation } from '../db/unique-violation';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { checklistChanged } from './change';
import { replayFor, replayOf } from '../http/idempotency';
import type { StoredKey } from '../http/idempotency-repository';
import { eventsBy, itemChanged } from './history';
import { oneAtATime } from './one-at-a-time';
import { findItemForTick, lockForTick, saveTick } from './locked-tick-repository';
import { readForTick, writeTick, type LockedForTick } from './tick-repository';
import {
  notifyPriorityFailureOnTick,
  raisesPriorityNotice,
  sendWaitingEmails,
} from '../notifications/checklist-events';
import { dropPhotos, itemPhotos } from '../photos/cleanup';

/** Who ticked it: set by the tick, kept while it stays ticked, cleared when it is not. */
function completedBy(before: ChecklistItem, after: ChecklistItem, userId: string) {
  if (!after.completed) return null;
  return before.completed ? before.completedBy : userId;
}

/** Exactly the answer's fields: the answer is also what a repeat gets back, verbatim. */
function stateOf(item: ChecklistItem): ChangedItem {
  return {
    id: item.id,
    completed: item.completed,
    completedAt: item.completedAt,
    completedBy: item.completedBy,
    failed: item.failed,
    failureComment: item.failureComment,
    failurePriority: item.failurePriority,
    resolved: item.resolved,
    resolvedAt: item.resolvedAt,
    updatedAt: item.updatedAt,
  };
}

function countsOf(
  locked: LockedForTick,
  counts: Omit<ChecklistCounts, 'id' | 'version' | 'updatedAt' | 'status'>,
  changed: { version: number; updatedAt: string },
): ChecklistCounts {
  return {
    id: locked.id,
    version: changed.version,
    updatedAt: changed.updatedAt,
    progress: counts.progress,
    completedAt: counts.completedAt,
    openIssues: counts.openIssues,
    status: checklistStatus(counts),
    sectionCounts: counts.sectionCounts,
  };
}

type Attempt =
  | { kind: 'answered'; answer: ItemChangeResponse; keyKept: boolean }
  /** The Idempotency-Key was used before (or by a twin meanwhile): answer as the first did. */
  | { kind: 'replay'; stored: StoredKey | null }
  /** The change writes more than the item (a notification, photos to drop). */
  | { kind: 'in-transaction' }
  /** Another change to the checklist came between the read and the write. */
  | { kind: 'stale' };

/** Reads again after a change that came in between; then it waits its turn under the lock. */
const FAST_ATTEMPTS = 5;

/**
 * Applies one absolute change to one item (SPEC §4 "Item states") and recounts the checklist
 * from its stored counts. A tick reads the Idempotency-Key, the checklist and the item in one
 * statement and writes the item, the counts, the history event and the key with its answer in
 * one atomic step that applies only if the checklist is still as read (see
 * runReadThenWrite); a change that came in between makes it read again. A change that also
 * raises a notification or drops photos runs in a transaction under the checklist's lock. A
 * change that leaves the item as it was writes nothing. On PostgreSQL, one instance takes one
 * tick per checklist at a time. The answer is the item's new state and the checklist's new
 * counts.
 */
export async function changeChecklistItem(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  itemId: string,
  change: ItemChange,
): Promise<ItemChangeResponse> {
  // SQLite's shared commits take a checklist's ticks together; PostgreSQL's would wait for each
  // other's row, each holding a pooled connection, and all but the first would read again.
  if (deps.db.groupCommit) return changeItem(deps, user, checklistId, itemId, change);
  return oneAtATime(checklistId, () => changeItem(deps, user, checklistId, itemId, change));
}

async function changeItem(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  itemId: string,
  change: ItemChange,
): Promise<ItemChangeResponse> {
  const now = deps.clock.now().toISOString();
  const claim = user.idempotency;
  for (let attempt = 1; attempt <= FAST_ATTEMPTS; attempt += 1) {
    const outcome = await tickOnce(deps, user, { checklistId, itemId, change, now });
    if (outcome.kind === 'answered') {
      if (claim && outcome.keyKept) claim.answered = true;
      return outcome.answer;
    }
    if (outcome.kind === 'replay' && claim) {
      throw outcome.stored && outcome.stored.statusCode !== null
        ? replayOf(outcome.stored, claim)
        : await replayFor(deps, claim);
    }
    if (outcome.kind === 'in-transaction') break;
  }
  return changeUnderLock(deps, user, { checklistId, itemId, change, now });
}

interface TickRequest {
  checklistId: string;
  itemId: string;
  change: ItemChange;
  now: string;
}

async function tickOnce(deps: AppDeps, user: Caller, request: TickRequest): Promise<Attempt> {
  const { checklistId, itemId, change, now } = request;
  const { dialect } = deps.db;
  const claim = user.idempotency;
  try {
    return await runReadThenWrite<Attempt>(deps, async (db) => {
      const read = await readForTick(db, dialect, {
        checklistId,
        itemId,
        userId: user.id,
        key: claim?.key ?? null,
      });
      if (read.stored) return { keep: false, value: { kind: 'replay', stored: read.stored } };
      const { checklist, item: before } = read;
      if (!checklist) throw notFound(CHECKLIST_NOT_FOUND);
      requireAccess(user, 'checklist:edit', checklist);
      if (!before) throw notFound(CHECKLIST_ITEM_NOT_FOUND);
      const result = applyItemChange(before, change, now);
      if (!result.ok) throw badRequest(result.message);
      if (!result.changed) {
        const answer = {
          item: stateOf(before),
          checklist: countsOf(checklist, checklist, checklist),
        };
        return { keep: false, value: { kind: 'answered', answer, keyKept: false } };
      }
      const item = changedItem(before, result.item, user.id, now);
      if (writesMoreThanTheItem(before, item)) {
        return { keep: false, value: { kind: 'in-transaction' } };
      }
      const counts = recountAfterItemChange(checklist, before, item, now);
      const changed = { version: checklist.version + 1, updatedAt: now };
      const answer = { item: stateOf(item), checklist: countsOf(checklist, counts, changed) };
      const message = checklistChanged(user, checklist, 'changed');
      const written = await writeTick(db, dialect, {
        checklistId,
        version: checklist.version,
        item,
        counts,
        now,
        event: historyEvent(user, checklistId, now, before, item),
        answer: claim ? { claim, statusCode: 200, body: JSON.stringify(answer) } : null,
      });
      if (written === 'stale') return { keep: false, value: { kind: 'stale' } };
      return {
        keep: true,
        value: { kind: 'answered', answer, keyKept: claim !== null },
        messages: [message],
      };
    });
  } catch (error) {
    // PostgreSQL: a twin with the same Idempotency-Key was saved between the read and the write.
    if (claim && isUniqueViolation(error)) return { kind: 'replay', stored: null };
    throw error;
  }
}

function changedItem(
  before: ChecklistItem,
  after: ChecklistItem,
  userId: string,
  now: string,
): ChecklistItem {
  return { ...after, completedBy: completedBy(before, after, userId), updatedAt: now };
}

/** A cleared failure takes its photos with it; an A or B failure tells the managers at once. */
function writesMoreThanTheItem(before: ChecklistItem, after: ChecklistItem): boolean {
  return (before.failed && !after.failed) || raisesPriorityNotice(after);
}

function historyEvent(
  user: Caller,
  checklistId: string,
  now: string,
  before: ChecklistItem,
  after: ChecklistItem,
) {
  const [event] = eventsBy(user, checklistId, now, [itemChanged(before, after)]);
  if (!event) throw new Error('an item change has one history event');
  return event;
}

/**
 * The same change in one transaction that starts with the Idempotency-Key's claim and the
 * checklist's lock and ends with the answer stored beside the key: for a change that writes more
 * than the item, or one that kept meeting other changes.
 */
async function changeUnderLock(
  deps: AppDeps,
  user: Caller,
  request: TickRequest,
): Promise<ItemChangeResponse> {
  const { checklistId, itemId, change, now } = request;
  const { dialect } = deps.db;
  let emails = 0;
  const answer = await runTransaction(
    deps,
    async (trx, announce) => {
      const locked = await lockForTick(trx, dialect, checklistId);
      if (!locked) throw notFound(CHECKLIST_NOT_FOUND);
      requireAccess(user, 'checklist:edit', locked);
      const before = await findItemForTick(trx, dialect, checklistId, itemId);
      if (!before) throw notFound(CHECKLIST_ITEM_NOT_FOUND);
      const result = applyItemChange(before, change, now);
      if (!result.ok) throw badRequest(result.message);
      if (!result.changed) {
        // Rolled back: the version the lock raised stays as it was.
        const asStored = { version: locked.version - 1, updatedAt: locked.updatedAt };
        return {
          commit: false,
          value: { item: stateOf(before), checklist: countsOf(locked, locked, asStored) },
        };
      }
      const item = changedItem(before, result.item, user.id, now);
      if (before.failed && !item.failed) {
        await dropPhotos(deps, trx, await itemPhotos(trx, checklistId, itemId));
      }
      const counts = recountAfterItemChange(locked, before, item, now);
      const event = historyEvent(user, checklistId, now, before, item);
      await saveTick(trx, dialect, { item, checklistId, counts, now }, event);
      announce(checklistChanged(user, locked, 'changed'));
      emails = await notifyPriorityFailureOnTick(trx, announce, now, { checklistId, item });
      const changed = { version: locked.version, updatedAt: now };
      return {
        commit: true,
        value: { item: stateOf(item), checklist: countsOf(locked, counts, changed) },
      };
    },
    user.idempotency,
    (value) => ({ statusCode: 200, body: JSON.stringify(value) }),
  );
  sendWaitingEmails(deps, emails);
  return answer;
}
