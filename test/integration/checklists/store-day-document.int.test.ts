import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail, StoreDay } from '#domain/checklists/api';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import { apiClient, type SignedInUser } from '#test/support/api-client';
import { testDialects, type TestApp, type TestClock } from '#test/support/harness';
import {
  expectSameDocumentCompressed,
  startTwoInstancesOfAStore,
  type TwoInstancesOfAStore,
} from '#test/support/kept-documents';

/**
 * A store's day is built once per state of what it shows, then shared: every change must
 * still show on the next read, on this instance and on any other.
 */
describe.each(testDialects())("a store's day document on %s", (dialect) => {
  let instances: TwoInstancesOfAStore;
  let clock: TestClock;
  let one: TestApp;
  let two: TestApp;
  let leader: SignedInUser;
  let admin: SignedInUser;
  let storeId: string;

  beforeAll(async () => {
    instances = await startTwoInstancesOfAStore(dialect, {
      now: '2026-11-23T15:00:00.000Z',
      storeName: 'High Street',
    });
    ({ clock, one, two, leader, admin, storeId } = instances);
  });
  afterAll(() => instances.stop());

  const read = async (app: TestApp, query = '') => {
    const response = await apiClient(app.app, leader.cookie).get(
      `/api/stores/${storeId}/day${query}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json<StoreDay>();
  };

  it('shows a checklist started and then ticked on the other instance', async () => {
    for (const app of [one, two]) expect((await read(app)).checklists).toEqual([]);
    const created = await apiClient(two.app, leader.cookie).post('/api/checklists', {
      storeId,
      category: 'day',
    });
    expect(created.statusCode).toBe(201);
    const checklist = created.json<ChecklistDetail>();
    for (const app of [one, two]) {
      expect((await read(app)).checklists.map((c) => [c.id, c.progress])).toEqual([
        [checklist.id, 0],
      ]);
    }
    const tick = await apiClient(two.app, leader.cookie).patch(
      `/api/checklists/${checklist.id}/items/${checklist.items[0]!.id}`,
      { type: 'complete', completed: true },
    );
    expect(tick.statusCode).toBe(200);
    for (const app of [one, two]) {
      const [summary] = (await read(app)).checklists;
      expect(summary?.progress).toBeGreaterThan(0);
      expect(summary?.sectionCounts['pre-shift'].done).toBe(1);
    }
  });

  it('shows a shift target written on the other instance in the counts', async () => {
    const [before] = (await read(one)).checklists;
    const added = await apiClient(two.app, leader.cookie).post(
      `/api/checklists/${before!.id}/targets`,
      { text: 'Drive-thru under 90 seconds' },
    );
    expect(added.statusCode).toBe(201);
    const [after] = (await read(one)).checklists;
    expect(after?.targets.withText).toBe(before!.targets.withText + 1);
  });

  it("shows the store's new name and shift times", async () => {
    await read(one);
    const renamed = await admin.api.get(`/api/stores/${storeId}`);
    expect(renamed.statusCode).toBe(200);
    const store = renamed.json<{ storeNumber: string; timezone: string }>();
    const shiftSettings = {
      ...DEFAULT_SHIFT_SETTINGS,
      day: { enabled: true, startTime: '11:30', endTime: '17:00' },
    };
    const saved = await apiClient(two.app, admin.cookie).put(`/api/stores/${storeId}`, {
      name: 'Market Square',
      storeNumber: store.storeNumber,
      timezone: store.timezone,
      shiftSettings,
    });
    expect(saved.statusCode).toBe(200);
    const after = await read(one);
    expect(after.store.name).toBe('Market Square');
    expect(after.store.shiftSettings.day.startTime).toBe('11:30');
    const day = after.timing.find((t) => t.category === 'day');
    expect(day?.startsAt).toBe('2026-11-23T11:30:00.000Z');
  });

  it('moves to the next business day when the clock does, and keeps past days apart', async () => {
    const monday = await read(one);
    expect(monday.today).toBe('2026-11-23');
    clock.advanceMinutes(24 * 60);
    const tuesday = await read(one);
    expect(tuesday).toMatchObject({ today: '2026-11-24', date: '2026-11-24', checklists: [] });
    const asked = await read(one, '?date=2026-11-23');
    expect(asked).toMatchObject({ today: '2026-11-24', date: '2026-11-23' });
    expect(asked.checklists.map((c) => c.id)).toEqual(monday.checklists.map((c) => c.id));
    clock.advanceMinutes(-24 * 60);
  });

  it('sends the same document brotli-compressed as plain, read after read', async () => {
    await expectSameDocumentCompressed(one, `/api/stores/${storeId}/day`, leader.cookie);
  });
});
