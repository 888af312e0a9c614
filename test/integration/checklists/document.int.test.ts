import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import { apiClient, signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import {
  createTestDatabase,
  startTestApp,
  testDialects,
  TestClock,
  type TestApp,
  type TestDatabase,
} from '#test/support/harness';
import { expectSameDocumentCompressed } from '#test/support/kept-documents';
import { findChecklistAccess, findChecklistWithStoreRevision } from '#server/checklists/repository';

/**
 * The checklist document is built once per version and per reader's abilities, then shared:
 * every change must still show on the next read, on this instance and on any other.
 */
describe.each(testDialects())('the checklist document on %s', (dialect) => {
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  let leader: SignedInUser;
  let manager: SignedInUser;
  let admin: SignedInUser;
  let storeId: string;
  let checklist: ChecklistDetail;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const clock = new TestClock(new Date('2026-11-23T15:00:00.000Z'));
    one = await startTestApp(database, { clock });
    two = await startTestApp(database, { clock });
    storeId = (await createStore(one.deps)).id;
    leader = await signedInUser(one, 'shift-leader', storeId);
    manager = await signedInUser(one, 'store', storeId);
    admin = await signedInUser(one, 'super-admin', null);
    const created = await leader.api.post('/api/checklists', { storeId, category: 'day' });
    checklist = created.json<ChecklistDetail>();
  });
  afterAll(async () => {
    await one.stop();
    await two.stop();
    await database.destroy();
  });

  const read = async (app: TestApp, who: SignedInUser) => {
    const response = await apiClient(app.app, who.cookie).get(`/api/checklists/${checklist.id}`);
    expect(response.statusCode).toBe(200);
    return response.json<ChecklistDetail>();
  };

  it('shows a tick on the next read, on both instances, after both had read it', async () => {
    const before = await read(one, leader);
    expect((await read(two, leader)).version).toBe(before.version);
    const item = before.items[0]!;
    const tick = await leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      type: 'complete',
      completed: true,
    });
    expect(tick.statusCode).toBe(200);
    for (const app of [one, two]) {
      const after = await read(app, leader);
      expect(after.items.find((i) => i.id === item.id)?.completed).toBe(true);
      expect(after.progress).toBeGreaterThan(before.progress);
      expect(after.version).toBeGreaterThan(before.version);
    }
  });

  it('gives each reader their own abilities, whoever read it first', async () => {
    const asManager = await read(one, manager);
    const asLeader = await read(one, leader);
    expect(asManager.version).toBe(asLeader.version);
    expect(asManager.abilities.addFeedback).toBe(true);
    expect(asLeader.abilities.addFeedback).toBe(false);
  });

  it('shows a shift target added through the other instance', async () => {
    await read(one, leader);
    const added = await apiClient(two.app, leader.cookie).post(
      `/api/checklists/${checklist.id}/targets`,
      { text: 'Drive-thru under 90 seconds' },
    );
    expect(added.statusCode).toBe(201);
    const after = await read(one, leader);
    expect(after.shiftTargets.map((target) => target.text)).toContain(
      'Drive-thru under 90 seconds',
    );
  });

  it('moves the due times when the store changes its due settings', async () => {
    const before = await read(one, leader);
    const due = { preShiftMinutes: 45, travelPathPercent: 75, handoverMinutes: 60 };
    const saved = await admin.api.put(`/api/stores/${storeId}/shift-settings`, {
      shiftSettings: DEFAULT_SHIFT_SETTINGS,
      dueSettings: due,
    });
    expect(saved.statusCode).toBe(200);
    const after = await read(one, leader);
    expect(after.version).toBe(before.version);
    const dueAt = (detail: ChecklistDetail) =>
      Date.parse(detail.timing.sections['pre-shift'].dueAt);
    expect(dueAt(after) - dueAt(before)).toBe(15 * 60_000);
  });

  it("moves the shift's times when they change on the other instance or by hand", async () => {
    const endOf = (detail: ChecklistDetail) => Date.parse(detail.timing.endsAt);
    const before = await read(one, leader);
    const later = {
      ...DEFAULT_SHIFT_SETTINGS,
      day: { ...DEFAULT_SHIFT_SETTINGS.day, endTime: '16:30' },
    };
    const saved = await apiClient(two.app, admin.cookie).put(
      `/api/stores/${storeId}/shift-settings`,
      { shiftSettings: later },
    );
    expect(saved.statusCode).toBe(200);
    const moved = await read(one, leader);
    expect(endOf(before) - endOf(moved)).toBe(30 * 60_000);
    // An operator's statement on the database, past every instance.
    await sql`update store_shifts set end_time = ${'16:00'}
      where store_id = ${storeId} and category = ${'day'}`.execute(one.deps.db.kysely);
    expect(endOf(moved) - endOf(await read(one, leader))).toBe(30 * 60_000);
  });

  it('decides access and the kept document from the same fields as the whole checklist says', async () => {
    const db = one.deps.db.kysely;
    const accessFields = async () => {
      const whole = await findChecklistWithStoreRevision(db, checklist.id);
      const { storeId: store, createdBy, businessDate, feedback, version } = whole!.checklist;
      return {
        checklist: { id: checklist.id, storeId: store, createdBy, businessDate, version },
        feedback: feedback ? { userId: feedback.userId } : null,
        storeRevision: whole!.storeRevision,
      };
    };
    const access = async () => {
      const found = await findChecklistAccess(db, checklist.id);
      const { feedback, ...rest } = found!.checklist;
      return { checklist: rest, feedback: feedback ?? null, storeRevision: found!.storeRevision };
    };
    const feedbackStates = [
      { text: null, at: null, by: null },
      // Text without its time is no feedback yet, for both.
      { text: 'Great close', at: null, by: manager.id },
      { text: 'Great close', at: '2026-11-23T16:00:00.000Z', by: manager.id },
    ];
    for (const { text, at, by } of feedbackStates) {
      await sql`update checklists set feedback_text = ${text}, feedback_at = ${at},
        feedback_user_id = ${by} where id = ${checklist.id}`.execute(db);
      expect(await access()).toEqual(await accessFields());
    }
    expect((await access()).feedback).toEqual({ userId: manager.id });
    expect(await findChecklistAccess(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    await sql`update checklists set feedback_text = null, feedback_at = null,
      feedback_user_id = null where id = ${checklist.id}`.execute(db);
  });

  it('sends the same document brotli-compressed as plain, read after read', async () => {
    await expectSameDocumentCompressed(one, `/api/checklists/${checklist.id}`, leader.cookie);
  });
});
