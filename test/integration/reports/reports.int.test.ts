import { describe, expect, it } from 'vitest';
import { monthGrid, weekDates, type IsoDate } from '#domain/dates';
import type { MonthReport, WeekReport } from '#domain/reports/api';
import { DEFAULT_SHIFT_SETTINGS, type ShiftCategory } from '#domain/shifts';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import {
  expectedDays,
  expectedMonthSummary,
  expectedWeekSummary,
  withoutTimeliness,
  rawChecklists,
  setChecklistState,
} from '#test/support/report-expectations';
import { useTestApp } from '#test/support/use-test-app';

const ALL_SHIFTS = {
  ...DEFAULT_SHIFT_SETTINGS,
  overnight: { ...DEFAULT_SHIFT_SETTINGS.overnight, enabled: true },
};

type Fixture = [date: IsoDate, category: ShiftCategory, progress: number, openIssues: number];

// The test clock stands at 2026-11-22T12:00Z: Sunday, noon in London.
describe.each(testDialects())('reports on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** A store of the test's own with two-item templates (cheap checklists) and its leader. */
  async function storeWithLeader(options: Parameters<typeof createStore>[1] = {}) {
    const store = await createStore(t.deps, { shiftSettings: ALL_SHIFTS, ...options });
    for (const category of ['breakfast', 'day', 'night', 'overnight'] as const) {
      await createTemplate(t.deps, {
        storeId: store.id,
        category,
        items: [
          { text: 'Fryer oil tested', section: 'pre-shift' },
          { text: 'Car park litter pick', section: 'travel-path' },
        ],
      });
    }
    return { store, leader: await signedInUser(t, 'shift-leader', store.id) };
  }

  async function seed(leader: SignedInUser, fixtures: Fixture[]) {
    for (const [date, category, progress, openIssues] of fixtures) {
      const checklist = await createChecklist(t.deps, { by: leader, date, category });
      await setChecklistState(t.deps, checklist.id, { progress, openIssues });
    }
  }

  async function week(user: SignedInUser, query: string): Promise<WeekReport> {
    const response = await user.api.get(`/api/reports/week${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function month(user: SignedInUser, query: string): Promise<MonthReport> {
    const response = await user.api.get(`/api/reports/month${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function expectWeekMatchesRows(report: WeekReport, storeId: string | null) {
    const dates = weekDates(report.start);
    const rows = await rawChecklists(t.deps, { storeId, from: dates[0]!, to: dates[6]! });
    expect(report.days).toEqual(expectedDays(dates, rows));
    // These stores' templates take no readings (readings-outside.int.test.ts counts them).
    expect(withoutTimeliness(report.summary)).toEqual({
      ...expectedWeekSummary(dates, rows),
      readingsOutside: 0,
    });
    return rows;
  }

  it("summarises this week's checklists as the raw rows say, Monday to Sunday", async () => {
    const { store, leader } = await storeWithLeader();
    const other = await storeWithLeader();
    await seed(leader, [
      ['2026-11-15', 'day', 100, 0], // the Sunday before: not in this week
      ['2026-11-16', 'breakfast', 100, 0],
      ['2026-11-16', 'day', 100, 2],
      ['2026-11-16', 'night', 40, 1],
      ['2026-11-17', 'breakfast', 75, 0],
      ['2026-11-18', 'day', 100, 0],
      ['2026-11-18', 'night', 33, 0],
      ['2026-11-18', 'overnight', 13, 0],
      ['2026-11-20', 'breakfast', 80, 0], // ties with the 16th (80): the earlier day wins
      ['2026-11-22', 'night', 0, 0],
    ]);
    await seed(other.leader, [['2026-11-17', 'day', 100, 0]]);

    const report = await week(leader, '');
    expect(report.scope).toEqual({ storeId: store.id, today: '2026-11-22' });
    expect(report.start).toBe('2026-11-16');
    expect(report.end).toBe('2026-11-22');
    expect(report.days.map((d) => d.date)).toEqual(weekDates('2026-11-16'));
    const rows = await expectWeekMatchesRows(report, store.id);
    expect(rows).toHaveLength(9);
    // Spelled out once, so a shared mistake in both computations cannot hide.
    expect(report.summary).toMatchObject({
      total: 9,
      fullyCompleted: 3,
      fullyCompletedPercent: 33,
      byShift: { breakfast: 3, day: 2, night: 3, overnight: 1 },
      withIssues: 2,
      mostCompleteDay: { date: '2026-11-16', averageProgress: 80 },
    });
    expect(report.days[0]!.shifts.map((s) => s.category)).toEqual(['breakfast', 'day', 'night']);
    expect(report.days[2]!.shifts.find((s) => s.category === 'night')?.averageProgress).toBe(33);
    expect(report.days[3]!.shifts).toEqual([]);

    expect(await week(leader, '?date=2026-11-19')).toEqual(report);
    expect(await week(leader, `?storeId=${store.id}&date=2026-11-22`)).toEqual(report);
  });

  it('runs a week across a year end from Monday 29 December to Sunday 4 January', async () => {
    const { store, leader } = await storeWithLeader();
    await seed(leader, [
      ['2025-12-28', 'day', 100, 0],
      ['2025-12-29', 'breakfast', 100, 0],
      ['2025-12-31', 'night', 50, 3],
      ['2025-12-31', 'day', 100, 0],
      ['2026-01-01', 'breakfast', 67, 0],
      ['2026-01-04', 'overnight', 100, 1],
      ['2026-01-05', 'breakfast', 10, 0],
    ]);
    const report = await week(leader, '?date=2026-01-01');
    expect([report.start, report.end]).toEqual(['2025-12-29', '2026-01-04']);
    const rows = await expectWeekMatchesRows(report, store.id);
    expect(rows.map((r) => r.businessDate).sort()).toEqual([
      '2025-12-29',
      '2025-12-31',
      '2025-12-31',
      '2026-01-01',
      '2026-01-04',
    ]);
    expect(report.summary.mostCompleteDay).toEqual({ date: '2025-12-29', averageProgress: 100 });
    expect((await week(leader, '?date=2025-12-28')).start).toBe('2025-12-22');
    expect((await week(leader, '?date=2026-01-05')).end).toBe('2026-01-11');
  });

  it('summarises a month over its own days, and fills the grid days either side', async () => {
    const { store, leader } = await storeWithLeader();
    await seed(leader, [
      ['2026-09-28', 'day', 100, 0], // grid padding before October
      ['2026-10-01', 'breakfast', 100, 0],
      ['2026-10-01', 'night', 60, 2],
      ['2026-10-15', 'day', 100, 0],
      ['2026-10-15', 'overnight', 25, 0],
      ['2026-10-31', 'breakfast', 100, 1],
      ['2026-11-01', 'night', 90, 0], // grid padding after October
      ['2026-11-02', 'day', 50, 0], // outside the grid
    ]);
    const report = await month(leader, '?year=2026&month=10');
    expect(report).toMatchObject({ year: 2026, month: 10 });
    const grid = monthGrid(2026, 10);
    expect(report.weeks.map((w) => w.map((d) => d.date))).toEqual(grid);
    const gridRows = await rawChecklists(t.deps, {
      storeId: store.id,
      from: grid[0]![0]!,
      to: grid.at(-1)!.at(-1)!,
    });
    expect(report.weeks).toEqual(grid.map((w) => expectedDays(w, gridRows)));
    const monthRows = gridRows.filter((r) => r.businessDate.startsWith('2026-10-'));
    expect(withoutTimeliness(report.summary)).toEqual({
      ...expectedMonthSummary(monthRows),
      readingsOutside: 0,
    });
    expect(withoutTimeliness(report.summary)).toEqual({
      total: 5,
      fullyCompleted: 3,
      averageCompletion: 77,
      byShift: { breakfast: 2, day: 1, night: 1, overnight: 1 },
      withIssues: 2,
      readingsOutside: 0,
    });
    expect(report.weeks[0]![0]!.shifts).toHaveLength(1);
    expect(report.weeks.at(-1)!.at(-1)!.shifts[0]).toMatchObject({ category: 'night', count: 1 });
  });

  it("defaults to the store's business today: its month, and its week in its own time zone", async () => {
    // 12:00Z is 02:00 on Monday the 23rd in Kiritimati; with a 01:00 day start that is Monday.
    const early = {
      ...ALL_SHIFTS,
      breakfast: { enabled: true, startTime: '01:00', endTime: '11:00' },
    };
    const { store, leader } = await storeWithLeader({
      timezone: 'Pacific/Kiritimati',
      shiftSettings: early,
    });
    const report = await week(leader, '');
    expect(report.scope).toEqual({ storeId: store.id, today: '2026-11-23' });
    expect([report.start, report.end]).toEqual(['2026-11-23', '2026-11-29']);
    const monthly = await month(leader, '');
    expect(monthly).toMatchObject({ year: 2026, month: 11, scope: { today: '2026-11-23' } });
    expect((await month(leader, '?month=2')).year).toBe(2026);
  });

  it('judges a store created today only from the next business day: a new install misses nothing', async () => {
    // 11:30 on Sunday in London: breakfast's sections were due before the store existed.
    const created = await storeWithLeader({ createdAt: '2026-11-22T11:30:00.000Z' });
    const fresh = await week(created.leader, '');
    expect(fresh.summary.timeliness).toMatchObject({
      onTime: 0,
      late: 0,
      missed: 0,
      onTimeRate: null,
    });
    expect((await month(created.leader, '')).summary.timeliness.missed).toBe(0);
    // One there since 00:30 owed the morning, and missed what fell due without a checklist.
    const early = await storeWithLeader({ createdAt: '2026-11-22T00:30:00.000Z' });
    expect((await week(early.leader, '')).summary.timeliness.missed).toBeGreaterThan(0);
  });

  it("gives a super-admin every store's checklists when no store is chosen", async () => {
    const a = await storeWithLeader();
    const b = await storeWithLeader();
    await seed(a.leader, [
      ['2025-06-10', 'day', 100, 0],
      ['2025-06-11', 'night', 50, 1],
    ]);
    await seed(b.leader, [
      ['2025-06-10', 'day', 70, 0],
      ['2025-06-15', 'breakfast', 100, 0],
    ]);
    const admin = await signedInUser(t, 'super-admin', null);
    const report = await week(admin, '?date=2025-06-12');
    expect(report.scope).toEqual({ storeId: null, today: '2026-11-22' });
    const rows = await expectWeekMatchesRows(report, null);
    expect(new Set(rows.map((r) => r.storeId))).toEqual(new Set([a.store.id, b.store.id]));
    expect(report.days[1]!.shifts[0]).toMatchObject({
      category: 'day',
      count: 2,
      averageProgress: 85,
      checklistId: null,
    });
    const onlyB = await week(admin, `?date=2025-06-12&storeId=${b.store.id}`);
    expect(onlyB.summary.total).toBe(2);
    await expectWeekMatchesRows(onlyB, b.store.id);

    const monthly = await month(admin, '?year=2025&month=6');
    expect(monthly.scope.storeId).toBeNull();
    const all = await rawChecklists(t.deps, {
      storeId: null,
      from: '2025-06-01',
      to: '2025-06-30',
    });
    expect(withoutTimeliness(monthly.summary)).toEqual({
      ...expectedMonthSummary(all),
      readingsOutside: 0,
    });
    expect(monthly.summary.total).toBeGreaterThanOrEqual(4);
  });
});
