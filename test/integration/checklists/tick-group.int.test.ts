import { describe, expect, it } from 'vitest';
import { checklistDetailSchema, checklistHistorySchema } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { testDialects } from '#test/support/harness';
import { changeItem, leaderWithChecklists } from '#test/support/tick-scene';
import { useTestApp } from '#test/support/use-test-app';

// Ticks sent together share a read and a write (checklists/tick/group.ts): one statement each on
// PostgreSQL, one savepoint of a shared commit on SQLite. Each must still come out as if it had
// run alone, in the order sent.
describe.each(testDialects())('ticks sent together on %s', (dialect) => {
  const t = useTestApp(dialect);

  const scene = (checklists = 1) => leaderWithChecklists(t, checklists);
  const change = (
    user: SignedInUser,
    checklistId: string,
    itemId: string,
    body: ItemChange,
    key: string,
  ) => changeItem(t, user, checklistId, itemId, body, key);

  const complete = { type: 'complete', completed: true } as const;

  const detailOf = async (user: SignedInUser, id: string) =>
    checklistDetailSchema.parse((await user.api.get(`/api/checklists/${id}`)).json());

  const historyOf = async (user: SignedInUser, id: string) =>
    checklistHistorySchema.parse((await user.api.get(`/api/checklists/${id}/history`)).json())
      .events;

  /** Statements this file's database has run so far (every query is counted). */
  const statementsRun = () => t.database.statementsRun();

  it('applies ticks to several checklists, each with its own version, event and stored answer', async () => {
    const { leader, checklists } = await scene(3);
    // Warm-up: the session is cached, so the ticks below reach the service together.
    await change(leader, checklists[0]!.id, checklists[0]!.items[0]!.id, complete, 'warm');
    const before = statementsRun();
    const groupsBefore = t.deps.ticks.stats.groups;
    const sent = checklists.flatMap((checklist) =>
      checklist.items.slice(1, 5).map((item) => ({ checklist, item })),
    );
    const answers = await Promise.all(
      sent.map(({ checklist, item }, i) =>
        change(leader, checklist.id, item.id, complete, `k${i}`),
      ),
    );
    const statements = statementsRun() - before;
    const groups = t.deps.ticks.stats.groups - groupsBefore;
    expect(answers.map((a) => a.statusCode)).toEqual(sent.map(() => 200));
    // Ticks that arrive while a group is read and written wait for the next one together.
    expect(groups).toBeLessThan(sent.length);
    if (dialect === 'postgres') {
      // Twelve ticks, three checklists: their sessions read (session-cache.ts), in statements
      // shared by the requests that arrived together (session-reader.ts), then one read and one
      // write per group, whatever checklists its ticks are on. How many groups the ticks made
      // depends on when their session reads ended, not on them.
      const sessionReads = statements - 2 * groups;
      expect(sessionReads).toBeGreaterThanOrEqual(1);
      expect(sessionReads).toBeLessThanOrEqual(sent.length);
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
    const [first, second, third] = travel;
    if (!first || !second || !third) throw new Error('the travel path has three items');
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
    // The priority A failure tells the store's manager once, about that item; resolving it in
    // the same group raises nothing more, and the plain ticks raise nothing at all.
    const notices = await t.deps.db.kysely
      .selectFrom('notifications')
      .select(['kind', 'subject'])
      .where('recipient_id', '=', manager.id)
      .execute();
    expect(notices).toEqual([{ kind: 'priority-failure', subject: second.id }]);
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
});
