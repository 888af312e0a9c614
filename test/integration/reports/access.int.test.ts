import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { weekDates } from '#domain/dates';
import { weekReportSchema, type WeekReport } from '#domain/reports/api';
import { apiClient, signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const MB = 'x'.repeat(1_000_000);

// The test clock stands at 2026-11-22T12:00Z: Sunday, noon in London.
describe.each(testDialects())('report scope and bad queries on %s', (dialect) => {
  const t = useTestApp(dialect);
  let mine: { id: string };
  let theirs: { id: string };
  let leader: SignedInUser;
  let manager: SignedInUser;

  beforeAll(async () => {
    mine = await createStore(t.deps);
    theirs = await createStore(t.deps);
    leader = await signedInUser(t, 'shift-leader', mine.id);
    manager = await signedInUser(t, 'store', mine.id);
    const theirLeader = await signedInUser(t, 'shift-leader', theirs.id);
    await createChecklist(t.deps, { by: theirLeader, category: 'day' });
    await createChecklist(t.deps, { by: theirLeader, category: 'night', date: '2026-11-20' });
  });

  function expectEmptyWeek(report: WeekReport, storeId: string) {
    expect(report.scope).toEqual({ storeId, today: '2026-11-22' });
    expect(report.days.map((d) => d.date)).toEqual(weekDates('2026-11-22'));
    expect(report.days.every((d) => d.shifts.length === 0)).toBe(true);
    expect(report.summary).toMatchObject({
      total: 0,
      fullyCompleted: 0,
      fullyCompletedPercent: 0,
      byShift: { breakfast: 0, day: 0, night: 0, overnight: 0 },
      withIssues: 0,
      mostCompleteDay: null,
    });
    expect(report.summary.completionByDay.every((d) => d.count === 0)).toBe(true);
  }

  it.each(['shift-leader', 'store'] as const)(
    "gives a %s an empty report, not an error, for another store's week",
    async (role) => {
      const user = role === 'store' ? manager : leader;
      const response = await user.api.get(`/api/reports/week?storeId=${theirs.id}`);
      expect(response.statusCode).toBe(200);
      expectEmptyWeek(weekReportSchema.parse(response.json()), theirs.id);
      const monthly = (await user.api.get(`/api/reports/month?storeId=${theirs.id}`)).json();
      expect(monthly.summary).toMatchObject({ total: 0, averageCompletion: 0, withIssues: 0 });
      expect(monthly.weeks.flat().every((d: { shifts: unknown[] }) => d.shifts.length === 0)).toBe(
        true,
      );
    },
  );

  it('answers a store that does not exist exactly as one the caller may not see', async () => {
    const response = await leader.api.get('/api/reports/week?storeId=no-such-store');
    expect(response.statusCode).toBe(200);
    expectEmptyWeek(response.json(), 'no-such-store');
  });

  it('shows the same store to its own leader and to a super-admin who picks it', async () => {
    const admin = await signedInUser(t, 'super-admin', null);
    const theirLeader = await signedInUser(t, 'shift-leader', theirs.id);
    const own = (await theirLeader.api.get('/api/reports/week')).json();
    const picked = (await admin.api.get(`/api/reports/week?storeId=${theirs.id}`)).json();
    expect(picked).toEqual(own);
    expect(own.summary.total).toBe(2);
  });

  it('refuses someone with no store and no store asked for, with the spec message', async () => {
    // Sign-in assigns the default store, so only a deleted store leaves someone without one.
    const gone = await createStore(t.deps);
    const drifter = await signedInUser(t, 'shift-leader', gone.id);
    await t.deps.db.kysely.deleteFrom('stores').where('id', '=', gone.id).execute();
    for (const path of ['/api/reports/week', '/api/reports/month']) {
      const response = await drifter.api.get(path);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: { code: 'forbidden', message: ACCESS_MESSAGES.noAssignedStore },
      });
    }
  });

  it('asks for a session', async () => {
    const anonymous = apiClient(t.app);
    for (const path of ['/api/reports/week', '/api/reports/month', '/api/stores']) {
      const response = await anonymous.get(path);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it.each([
    ['week', 'date=2026-02-30'],
    ['week', 'date=2026-2-3'],
    ['week', 'date=tomorrow'],
    ['week', 'date='],
    ['week', `storeId=${MB}`],
    ['week', 'storeId='],
    ['week', 'storeId=a&storeId=b'],
    ['week', `date=${MB}`],
    ['month', 'month=13'],
    ['month', 'month=0'],
    ['month', 'month=1.5'],
    ['month', 'month=abc'],
    ['month', 'year=1999'],
    ['month', 'year=1e9'],
    ['month', `year=${MB}`],
    ['month', `storeId=${MB}`],
  ])('answers /api/reports/%s?%s with 400 and the error shape', async (report, query) => {
    const response = await leader.api.get(`/api/reports/${report}?${query}`);
    expect(response.statusCode, query.slice(0, 40)).toBe(400);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.code).toBe('validation_failed');
    expect(typeof body.error.message).toBe('string');
    expect(body.error.message.length).toBeLessThan(300);
  });
});
