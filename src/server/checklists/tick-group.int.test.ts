import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail, ChecklistItem } from '../../domain/checklists/api';
import { applyItemChange, type ItemChange } from '../../domain/checklists/item-state';
import { recountAfterItemChange } from '../../domain/checklists/recount';
import type { Database } from '../db/types';
import { isUniqueViolation } from '../db/unique-violation';
import { dbQueryDuration } from '../metrics/registry';
import { signedInUser, type SignedInUser } from '../testing/api-client';
import { createChecklist, createStore } from '../testing/factories';
import {
  createTestDatabase,
  startTestApp,
  testDialects,
  type TestApp,
  type TestDatabase,
} from '../testing/harness';
import { useTestApp } from '../testing/use-test-app';
import { readForTicks, writeTicks, type ChecklistTicks, type TickRead } from './tick-repository';

// Ticks sent together share a read and a write (tick-group.ts): one statement each on
// PostgreSQL, one savepoint of a shared commit on SQLite. Each must still come out as if it had
// run alone, in the order sent.
describe.each(testDialects())('ticks sent together on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function scene(checklists = 1) {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const categories = ['breakfast', 'day', 'night'] as const;
    const created: ChecklistDetail[] = [];
    for (const category of categories.slice(0, checklists)) {
      created.push(await createChecklist(t.deps, { by: leader, category }));
    }
    return { store, leader, checklists: created };
  }

  const change = (
    user: SignedInUser,
    checklistId: string,
    itemId: string,
    body: ItemChange,
    key: string,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/checklists/${checklistId}/items/${itemId}`,
      payload: body,
      headers: { cookie: user.cookie, 'idempotency-key': key },
    });

  const complete = { type: 'complete', completed: true } as const;

  const detailOf = async (user: SignedInUser, id: string): Promise<ChecklistDetail> =>
    (await user.api.get(`/api/checklists/${id}`)).json();

  const historyOf = async (user: SignedInUser, id: string) =>
    (await user.api.get(`/api/checklists/${id}/history`)).json().events as {
      subject: string | null;
      summary: string;
    }[];

  /** Statements this dialect's database has run so far (every query is observed). */
  const statementsRun = async () =>
    (await dbQueryDuration.get()).values
      .filter((v) => v.metricName?.endsWith('_count') && v.labels.dialect === dialect)
      .reduce((sum, v) => sum + v.value, 0);

  it('applies ticks to several checklists, each with its own version, event and stored answer', async () => {
    const { leader, checklists } = await scene(3);
    // Warm-up: the session is cached, so the ticks below reach the service together.
    await change(leader, checklists[0]!.id, checklists[0]!.items[0]!.id, complete, 'warm');
    const before = await statementsRun();
    const sent = checklists.flatMap((checklist) =>
      checklist.items.slice(1, 5).map((item) => ({ checklist, item })),
    );
    const answers = await Promise.all(
      sent.map(({ checklist, item }, i) =>
        change(leader, checklist.id, item.id, complete, `k${i}`),
      ),
    );
    const statements = (await statementsRun()) - before;
    expect(answers.map((a) => a.statusCode)).toEqual(sent.map(() => 200));
    if (dialect === 'postgres') {
      // Twelve ticks, three checklists: one read and one write for all of them (two of each at
      // most, if some arrived while the first group was being written).
      expect(statements).toBeLessThanOrEqual(4);
    } else {
      // Each tick's read, item, event and key, one swap per checklist and the group's savepoint
      // and commit: 55. One savepoint, read and swap for each tick on its own made it 84 and more.
      expect(statements).toBeLessThanOrEqual(60);
    }
    for (const checklist of checklists) {
      const versions = answers
        .filter((a) => a.json().checklist.id === checklist.id)
        .map((a) => a.json().checklist.version as number)
        .sort((a, b) => a - b);
      const first = checklist.id === checklists[0]!.id ? checklist.version + 1 : checklist.version;
      expect(versions).toEqual([first + 1, first + 2, first + 3, first + 4]);
      const detail = await detailOf(leader, checklist.id);
      const done = checklist.id === checklists[0]!.id ? 5 : 4;
      expect(detail.items.filter((item) => item.completed)).toHaveLength(done);
      expect(detail.version).toBe(versions.at(-1));
      expect(detail.progress).toBe(Math.round((done / detail.items.length) * 100));
      const events = await historyOf(leader, checklist.id);
      const ticked = checklist.items.slice(1, 5).map((item) => item.id);
      expect(events.filter((e) => e.subject !== null && ticked.includes(e.subject))).toHaveLength(
        4,
      );
    }
    const stored = await t.deps.db.kysely
      .selectFrom('idempotency_keys')
      .select(['key', 'status_code', 'response_body'])
      .where('user_id', '=', leader.id)
      .where('key', 'like', 'k%')
      .execute();
    expect(stored).toHaveLength(sent.length);
    for (const row of stored) {
      const answer = answers[Number(row.key.slice(1))]!;
      expect(row.status_code).toBe(200);
      expect(JSON.parse(row.response_body ?? 'null')).toEqual(answer.json());
    }
  });

  it('decides ticks to one item in the order sent, each from the one before', async () => {
    const { leader, checklists } = await scene();
    const [checklist] = checklists;
    const item = checklist!.items[0]!;
    await change(leader, checklist!.id, checklist!.items[1]!.id, complete, 'warm');
    const answers = await Promise.all([
      change(leader, checklist!.id, item.id, complete, 'on'),
      change(leader, checklist!.id, item.id, { type: 'complete', completed: false }, 'off'),
      change(leader, checklist!.id, item.id, complete, 'on-again'),
      change(leader, checklist!.id, item.id, complete, 'same'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const [on, off, onAgain, same] = answers.map((a) => a.json());
    expect([on.item.completed, off.item.completed, onAgain.item.completed]).toEqual([
      true,
      false,
      true,
    ]);
    expect([on.checklist.progress, off.checklist.progress]).toEqual([
      Math.round((2 / checklist!.items.length) * 100),
      Math.round((1 / checklist!.items.length) * 100),
    ]);
    // The fourth changes nothing and answers with the third's state and version.
    expect(same).toEqual(onAgain);
    const detail = await detailOf(leader, checklist!.id);
    expect(detail.items[0]).toMatchObject({ completed: true, completedBy: leader.id });
    expect(detail.version).toBe(onAgain.checklist.version);
    const events = (await historyOf(leader, checklist!.id)).filter((e) => e.subject === item.id);
    expect(events).toHaveLength(3);
  });

  it("runs a change that must notify under the lock, and the checklist's later ticks after it", async () => {
    const { store, leader, checklists } = await scene();
    const [checklist] = checklists;
    const manager = await signedInUser(t, 'store', store.id);
    const travel = checklist!.items.filter((item) => item.section === 'travel-path');
    const [first, second, third] = travel as [ChecklistItem, ChecklistItem, ChecklistItem];
    await change(leader, checklist!.id, checklist!.items[0]!.id, complete, 'warm');
    const answers = await Promise.all([
      change(leader, checklist!.id, first.id, complete, 'a'),
      change(
        leader,
        checklist!.id,
        second.id,
        { type: 'fail', comment: 'Freezer door seal torn', priority: 'A' },
        'b',
      ),
      // Only possible once the failure above is saved.
      change(leader, checklist!.id, second.id, { type: 'resolve', resolved: true }, 'c'),
      change(leader, checklist!.id, third.id, complete, 'd'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[2]!.json().item).toMatchObject({ failed: true, resolved: true });
    const detail = await detailOf(leader, checklist!.id);
    expect(detail.items.find((item) => item.id === second.id)).toMatchObject({
      failed: true,
      failurePriority: 'A',
      resolved: true,
    });
    expect(detail.items.filter((item) => item.completed)).toHaveLength(3);
    const notices = await t.deps.db.kysely
      .selectFrom('notifications')
      .select('subject')
      .where('recipient_id', '=', manager.id)
      .execute();
    expect(notices.length).toBeGreaterThan(0);
  });

  it('answers each tick of a group for itself: one refused, one not found, the others saved', async () => {
    const { store, leader, checklists } = await scene();
    const [checklist] = checklists;
    const other = await signedInUser(t, 'shift-leader', store.id);
    await change(leader, checklist!.id, checklist!.items[0]!.id, complete, 'warm');
    await change(other, checklist!.id, checklist!.items[0]!.id, complete, 'warm-other');
    const answers = await Promise.all([
      change(leader, checklist!.id, checklist!.items[1]!.id, complete, 'mine'),
      change(other, checklist!.id, checklist!.items[2]!.id, complete, 'not-mine'),
      change(leader, checklist!.id, 'no-such-item', complete, 'missing'),
      change(leader, checklist!.id, checklist!.items[3]!.id, complete, 'mine-too'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 403, 404, 200]);
    const detail = await detailOf(leader, checklist!.id);
    expect(detail.items.filter((item) => item.completed).map((item) => item.id)).toEqual([
      checklist!.items[0]!.id,
      checklist!.items[1]!.id,
      checklist!.items[3]!.id,
    ]);
  });

  describe('the shared write', () => {
    const now = '2026-11-22T12:00:00.000Z';

    /** SQLite's writes are statements of their own: the group runs them in a savepoint. */
    const inTransaction = <T>(work: (db: Kysely<Database>) => Promise<T>) =>
      t.deps.db.kysely.transaction().execute(work);

    /** What ticking `item` complete writes, as the group would write it. */
    function ticks(read: TickRead, key: string | null, userId: string): ChecklistTicks {
      const before = read.item!;
      const applied = applyItemChange(before, complete, now);
      if (!applied.ok) throw new Error('a tick of an open item applies');
      const item = { ...applied.item, completedBy: userId, updatedAt: now };
      const checklistId = read.checklist!.id;
      return {
        checklistId,
        version: read.checklist!.version,
        counts: recountAfterItemChange(read.checklist!, before, item, now),
        now,
        items: [item],
        events: [
          {
            checklistId,
            at: now,
            userId,
            userName: 'Test',
            action: 'item-changed',
            subject: item.id,
            summary: 'shared write',
            before: null,
            after: null,
          },
        ],
        answers: key
          ? [
              {
                claim: {
                  userId,
                  key,
                  method: 'PATCH',
                  path: '/p',
                  requestHash: 'h',
                  answered: false,
                },
                statusCode: 200,
                body: '{}',
                at: now,
              },
            ]
          : [],
      };
    }

    async function twoReads() {
      const { leader, checklists } = await scene(2);
      const [a, b] = checklists as [ChecklistDetail, ChecklistDetail];
      const reads = await readForTicks(t.deps.db.kysely, dialect, [
        { checklistId: a.id, itemId: a.items[1]!.id, userId: leader.id, key: null },
        { checklistId: b.id, itemId: b.items[1]!.id, userId: leader.id, key: null },
      ]);
      return { leader, a, b, reads: reads as [TickRead, TickRead] };
    }

    const eventsWritten = (checklistId: string) =>
      t.deps.db.kysely
        .selectFrom('checklist_events')
        .select('id')
        .where('checklist_id', '=', checklistId)
        .where('summary', '=', 'shared write')
        .execute();

    it('writes the checklists still as read and nothing of one changed in between', async () => {
      const { leader, a, b, reads } = await twoReads();
      // Another instance ticks a different item of the first checklist in between.
      await change(leader, a.id, a.items[0]!.id, complete, 'in-between');
      const written = await inTransaction((db) =>
        writeTicks(db, dialect, [
          ticks(reads[0], 'stale-key', leader.id),
          ticks(reads[1], 'fresh-key', leader.id),
        ]),
      );
      expect([...written]).toEqual([b.id]);
      const [staleAfter, freshAfter] = await readForTicks(t.deps.db.kysely, dialect, [
        { checklistId: a.id, itemId: a.items[1]!.id, userId: leader.id, key: 'stale-key' },
        { checklistId: b.id, itemId: b.items[1]!.id, userId: leader.id, key: 'fresh-key' },
      ]);
      expect(staleAfter!.item).toEqual(reads[0].item);
      expect(staleAfter!.stored).toBeNull();
      expect(staleAfter!.checklist!.version).toBe(reads[0].checklist!.version + 1);
      expect(await eventsWritten(a.id)).toHaveLength(0);
      expect(freshAfter!.item).toMatchObject({ completed: true, completedBy: leader.id });
      expect(freshAfter!.stored).toMatchObject({ statusCode: 200, body: '{}' });
      expect(freshAfter!.checklist!.version).toBe(reads[1].checklist!.version + 1);
      expect(await eventsWritten(b.id)).toHaveLength(1);
    });

    it('writes nothing at all when a key was saved meanwhile', async () => {
      const { leader, a, b, reads } = await twoReads();
      await change(leader, a.id, a.items[0]!.id, complete, 'taken');
      const refreshed = await readForTicks(t.deps.db.kysely, dialect, [
        { checklistId: a.id, itemId: a.items[1]!.id, userId: leader.id, key: null },
      ]);
      const failure = await inTransaction((db) =>
        writeTicks(db, dialect, [
          ticks(refreshed[0]!, null, leader.id),
          ticks(reads[1], 'taken', leader.id),
        ]),
      ).catch((error: unknown) => error);
      expect(isUniqueViolation(failure)).toBe(true);
      expect(await eventsWritten(a.id)).toHaveLength(0);
      expect(await eventsWritten(b.id)).toHaveLength(0);
      const after = await readForTicks(t.deps.db.kysely, dialect, [
        { checklistId: a.id, itemId: a.items[1]!.id, userId: leader.id, key: null },
      ]);
      expect(after[0]!.item?.completed).toBe(false);
      expect(after[0]!.checklist!.version).toBe(refreshed[0]!.checklist!.version);
    });
  });
});

// Two instances on one PostgreSQL database meet only in it: a group's checklist changed by the
// other instance is read again, and a key the other saved first makes the group's write fail and
// each of its ticks run on its own, finding that answer.
describe.runIf(testDialects().includes('postgres'))('ticks sent to two instances at once', () => {
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    one = await startTestApp(database);
    two = await startTestApp(database);
  });
  afterAll(async () => {
    await one.stop();
    await two.stop();
    await database.destroy();
  });

  it('applies each change once, and twins sent to both get the same answer', async () => {
    const store = await createStore(one.deps);
    const leader = await signedInUser(one, 'shift-leader', store.id);
    const checklist = await createChecklist(one.deps, { by: leader });
    const send = (app: TestApp, itemId: string, key: string) =>
      app.app.inject({
        method: 'PATCH',
        url: `/api/checklists/${checklist.id}/items/${itemId}`,
        payload: { type: 'complete', completed: true },
        headers: { cookie: leader.cookie, 'idempotency-key': key },
      });
    const items = checklist.items.slice(0, 24);
    // Every item goes to both instances with one key: a phone retrying through another route.
    const answers = await Promise.all(
      items.flatMap((item, i) => [
        send(one, item.id, `both-${i}`),
        send(two, item.id, `both-${i}`),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    for (let i = 0; i < items.length; i += 1) {
      expect(answers[2 * i + 1]!.json()).toEqual(answers[2 * i]!.json());
    }
    const detail: ChecklistDetail = (
      await leader.api.get(`/api/checklists/${checklist.id}`)
    ).json();
    expect(detail.items.filter((item) => item.completed)).toHaveLength(items.length);
    expect(detail.version).toBe(checklist.version + items.length);
    const counted = Object.values(detail.sectionCounts).reduce((sum, s) => sum + s.done, 0);
    expect(counted).toBe(items.length);
    const events = (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json()
      .events as { subject: string | null }[];
    for (const item of items) {
      expect(events.filter((e) => e.subject === item.id)).toHaveLength(1);
    }
  });
  it('refuses a key reused for another checklist on the other instance, and keeps one change', async () => {
    const store = await createStore(one.deps);
    const leader = await signedInUser(one, 'shift-leader', store.id);
    const first = await createChecklist(one.deps, { by: leader, category: 'breakfast' });
    const second = await createChecklist(one.deps, { by: leader, category: 'day' });
    const send = (app: TestApp, checklist: ChecklistDetail, i: number) =>
      app.app.inject({
        method: 'PATCH',
        url: `/api/checklists/${checklist.id}/items/${checklist.items[i]!.id}`,
        payload: { type: 'complete', completed: true },
        headers: { cookie: leader.cookie, 'idempotency-key': `reused-${i}` },
      });
    const pairs = Array.from({ length: 12 }, (_, i) => i);
    const answers = await Promise.all(
      pairs.flatMap((i) => [send(one, first, i), send(two, second, i)]),
    );
    for (const i of pairs) {
      const codes = [answers[2 * i]!.statusCode, answers[2 * i + 1]!.statusCode].sort();
      expect(codes).toEqual([200, 422]);
    }
    const done = async (checklist: ChecklistDetail) =>
      ((await leader.api.get(`/api/checklists/${checklist.id}`)).json() as ChecklistDetail).items
        .map((item, i) => (item.completed ? i : -1))
        .filter((i) => i >= 0);
    const saved = [...(await done(first)), ...(await done(second))].sort((a, b) => a - b);
    expect(saved).toEqual(pairs);
  });
});
