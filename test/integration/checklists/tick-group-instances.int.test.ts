import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checklistDetailSchema,
  checklistHistorySchema,
  type ChecklistDetail,
} from '#domain/checklists/api';
import {
  createTestDatabase,
  startTestApp,
  testDialects,
  type TestApp,
  type TestDatabase,
} from '#test/support/harness';
import { changeItem, leaderWithChecklists } from '#test/support/tick-scene';

const COMPLETE = { type: 'complete', completed: true } as const;

/** A checklist's items that take a tick (a reading refuses one). */
const checksOf = (checklist: ChecklistDetail) =>
  checklist.items.filter((item) => item.kind === 'check');

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
    const {
      leader,
      checklists: [checklist],
    } = await leaderWithChecklists(one);
    if (!checklist) throw new Error('the scene has a checklist');
    const send = (app: TestApp, itemId: string, key: string) =>
      changeItem(app, leader, checklist.id, itemId, COMPLETE, key);
    const items = checksOf(checklist).slice(0, 24);
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
    const detail = checklistDetailSchema.parse(
      (await leader.api.get(`/api/checklists/${checklist.id}`)).json(),
    );
    expect(detail.items.filter((item) => item.completed)).toHaveLength(items.length);
    expect(detail.version).toBe(checklist.version + items.length);
    const counted = Object.values(detail.sectionCounts).reduce((sum, s) => sum + s.done, 0);
    expect(counted).toBe(items.length);
    const { events } = checklistHistorySchema.parse(
      (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json(),
    );
    for (const item of items) {
      expect(events.filter((e) => e.subject === item.id)).toHaveLength(1);
    }
  });
  it('refuses a key reused for another checklist on the other instance, and keeps one change', async () => {
    const {
      leader,
      checklists: [first, second],
    } = await leaderWithChecklists(one, 2);
    if (!first || !second) throw new Error('the scene has two checklists');
    const send = (app: TestApp, checklist: ChecklistDetail, i: number) =>
      changeItem(app, leader, checklist.id, checksOf(checklist)[i]!.id, COMPLETE, `reused-${i}`);
    const pairs = Array.from({ length: 12 }, (_, i) => i);
    const answers = await Promise.all(
      pairs.flatMap((i) => [send(one, first, i), send(two, second, i)]),
    );
    for (const i of pairs) {
      const codes = [answers[2 * i]!.statusCode, answers[2 * i + 1]!.statusCode].sort();
      expect(codes).toEqual([200, 422]);
    }
    // Each completed item as its place among the checklist's ticks (-1 for any other item).
    const done = async (checklist: ChecklistDetail) => {
      const checks = checksOf(checklist).map((item) => item.id);
      return checklistDetailSchema
        .parse((await leader.api.get(`/api/checklists/${checklist.id}`)).json())
        .items.filter((item) => item.completed)
        .map((item) => checks.indexOf(item.id));
    };
    const saved = [...(await done(first)), ...(await done(second))].sort((a, b) => a - b);
    expect(saved).toEqual(pairs);
  });
});
