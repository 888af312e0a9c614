import type { ItemChangeResponse } from '#domain/checklists/api';
import { applyItemChange, type ItemChange } from '#domain/checklists/item-state';
import { CHECKLIST_ITEM_NOT_FOUND, CHECKLIST_NOT_FOUND } from '#domain/checklists/messages';
import { recountAfterItemChange } from '#domain/checklists/recount';
import type { Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import { runReadThenWrite, runTransaction } from '../writes/unit-of-work';
import { isUniqueViolation } from '../db/unique-violation';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { replayFor, replayOf } from '../idempotency/idempotency';
import type { StoredKey } from '../idempotency/repository';
import { notifyPriorityFailureOnTick, sendWaitingEmails } from '../notifications/checklist-events';
import { dropPhotos, itemPhotos } from '../photos/cleanup';
import { checklistChanged } from './change';
import { findItemForTick, lockForTick, saveTick } from './locked-tick-repository';
import {
  changedItem,
  countsOf,
  decideTick,
  historyEvent,
  stateOf,
  type TickRequest,
} from './tick-decision';
import { createTickGroup, FAST_ATTEMPTS, type TickGroup } from './tick-group';
import { readForTick, writeTick } from './tick-repository';

type Attempt =
  | { kind: 'answered'; answer: ItemChangeResponse; keyKept: boolean }
  /** The Idempotency-Key was used before (or by a twin meanwhile): answer as the first did. */
  | { kind: 'replay'; stored: StoredKey | null }
  /** The change writes more than the item (a notification, photos to drop). */
  | { kind: 'in-transaction' }
  /** Another change to the checklist came between the read and the write. */
  | { kind: 'stale' };

/**
 * Applies one absolute change to one item (SPEC §4 "Item states") and recounts the checklist
 * from its stored counts. A tick reads the Idempotency-Key, the checklist and the item in one
 * statement and writes the item, the counts, the history event and the key with its answer in
 * one atomic step that applies only if the checklist is still as read (see
 * runReadThenWrite); a change that came in between makes it read again. A change that also
 * raises a notification or drops photos runs in a transaction under the checklist's lock. A
 * change that leaves the item as it was writes nothing. The ticks that reach one instance
 * together share that read and that write (tick-group.ts). The answer is the item's new state
 * and the checklist's new counts.
 */
export async function changeChecklistItem(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  itemId: string,
  change: ItemChange,
): Promise<ItemChangeResponse> {
  const request = { checklistId, itemId, change, now: deps.clock.now().toISOString() };
  return deps.ticks.tick(user, request);
}

/** The app's tick group (deps.ticks), with the two ways a tick runs outside it. */
export function createAppTickGroup(deps: () => AppDeps): TickGroup {
  return createTickGroup(deps, {
    alone: (user, request) => changeItem(deps(), user, request),
    underLock: (user, request) => changeUnderLock(deps(), user, request),
  });
}

/** One tick on its own: it reads again after a change that came in between, up to a point. */
async function changeItem(
  deps: AppDeps,
  user: Caller,
  request: TickRequest,
): Promise<ItemChangeResponse> {
  const claim = user.idempotency;
  for (let attempt = 1; attempt <= FAST_ATTEMPTS; attempt += 1) {
    const outcome = await tickOnce(deps, user, request);
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
  return changeUnderLock(deps, user, request);
}

async function tickOnce(deps: AppDeps, user: Caller, request: TickRequest): Promise<Attempt> {
  const { checklistId, itemId, now } = request;
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
      const decision = decideTick(user, request, read);
      if (decision.kind === 'replay') {
        return { keep: false, value: { kind: 'replay', stored: decision.stored } };
      }
      if (decision.kind === 'unchanged') {
        return {
          keep: false,
          value: { kind: 'answered', answer: decision.answer, keyKept: false },
        };
      }
      if (decision.kind === 'in-transaction') {
        return { keep: false, value: { kind: 'in-transaction' } };
      }
      const { item, counts, answer, event } = decision;
      const written = await writeTick(db, dialect, {
        checklistId,
        version: decision.version,
        item,
        counts,
        now,
        event,
        answer: claim ? { claim, statusCode: 200, body: JSON.stringify(answer) } : null,
      });
      if (written === 'stale') return { keep: false, value: { kind: 'stale' } };
      return {
        keep: true,
        value: { kind: 'answered', answer, keyKept: claim !== null },
        messages: [decision.message],
      };
    });
  } catch (error) {
    // PostgreSQL: a twin with the same Idempotency-Key was saved between the read and the write.
    if (claim && isUniqueViolation(error)) return { kind: 'replay', stored: null };
    throw error;
  }
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
