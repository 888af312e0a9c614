import type { ChecklistItem, ItemChangeResponse } from '#domain/checklists/api';
import type { Caller } from '../auth/caller';
import { openWriteUnit } from '../writes/unit-of-work';
import type { AppDeps } from '../deps';
import { replayFor, replayOf } from '../idempotency/idempotency';
import type { StoredKey } from '../idempotency/repository';
import type { BusMessage } from '../live/bus';
import { decideTick, type TickDecision, type TickRequest } from './tick-decision';
import { readForTicks, writeTicks, type ChecklistTicks } from './tick-group-repository';
import type { LockedForTick, TickRead } from './tick-repository';

/** Reads again after a change that came in between; then it waits its turn under the lock. */
export const FAST_ATTEMPTS = 5;

/** How many ticks share one read and one write at most. */
export const TICK_GROUP_MAX = 64;

/** The two ways a tick runs outside the group (item-service.ts). */
export interface TickPaths {
  /** On its own: when the group's write failed as a whole. */
  alone(user: Caller, request: TickRequest): Promise<ItemChangeResponse>;
  /** In a transaction under the checklist's lock: a change that writes more than the item. */
  underLock(user: Caller, request: TickRequest): Promise<ItemChangeResponse>;
}

export interface TickGroup {
  tick(user: Caller, request: TickRequest): Promise<ItemChangeResponse>;
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
  resolve(answer: ItemChangeResponse): void;
  reject(error: unknown): void;
}

/** One checklist's ticks in a group, decided one after another from the state read. */
interface Lane {
  checklistId: string;
  /** As the group's changes so far leave it. */
  checklist: LockedForTick | null;
  /** The version read: the write applies only while the checklist is still at it. */
  readVersion: number;
  /** Items as the group's changes so far leave them. */
  items: Map<string, ChecklistItem>;
  changes: { member: Waiting; decision: Extract<TickDecision, { kind: 'change' }> }[];
  /** A tick that must run under the lock came first: the lane's later ticks wait for it. */
  blocked: boolean;
}

/** How a member is answered, once the group's write has settled. */
interface Outcome {
  member: Waiting;
  /** The lane whose write the answer depends on; none for a replay of a stored answer. */
  lane: Lane | null;
  finish(): void | Promise<void>;
}

/**
 * Ticks that reach this instance together share one read and one write. While a group is being
 * read and written, the ticks arriving meanwhile wait in line, and the next group takes them all
 * (up to TICK_GROUP_MAX). On PostgreSQL a whole region's ticks at opening time then cost two
 * statements, not two each; on SQLite the group is one savepoint of the shared commit, with one
 * swap per checklist rather than per tick. The ticks of one checklist are decided one after
 * another from the state read, each as if it had run alone, and the write raises the
 * checklist's version by one per change; every checklist's part applies only while that
 * checklist is still at the version read (another instance's change puts its ticks back in line
 * to be read again). Each tick keeps its own history event and its Idempotency-Key with its
 * answer, written with the change. A change that writes more than the item runs under the
 * checklist's lock after the group, and the checklist's later ticks wait for it. If the write
 * fails as a whole (a key another instance saved meanwhile), nothing of it was written and each
 * tick runs on its own.
 */
export function createTickGroup(app: () => AppDeps, paths: TickPaths): TickGroup {
  const line: Waiting[] = [];
  const stats = { groups: 0, ticks: 0 };
  let draining = false;
  let arrivals = 0;

  async function drain(): Promise<void> {
    while (line.length > 0) {
      const group = line.splice(0, TICK_GROUP_MAX);
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
      const key = waiting.user.idempotency
        ? `${waiting.user.id} ${waiting.user.idempotency.key}`
        : null;
      if (key !== null && keys.has(key)) {
        back.push(waiting);
        continue;
      }
      if (key !== null) keys.add(key);
      members.push(waiting);
    }
    const deps = app();
    // Each of the group's statements is atomic on its own on PostgreSQL (see writeTicks).
    const unit = await openWriteUnit(deps, { transaction: false });
    let reads: TickRead[];
    try {
      reads = await readForTicks(
        unit.trx,
        deps.db.dialect,
        members.map(({ user, request }) => ({
          checklistId: request.checklistId,
          itemId: request.itemId,
          userId: user.id,
          key: user.idempotency?.key ?? null,
        })),
      );
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
        lane = {
          checklistId,
          checklist: read.checklist,
          readVersion: read.checklist?.version ?? 0,
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
        decision = decideTick(member.user, member.request, {
          stored: read.stored,
          checklist: lane.checklist,
          item: lane.items.get(itemId) ?? read.item,
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
        case 'in-transaction':
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
      if (writing.length > 0) {
        applied = await writeTicks(unit.trx, deps.db.dialect, writing.map(ticksOf));
      }
    } catch {
      // Nothing of the group was written: each tick runs on its own, and one whose key was
      // saved meanwhile finds that answer.
      await unit.rollback();
      for (const member of members) {
        if (!back.includes(member)) await settle(member, paths.alone);
      }
      return back;
    }
    try {
      if (applied.size > 0) await unit.commit();
      else await unit.rollback();
    } catch (error) {
      // SQLite: the shared commit failed, so nothing of it is on disk.
      for (const member of members) {
        if (!back.includes(member)) member.reject(error);
      }
      return back;
    }

    const messages = writing
      .filter((lane) => applied.has(lane.checklistId))
      .flatMap((lane) => lane.changes.map((change) => change.decision.message));
    announce(messages);
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
    for (const member of locked) await settle(member, paths.underLock);
    return back;
  }

  function announce(messages: BusMessage[]) {
    app().committed.emit(messages);
  }

  async function replay(member: Waiting, stored: StoredKey): Promise<void> {
    const claim = member.user.idempotency;
    if (!claim) {
      member.reject(new Error('A stored answer is found only by an Idempotency-Key'));
      return;
    }
    member.reject(
      stored.statusCode !== null ? replayOf(stored, claim) : await replayFor(app(), claim),
    );
  }

  async function settle(member: Waiting, path: TickPaths['alone']): Promise<void> {
    try {
      member.resolve(await path(member.user, member.request));
    } catch (error) {
      member.reject(error);
    }
  }

  return {
    stats,
    tick(user, request) {
      return new Promise<ItemChangeResponse>((resolve, reject) => {
        arrivals += 1;
        line.push({ seq: arrivals, user, request, attempts: 0, resolve, reject });
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
    answers: lane.changes.flatMap(({ member, decision }) => {
      const claim = member.user.idempotency;
      if (!claim) return [];
      const body = JSON.stringify(decision.answer);
      return [{ claim, statusCode: 200, body, at: member.request.now }];
    }),
  };
}
