// The item tick (PATCH /api/checklists/:id/items/:itemId), in order: every tick joins a group
// (a tick alone is a group of one), which reads all its ticks at once, decides each (decide.ts),
// and writes them at once while their checklists are still as read (the TickStore, store.ts). A
// tick that writes more than the item runs after its group, in a transaction under the
// checklist's lock.
import type { ChecklistItem, ItemChangeResponse } from '#domain/checklists/api';
import type { Caller } from '../../auth/caller';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AppDeps } from '../../deps';
import { replayFor, replayOf } from '../../idempotency/idempotency';
import type { StoredKey } from '../../idempotency/repository';
import {
  notifyPriorityFailureOnTick,
  sendWaitingEmails,
} from '../../notifications/checklist-events';
import { followItemChange } from '../../actions/repository';
import { dropPhotos, itemPhotos } from '../../photos/cleanup';
import { listPhotoSet } from '../../photos/repository';
import { badRequest } from '../../http/errors';
import { ANSWER_MESSAGES } from '#domain/answers/messages';
import { openWriteUnit, runTransaction } from '../../writes/unit-of-work';
import type { BusMessage } from '../../live/bus';
import {
  decideTick,
  resolvesNeedingPhoto,
  type TickAccess,
  type TickDecision,
  type TickRequest,
  type TickedChecklist,
} from './decide';
import type { ChecklistTicks, TickStore } from './store';
import { queueTickEvents } from '../../integrations/webhooks/tick-events';

/** Groups whose write found the checklist changed before a tick waits its turn under the lock. */
export const FAST_ATTEMPTS = 5;

/** How many ticks share one read and one write at most. */
export const TICK_GROUP_MAX = 64;

export interface TickGroup {
  /** Applies one absolute change to one item: the item's new state and the new counts. */
  tick(user: Caller, asked: Omit<TickRequest, 'now'>): Promise<ItemChangeResponse>;
  /** The database's statements, chosen where the app is made (createDeps). */
  readonly store: TickStore;
  /** Groups read and ticks answered by them (the tests read them). */
  readonly stats: { readonly groups: number; readonly ticks: number };
}

interface Waiting {
  /** Arrival order: a tick put back keeps its place before those that came after it. */
  seq: number;
  user: Caller;
  request: TickRequest;
  /** Groups whose write found the checklist changed since their read. */
  attempts: number;
  /** In a group of its own: its last group's write failed as a whole. */
  alone: boolean;
  resolve(answer: ItemChangeResponse): void;
  reject(error: unknown): void;
}

/** One checklist's ticks in a group, decided one after another from the state read. */
interface Lane {
  checklistId: string;
  /** As the group's changes so far leave it. */
  checklist: TickedChecklist | null;
  readVersion: number;
  /** Items as the group's changes so far leave them. */
  items: Map<string, ChecklistItem>;
  changes: { member: Waiting; decision: Extract<TickDecision, { kind: 'change' }> }[];
  /** A tick that must run under the lock came first: the lane's later ticks wait for it. */
  blocked: boolean;
}

/** How a member is answered once the group's write has settled. */
interface Outcome {
  member: Waiting;
  /** The lane whose write the answer depends on; none for a replay of a stored answer. */
  lane: Lane | null;
  finish(): void | Promise<void>;
}

/**
 * Ticks that reach this instance while a group is read and written wait in line; the next group
 * takes them all (up to TICK_GROUP_MAX): on PostgreSQL a region's ticks at opening time cost two
 * statements, not two each; on SQLite the group is one savepoint of the shared commit. One
 * checklist's ticks are decided one after another from the state read, each as if alone, each
 * with its history event and its Idempotency-Key's answer. A checklist another instance changed
 * since the read puts its ticks back in line. A write that fails as a whole (a key another
 * instance saved meanwhile) wrote nothing: each tick runs again alone, and such a key is replayed.
 */
export function createTickGroup(app: () => AppDeps, store: TickStore): TickGroup {
  const line: Waiting[] = [];
  const stats = { groups: 0, ticks: 0 };
  let draining = false;
  let arrivals = 0;

  async function drain(): Promise<void> {
    while (line.length > 0) {
      const together = line.findIndex((waiting, i) => waiting.alone || i === TICK_GROUP_MAX);
      const group = line.splice(0, line[0]?.alone ? 1 : together === -1 ? line.length : together);
      let back: Waiting[] = [];
      try {
        back = await runGroup(group);
      } catch (error) {
        // Not expected: every tick of the group is told, and one already answered stays so.
        for (const waiting of group) waiting.reject(error);
      }
      line.unshift(...back.sort((a, b) => a.seq - b.seq));
    }
    draining = false;
  }

  /** Runs one group; answers its ticks, and gives back those that must wait for the next. */
  async function runGroup(group: Waiting[]): Promise<Waiting[]> {
    const back: Waiting[] = [];
    const members: Waiting[] = [];
    const keys = new Set<string>();
    for (const waiting of group) {
      // A twin (the same user and key) waits for the next group, where it finds the answer.
      const claim = waiting.user.idempotency;
      const key = claim ? `${waiting.user.id} ${claim.key}` : null;
      if (key !== null && keys.has(key)) back.push(waiting);
      else members.push(waiting);
      if (key !== null) keys.add(key);
    }
    const deps = app();
    // Each of the group's statements is atomic on its own on PostgreSQL (postgres-store.ts).
    const unit = await openWriteUnit(deps, { transaction: false });
    const asked = members.map(({ user, request }) => ({
      checklistId: request.checklistId,
      itemId: request.itemId,
      userId: user.id,
      key: user.idempotency?.key ?? null,
    }));
    let reads;
    try {
      reads = await store.read(unit.trx, asked);
    } catch (error) {
      await unit.rollback();
      for (const member of members) member.reject(error);
      return back;
    }
    stats.groups += 1;

    const lanes = new Map<string, Lane>();
    const outcomes: Outcome[] = [];
    const locked: Waiting[] = [];
    members.forEach((member, i) => {
      const read = reads[i];
      if (!read) throw new Error('the group reads one row for every tick');
      const { checklistId, itemId } = member.request;
      let lane = lanes.get(checklistId);
      if (!lane) {
        const readVersion = read.checklist?.version ?? 0;
        lane = {
          checklistId,
          checklist: read.checklist,
          readVersion,
          items: new Map(),
          changes: [],
          blocked: false,
        };
        lanes.set(checklistId, lane);
      }
      if (lane.blocked) {
        back.push(member);
        return;
      }
      if (member.attempts >= FAST_ATTEMPTS) {
        lane.blocked = true;
        locked.push(member);
        return;
      }
      let decision: TickDecision;
      try {
        const item = lane.items.get(itemId) ?? read.item;
        decision = decideTick(member.user, member.request, {
          ...read,
          checklist: lane.checklist,
          item,
        });
      } catch (error) {
        outcomes.push({ member, lane, finish: () => member.reject(error) });
        return;
      }
      switch (decision.kind) {
        case 'replay': {
          const { stored } = decision;
          outcomes.push({ member, lane: null, finish: () => replay(member, stored) });
          return;
        }
        case 'unchanged':
          outcomes.push({ member, lane, finish: () => member.resolve(decision.answer) });
          return;
        case 'under-lock':
          lane.blocked = true;
          locked.push(member);
          return;
        case 'change': {
          lane.checklist = decision.after;
          lane.items.set(itemId, decision.item);
          lane.changes.push({ member, decision });
          const claim = member.user.idempotency;
          outcomes.push({
            member,
            lane,
            finish: () => {
              if (claim) claim.answered = true;
              member.resolve(decision.answer);
            },
          });
          return;
        }
      }
    });

    const writing = [...lanes.values()].filter((lane) => lane.changes.length > 0);
    let applied = new Set<string>();
    try {
      if (writing.length > 0) applied = await store.write(unit.trx, writing.map(ticksOf));
    } catch (error) {
      await unit.rollback();
      const written = members.filter((member) => !back.includes(member));
      if (written.length === 1 && !isUniqueViolation(error)) written[0]!.reject(error);
      else {
        for (const member of written) {
          // Alone already: the key it met is read, and its answer replayed, in the next group.
          if (member.alone) member.attempts += 1;
          member.alone = true;
          back.push(member);
        }
      }
      return back;
    }
    try {
      if (applied.size > 0) await unit.commit();
      else await unit.rollback();
    } catch (error) {
      // SQLite: the shared commit failed, so nothing of it is on disk.
      for (const member of members) if (!back.includes(member)) member.reject(error);
      return back;
    }

    deps.committed.emit(
      writing
        .filter((lane) => applied.has(lane.checklistId))
        .flatMap((lane) => lane.changes.map((change) => change.decision.message)),
    );
    for (const outcome of outcomes) {
      const { lane } = outcome;
      if (lane && lane.changes.length > 0 && !applied.has(lane.checklistId)) {
        // Changed by another instance since the read: read it again in the next group.
        outcome.member.attempts += 1;
        back.push(outcome.member);
        continue;
      }
      stats.ticks += 1;
      try {
        await outcome.finish();
      } catch (error) {
        outcome.member.reject(error);
      }
    }
    for (const member of locked) {
      try {
        member.resolve(await underLock(app(), store, member.user, member.request));
      } catch (error) {
        member.reject(error);
      }
    }
    return back;
  }

  async function replay(member: Waiting, stored: StoredKey): Promise<void> {
    const claim = member.user.idempotency;
    if (!claim) throw new Error('A stored answer is found only by an Idempotency-Key');
    throw stored.statusCode !== null ? replayOf(stored, claim) : await replayFor(app(), claim);
  }

  return {
    store,
    stats,
    tick(user, asked) {
      const request = { ...asked, now: app().clock.now().toISOString() };
      return new Promise<ItemChangeResponse>((resolve, reject) => {
        arrivals += 1;
        line.push({ seq: arrivals, user, request, attempts: 0, alone: false, resolve, reject });
        if (draining) return;
        draining = true;
        // The requests already received join the first group too.
        setImmediate(() => void drain());
      });
    },
  };
}

/** What one lane's changes write: the last counts, each item's last state, every event and key. */
function ticksOf(lane: Lane): ChecklistTicks {
  const last = lane.changes.at(-1);
  if (!last) throw new Error('a lane that writes has a change');
  return {
    checklistId: lane.checklistId,
    version: lane.readVersion,
    counts: last.decision.counts,
    now: last.member.request.now,
    items: [...lane.items.values()],
    events: lane.changes.map((change) => change.decision.event),
    readings: lane.changes.flatMap(({ decision }) => (decision.reading ? [decision.reading] : [])),
    answers: lane.changes.flatMap(({ member, decision }) => {
      const claim = member.user.idempotency;
      const body = JSON.stringify(decision.answer);
      return claim ? [{ claim, statusCode: 200, body, now: member.request.now }] : [];
    }),
  };
}

/**
 * A tick in one transaction that starts with the Idempotency-Key's claim and the checklist's
 * lock and ends with the answer stored beside the key: for a change that also drops photos or
 * notifies managers, or one that kept meeting other changes.
 */
async function underLock(
  deps: AppDeps,
  store: TickStore,
  user: Caller,
  request: TickRequest,
): Promise<ItemChangeResponse> {
  let emails = 0;
  const answer = await runTransaction(
    deps,
    async (trx, announce) => {
      const change = await changeItemLocked(deps, store, trx, announce, user, request);
      emails = change.emails;
      return { commit: change.changed, value: change.answer };
    },
    user.idempotency,
    (value) => ({ statusCode: 200, body: JSON.stringify(value) }),
  );
  sendWaitingEmails(deps, emails);
  return answer;
}

/** What a change under the checklist's lock did; `emails` wait for the commit to be sent. */
export type LockedChange = { changed: boolean; answer: ItemChangeResponse; emails: number };

/**
 * One item change in `trx`, which it locks the checklist in: the tick's slow path, and how a
 * corrective action's "done" and "reopen" resolve and unresolve its failure (`access` 'action':
 * the action's own rules were checked instead of the checklist's).
 */
export async function changeItemLocked(
  deps: AppDeps,
  store: TickStore,
  trx: Parameters<TickStore['lock']>[0],
  announce: (message: BusMessage) => void,
  user: Caller,
  request: TickRequest,
  access: TickAccess = 'checklist',
): Promise<LockedChange> {
  const { checklistId, itemId, now } = request;
  await store.lock(trx, checklistId);
  // The key was claimed as the transaction began: it is not read again.
  const [read] = await store.read(trx, [{ checklistId, itemId, userId: user.id, key: null }]);
  const decision = decideTick(user, request, read!, true, access);
  if (decision.kind === 'unchanged') return { changed: false, answer: decision.answer, emails: 0 };
  if (decision.kind !== 'change') throw new Error('a tick under the lock is decided whole');
  const { before, item, counts, event, reading } = decision;
  if (resolvesNeedingPhoto(before, item)) {
    const photos = await listPhotoSet(trx, checklistId, 'failure', itemId);
    if (photos.length === 0) throw badRequest(ANSWER_MESSAGES.photoRequiredToResolve);
  }
  const ticks = {
    checklistId,
    version: decision.after.version - 1,
    counts,
    now,
    items: [item],
    events: [event],
    readings: reading ? [reading] : [],
    answers: [],
  };
  if (!(await store.write(trx, [ticks])).has(checklistId)) {
    throw new Error('a checklist under its lock changed');
  }
  const checklist = read!.checklist!;
  await followItemChange(
    trx,
    { checklist, by: { id: event.userId, name: event.userName }, now },
    before,
    item,
  );
  if (before.failed && !item.failed) {
    await dropPhotos(deps, trx, await itemPhotos(trx, checklistId, itemId));
  }
  announce(decision.message);
  await queueTickEvents(trx, decision, read!, now);
  const emails = await notifyPriorityFailureOnTick(trx, announce, now, { checklistId, item });
  return { changed: true, answer: decision.answer, emails };
}
