import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import type { MonthReport, WeekReport } from '#domain/reports/api';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import { apiClient, type SignedInUser } from '#test/support/api-client';
import { testDialects, type TestApp, type TestClock } from '#test/support/harness';
import {
  expectSameDocumentCompressed,
  startTwoInstancesOfAStore,
  type TwoInstancesOfAStore,
} from '#test/support/kept-documents';

/**
 * One store's week and month are built once per state of what they show, then shared: a change
 * on either instance, a due time passing and a change to the store must all show on the next
 * read.
 */
describe.each(testDialects())("a store's kept week and month on %s", (dialect) => {
  let instances: TwoInstancesOfAStore;
  let clock: TestClock;
  let one: TestApp;
  let two: TestApp;
  let leader: SignedInUser;
  let admin: SignedInUser;
  let storeId: string;

  beforeAll(async () => {
    // Monday 23 November 2026, 12:00 in London: breakfast's sections and the day shift's
    // Pre-Shift Planning (11:30) are past due; its Travel Path is due at 14:00.
    instances = await startTwoInstancesOfAStore(dialect, {
      now: '2026-11-23T12:00:00.000Z',
      storeName: 'Riverside',
    });
    ({ clock, one, two, leader, admin, storeId } = instances);
  });
  afterAll(() => instances.stop());

  const week = async (app: TestApp) => {
    const response = await apiClient(app.app, leader.cookie).get(
      `/api/reports/week?storeId=${storeId}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json<WeekReport>();
  };
  const month = async (app: TestApp) => {
    const response = await apiClient(app.app, leader.cookie).get(
      `/api/reports/month?storeId=${storeId}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json<MonthReport>();
  };
  /** Today's day-shift cell of the grid; undefined for the grid's dash. */
  const dayShift = (report: WeekReport) =>
    report.days.find((d) => d.date === '2026-11-23')?.shifts.find((s) => s.category === 'day');

  it('shows a checklist started on one instance and ticked on the other', async () => {
    for (const app of [one, two]) expect(dayShift(await week(app))).toBeUndefined();
    const created = await apiClient(two.app, leader.cookie).post('/api/checklists', {
      storeId,
      category: 'day',
    });
    expect(created.statusCode).toBe(201);
    const checklist = created.json<ChecklistDetail>();
    for (const app of [one, two]) {
      expect(dayShift(await week(app))).toMatchObject({ averageProgress: 0 });
      expect((await month(app)).summary.total).toBe(1);
    }
    const first = checklist.items[0]!;
    const ticked = await apiClient(one.app, leader.cookie).patch(
      `/api/checklists/${checklist.id}/items/${first.id}`,
      { type: 'complete', completed: true },
    );
    expect(ticked.statusCode).toBe(200);
    const progress = ticked.json<{ checklist: { progress: number } }>().checklist.progress;
    expect(progress).toBeGreaterThan(0);
    for (const app of [one, two]) {
      expect(dayShift(await week(app))).toMatchObject({ averageProgress: progress });
      expect((await month(app)).summary.averageCompletion).toBe(progress);
    }
  });

  it('counts a section missed once its due time passes, with nothing else changed', async () => {
    const before = (await week(one)).summary.timeliness;
    const monthBefore = (await month(one)).summary.timeliness;
    clock.current = new Date('2026-11-23T14:01:00.000Z');
    const after = (await week(one)).summary.timeliness;
    // The day shift's Travel Path, due at 14:00, not done.
    expect(after.missed).toBe(before.missed + 1);
    expect((await month(one)).summary.timeliness.missed).toBe(monthBefore.missed + 1);
    expect((await week(two)).summary.timeliness).toEqual(after);
  });

  it("shows a change to the store's shifts", async () => {
    const before = await week(one);
    expect(before.summary.timeliness.missed).toBeGreaterThan(0);
    const settings = await apiClient(one.app, admin.cookie).put(
      `/api/stores/${storeId}/shift-settings`,
      {
        shiftSettings: {
          ...DEFAULT_SHIFT_SETTINGS,
          breakfast: { ...DEFAULT_SHIFT_SETTINGS.breakfast, enabled: false },
        },
      },
    );
    expect(settings.statusCode, settings.body).toBe(200);
    // Breakfast owes nothing any more: three fewer sections missed today.
    expect((await week(two)).summary.timeliness.missed).toBe(before.summary.timeliness.missed - 3);
  });

  it('goes out brotli-compressed exactly as it reads plain, read after read', async () => {
    await expectSameDocumentCompressed(one, `/api/reports/week?storeId=${storeId}`, leader.cookie);
    await expectSameDocumentCompressed(one, `/api/reports/month?storeId=${storeId}`, leader.cookie);
  });
});
