// Insights on both databases (docs/decisions/049): every figure of the league table, the trend,
// the most-failed items and the time to resolve equals what this test adds up itself from the
// raw rows (checklists, actions, readings, sign-offs), after ticks, failures, fixes, readings
// out of limits, a sign-off and a deletion; the summary rows stay equal to those raw rows; and
// an area manager, a store manager and a shift leader see exactly what they may.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { apiErrorSchema } from '#domain/api-error';
import { AREA_MESSAGES } from '#domain/areas/messages';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import type { ChecklistDetail, ChecklistItem } from '#domain/checklists/api';
import { addDays, startOfWeek, type IsoDate } from '#domain/dates';
import {
  INSIGHT_MESSAGES,
  leagueSchema,
  mostFailedSchema,
  resolutionSchema,
  TREND_WEEKS,
  trendSchema,
  type LeagueRow,
} from '#domain/insights/api';
import { limitsIn } from '#domain/readings/spec';
import { monthReportSchema } from '#domain/reports/api';
import { apiClient, signedInUser, type SignedInUser } from '#test/support/api-client';
import {
  createArea,
  createChecklist,
  createStore,
  createUser,
  sessionCookieFor,
} from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { doneChange } from '#test/support/items';
import { pdfText } from '#test/support/pdf-text';
import { useTestApp } from '#test/support/use-test-app';

const TODAY: IsoDate = '2026-11-20';
const NOW = '2026-11-20T12:00:00.000Z';
const MONTH = { from: '2026-11-01', to: '2026-11-30' };

describe.each(testDialects())('insights on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;
  const stores: Record<'a' | 'b' | 'c', { id: string; name: string; storeNumber: string }> =
    {} as never;
  let areaId: string;

  const error = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;
  const iso = (value: string | Date) => new Date(value).toISOString();
  const day = (value: string | Date) =>
    typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

  async function change(
    by: SignedInUser,
    checklist: ChecklistDetail,
    item: ChecklistItem,
    body: object,
  ) {
    const answer = await by.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, body);
    expect(answer.statusCode, answer.body).toBe(200);
  }

  const checks = (checklist: ChecklistDetail, section: ChecklistItem['section']) =>
    checklist.items.filter((item) => item.section === section && item.kind === 'check');

  /**
   * Moves the test's clock and signs everyone in again (a session ends when idle for days).
   */
  async function moveTo(time: string, people: SignedInUser[]) {
    t.clock.current = new Date(time);
    for (const person of people) {
      person.api = apiClient(t.app, await sessionCookieFor(t.deps, person.id));
    }
  }

  /** Three stores' month: A and B in one area, C outside it. */
  beforeAll(async () => {
    t.clock.current = new Date('2026-11-02T09:00:00.000Z');
    admin = await signedInUser(t, 'super-admin', null);
    stores.a = await createStore(t.deps, { name: 'Insight A' });
    stores.b = await createStore(t.deps, { name: 'Insight B' });
    stores.c = await createStore(t.deps, { name: 'Insight C' });
    areaId = await createArea(t.deps, [stores.a.id, stores.b.id]);
    const leaders = {
      a: await signedInUser(t, 'shift-leader', stores.a.id, 'Ana Leader'),
      b: await signedInUser(t, 'shift-leader', stores.b.id, 'Ben Leader'),
      c: await signedInUser(t, 'shift-leader', stores.c.id, 'Cat Leader'),
    };
    const manager = await signedInUser(t, 'store', stores.a.id, 'Mo Manager');
    const everyone = [admin, manager, ...Object.values(leaders)];

    // A, 2 November: every item done (completed), then the same travel-path item failed on
    // 10, 14 and 18 November (the third recurring: three in 30 days), the first fixed after 40
    // minutes.
    const full = await createChecklist(t.deps, { by: leaders.a });
    for (const item of full.items) await change(leaders.a, full, item, doneChange(item, 'C'));
    await moveTo('2026-11-10T10:00:00.000Z', everyone);
    const tenth = await createChecklist(t.deps, { by: leaders.a });
    const door = checks(tenth, 'travel-path')[0]!;
    await change(leaders.a, tenth, door, {
      type: 'fail',
      comment: 'Door seal torn',
      priority: 'A',
    });
    t.clock.advanceMinutes(40);
    await change(leaders.a, tenth, door, { type: 'resolve', resolved: true });
    await moveTo('2026-11-14T10:00:00.000Z', everyone);
    const fourteenth = await createChecklist(t.deps, { by: leaders.a });
    const door14 = fourteenth.items.find((item) => item.text === door.text)!;
    await change(leaders.a, fourteenth, door14, {
      type: 'fail',
      comment: 'Still torn',
      priority: 'A',
    });
    await moveTo('2026-11-18T10:00:00.000Z', everyone);
    const eighteenth = await createChecklist(t.deps, { by: leaders.a });
    const again = eighteenth.items.find((item) => item.text === door.text)!;
    await change(leaders.a, eighteenth, again, {
      type: 'fail',
      comment: 'Torn again',
      priority: 'A',
    });
    // A reading out of limits on the 18th, and its day signed; the 10th is not.
    const fridge = eighteenth.items.find((item) => item.kind === 'reading')!;
    const { max } = limitsIn(fridge.measure!, 'C');
    await change(leaders.a, eighteenth, fridge, {
      type: 'record',
      value: String((max ?? 5) + 4),
      unit: 'C',
      comment: 'Stock moved to the reach-in',
    });
    const signed = await manager.api.post(`/api/stores/${stores.a.id}/sign-offs`, {
      date: '2026-11-18',
    });
    expect(signed.statusCode, signed.body).toBe(201);

    // B: failures of three priorities on the 12th, fixed after 10, 100 and 200 minutes, and
    // the door item too (never fixed).
    await moveTo('2026-11-12T08:00:00.000Z', everyone);
    const twelfth = await createChecklist(t.deps, { by: leaders.b });
    const travel = checks(twelfth, 'travel-path');
    const bDoor = twelfth.items.find((item) => item.text === door.text)!;
    const fixes = [
      [travel.find((i) => i.id !== bDoor.id)!, 'B', 10],
      [travel.filter((i) => i.id !== bDoor.id)[1]!, 'C', 100],
      [travel.filter((i) => i.id !== bDoor.id)[2]!, 'C', 200],
    ] as const;
    for (const [item, priority] of fixes) {
      await change(leaders.b, twelfth, item, { type: 'fail', comment: 'Dirty', priority });
    }
    await change(leaders.b, twelfth, bDoor, { type: 'fail', comment: 'Seal', priority: 'D' });
    const preShift = checks(twelfth, 'pre-shift')[0]!;
    await change(leaders.b, twelfth, preShift, { type: 'fail', comment: 'Rota short' });
    let minutes = 0;
    for (const [item, , after] of fixes) {
      t.clock.advanceMinutes(after - minutes);
      minutes = after;
      await change(leaders.b, twelfth, item, { type: 'resolve', resolved: true });
    }

    // C: a checklist with a failure, and one deleted (its rows leave the figures).
    await moveTo('2026-11-16T08:00:00.000Z', everyone);
    const cChecklist = await createChecklist(t.deps, { by: leaders.c });
    const cItem = checks(cChecklist, 'travel-path')[1]!;
    await change(leaders.c, cChecklist, cItem, {
      type: 'fail',
      comment: 'Bin full',
      priority: 'C',
    });
    await moveTo('2026-11-17T08:00:00.000Z', everyone);
    const doomed = await createChecklist(t.deps, { by: leaders.c });
    await change(leaders.c, doomed, checks(doomed, 'travel-path')[0]!, {
      type: 'fail',
      comment: 'Gone soon',
      priority: 'B',
    });
    const deleted = await admin.api.delete(`/api/checklists/${doomed.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);

    await moveTo(NOW, everyone);
  });

  /** What the league says of a store, computed here from the raw rows. */
  async function rawFigures(storeId: string, range = MONTH) {
    const db = t.deps.db.kysely;
    const inRange = <T extends { business_date: string | Date }>(rows: T[]) =>
      rows.filter((r) => day(r.business_date) >= range.from && day(r.business_date) <= range.to);
    const checklists = inRange(
      await db
        .selectFrom('checklists')
        .select(['business_date', 'progress'])
        .where('store_id', '=', storeId)
        .execute(),
    );
    const actions = await db
      .selectFrom('actions')
      .select(['business_date', 'recurring', 'status', 'due_at'])
      .where('store_id', '=', storeId)
      .execute();
    const outside = inRange(
      await db
        .selectFrom('readings')
        .select(['business_date', 'within'])
        .where('store_id', '=', storeId)
        .execute(),
    ).filter((r) => !r.within);
    const signed = new Set(
      (
        await db
          .selectFrom('day_sign_offs')
          .select('business_date')
          .where('store_id', '=', storeId)
          .execute()
      ).map((r) => day(r.business_date)),
    );
    const days = new Set(checklists.map((c) => day(c.business_date)));
    const failures = inRange(actions);
    const outstanding = actions.filter((a) => a.status === 'open' || a.status === 'in-progress');
    const completed = checklists.filter((c) => c.progress === 100).length;
    return {
      checklists: checklists.length,
      completed,
      completion: checklists.length ? Math.round((completed / checklists.length) * 100) : null,
      failures: failures.length,
      failuresPerChecklist: checklists.length
        ? Math.round((failures.length / checklists.length) * 100) / 100
        : null,
      recurring: failures.filter((a) => Boolean(a.recurring)).length,
      readingsOutside: outside.length,
      signOffsMissing: [...days].filter((d) => d < TODAY && !signed.has(d)).length,
      openActions: outstanding.length,
      overdueActions: outstanding.filter((a) => iso(a.due_at) < NOW).length,
    };
  }

  const league = async (api: SignedInUser['api'], query = '') => {
    const answer = await api.get(`/api/insights/league${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return leagueSchema.parse(answer.json());
  };

  it('adds up each store of the league table as the raw rows do, and the month report judges on-time', async () => {
    const table = await league(admin.api, '?period=month&date=2026-11-20');
    expect(table.scope).toMatchObject({ kind: 'all', from: MONTH.from, to: MONTH.to });
    for (const store of Object.values(stores)) {
      const row = table.stores.find((r) => r.storeId === store.id)!;
      expect(row, store.name).toMatchObject(await rawFigures(store.id));
      const month = monthReportSchema.parse(
        (await admin.api.get(`/api/reports/month?storeId=${store.id}&year=2026&month=11`)).json(),
      );
      const { onTime, late, missed, onTimeRate } = month.summary.timeliness;
      expect({ onTime: row.onTime, sectionsDue: row.sectionsDue }).toEqual({
        onTime: onTimeRate,
        sectionsDue: onTime + late + missed,
      });
    }
    // The figures the fixture set up, so the raw sums above are not vacuous.
    const a = table.stores.find((r) => r.storeId === stores.a.id)!;
    expect(a).toMatchObject({ checklists: 4, completed: 1, failures: 4, recurring: 1 });
    expect(a).toMatchObject({ readingsOutside: 1, signOffsMissing: 3, openActions: 3 });
    const c = table.stores.find((r) => r.storeId === stores.c.id)!;
    expect(c).toMatchObject({ checklists: 1, failures: 1 });

    // The total is the sum of every store's row.
    const sum = (pick: (row: LeagueRow) => number) =>
      table.stores.reduce((total, row) => total + pick(row), 0);
    expect(table.total).toMatchObject({
      checklists: sum((r) => r.checklists),
      failures: sum((r) => r.failures),
      openActions: sum((r) => r.openActions),
      readingsOutside: sum((r) => r.readingsOutside),
      signOffsMissing: sum((r) => r.signOffsMissing),
    });
  });

  it('keeps the summary rows equal to the raw rows they count', async () => {
    const db = t.deps.db.kysely;
    const kept = await db
      .selectFrom('store_days')
      .selectAll()
      .where((eb) =>
        eb.or([eb('checklists', '>', 0), eb('failures', '>', 0), eb('sign_offs', '>', 0)]),
      )
      .execute();
    const counted = await sql<{
      store_id: string;
      business_date: string;
      checklists: number;
      failures: number;
    }>`
      select c.store_id, c.business_date, count(*) as checklists,
        (select count(*) from actions a where a.store_id = c.store_id
          and a.business_date = c.business_date) as failures
      from checklists c group by c.store_id, c.business_date`.execute(db);
    const key = (r: { store_id: string; business_date: string | Date }) =>
      `${r.store_id}|${day(r.business_date)}`;
    const expected = new Map(counted.rows.map((r) => [key(r), r]));
    for (const row of kept) {
      if (row.checklists === 0 && row.failures === 0) continue;
      const raw = expected.get(key(row));
      expect(raw, key(row)).toBeDefined();
      expect([row.checklists, row.failures]).toEqual([
        Number(raw!.checklists),
        Number(raw!.failures),
      ]);
    }
    expect(kept.filter((r) => r.checklists > 0)).toHaveLength(counted.rows.length);
  });

  it("lists the most-failed items with the stores failing them, and each one's latest failure", async () => {
    const answer = await admin.api.get('/api/insights/most-failed?date=2026-11-20');
    expect(answer.statusCode, answer.body).toBe(200);
    const { items } = mostFailedSchema.parse(answer.json());
    const raw = await t.deps.db.kysely
      .selectFrom('actions')
      .select(['item_text', 'store_id', 'recurring', 'opened_at', 'id'])
      .execute();
    const byText = new Map<string, typeof raw>();
    for (const row of raw) byText.set(row.item_text, [...(byText.get(row.item_text) ?? []), row]);
    const top = items[0]!;
    expect(top.failures).toBe(Math.max(...[...byText.values()].map((rows) => rows.length)));
    for (const item of items) {
      const rows = byText.get(item.text)!;
      expect(item.failures).toBe(rows.length);
      expect(item.recurring).toBe(rows.filter((r) => Boolean(r.recurring)).length);
      expect(item.storeCount).toBe(new Set(rows.map((r) => r.store_id)).size);
    }
    // The door item: failed in A three times (the third recurring) and B once.
    const door = items.find((item) => item.failures === 4)!;
    expect(door.stores.map((s) => [s.storeId, s.failures])).toEqual([
      [stores.a.id, 3],
      [stores.b.id, 1],
    ]);
    const latest = raw
      .filter((r) => r.item_text === door.text && r.store_id === stores.a.id)
      .toSorted((x, y) => iso(y.opened_at).localeCompare(iso(x.opened_at)))[0]!;
    expect(door.stores[0]).toMatchObject({ lastActionId: latest.id, lastRecurring: true });
  });

  it('gives the time to resolve by priority as percentile_cont would, against the due times', async () => {
    const answer = await admin.api.get('/api/insights/resolution?date=2026-11-20');
    expect(answer.statusCode, answer.body).toBe(200);
    const { priorities } = resolutionSchema.parse(answer.json());
    const raw = await t.deps.db.kysely
      .selectFrom('actions')
      .select(['priority', 'opened_at', 'done_at'])
      .execute();
    const quantile = (values: number[], q: number) => {
      if (values.length === 0) return null;
      const sorted = values.toSorted((x, y) => x - y);
      const position = q * (sorted.length - 1);
      const below = Math.floor(position);
      const above = sorted[Math.min(below + 1, sorted.length - 1)]!;
      return sorted[below]! + (position - below) * (above - sorted[below]!);
    };
    for (const row of priorities) {
      const mine = raw.filter((r) => (r.priority ?? 'none') === row.priority);
      const done = mine
        .filter((r) => r.done_at !== null)
        .map((r) => (Date.parse(iso(r.done_at!)) - Date.parse(iso(r.opened_at))) / 60_000);
      expect(row, row.priority).toMatchObject({
        resolved: done.length,
        open: mine.length - done.length,
        withinTarget: done.filter((m) => m <= row.targetMinutes).length,
      });
      const [median, p90] = [quantile(done, 0.5), quantile(done, 0.9)];
      if (median === null || p90 === null) {
        expect([row.medianMinutes, row.p90Minutes]).toEqual([null, null]);
      } else {
        expect(row.medianMinutes).toBeCloseTo(median, 6);
        expect(row.p90Minutes).toBeCloseTo(p90, 6);
      }
    }
    const c = priorities.find((row) => row.priority === 'C')!;
    expect(c).toMatchObject({ resolved: 2, targetMinutes: 180 });
    expect(c.medianMinutes).toBeCloseTo(150, 6);
    expect(c.p90Minutes).toBeCloseTo(190, 6);
    expect(priorities.find((row) => row.priority === 'A')).toMatchObject({
      resolved: 1,
      medianMinutes: 40,
      withinTarget: 0,
    });
  });

  it("trends twelve weeks of the area against the chain's median store", async () => {
    const answer = await admin.api.get(`/api/insights/trend?areaId=${areaId}&date=2026-11-20`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { weeks, scope } = trendSchema.parse(answer.json());
    expect(scope).toMatchObject({ kind: 'area', areaId });
    expect(weeks).toHaveLength(TREND_WEEKS);
    expect(weeks.at(-1)!.from).toBe(startOfWeek(TODAY));
    for (const week of weeks) {
      const range = { from: week.from, to: addDays(week.from, 6) };
      const [a, b] = [await rawFigures(stores.a.id, range), await rawFigures(stores.b.id, range)];
      expect(week).toMatchObject({
        checklists: a.checklists + b.checklists,
        completed: a.completed + b.completed,
        failures: a.failures + b.failures,
        readingsOutside: a.readingsOutside + b.readingsOutside,
      });
    }
    // 16–22 November: A's checklist of the 18th (2 failures), C's of the 16th (1), and any
    // other store of this database that week.
    const perStore = await sql<{
      store_id: string;
      checklists: number;
      completed: number;
      failures: number;
    }>`
      select c.store_id, count(*) as checklists,
        sum(case when c.progress = 100 then 1 else 0 end) as completed,
        (select count(*) from actions a where a.store_id = c.store_id
          and a.business_date >= ${week16()} and a.business_date <= ${week22()}) as failures
      from checklists c where c.business_date >= ${week16()} and c.business_date <= ${week22()}
      group by c.store_id`.execute(t.deps.db.kysely);
    const values = perStore.rows
      .map((r) => Number(r.failures) / Number(r.checklists))
      .toSorted((x, y) => x - y);
    const middle = Math.floor(values.length / 2);
    const median =
      values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
    expect(weeks.at(-1)!.chainMedian.failuresPerChecklist).toBe(Math.round(median * 100) / 100);
  });

  const week16 = () => (dialect === 'postgres' ? sql`${'2026-11-16'}::date` : sql`${'2026-11-16'}`);
  const week22 = () => (dialect === 'postgres' ? sql`${'2026-11-22'}::date` : sql`${'2026-11-22'}`);

  it('shows an area manager their area, not another store; a store manager their store; a leader nothing', async () => {
    const dana = await createUser(t.deps, { role: 'area', storeId: null, areaId });
    const danaApi = apiClient(t.app, await sessionCookieFor(t.deps, dana.id));
    const mine = await league(danaApi);
    expect(mine.scope).toMatchObject({ kind: 'area', areaId });
    expect(mine.stores.map((s) => s.storeId).sort()).toEqual([stores.a.id, stores.b.id].sort());
    const other = await danaApi.get(`/api/insights/league?storeId=${stores.c.id}`);
    expect(other.statusCode).toBe(404);
    const otherArea = await createArea(t.deps, [stores.c.id]);
    const refused = await danaApi.get(`/api/insights/trend?areaId=${otherArea}`);
    expect(refused.statusCode).toBe(404);
    expect(error(refused.body).message).toBe(AREA_MESSAGES.notFound);

    const manager = await signedInUser(t, 'store', stores.b.id);
    const own = await league(manager.api);
    expect(own.scope).toMatchObject({ kind: 'store', storeId: stores.b.id });
    expect(own.stores.map((s) => s.storeId)).toEqual([stores.b.id]);
    expect(
      (await manager.api.get(`/api/insights/most-failed?storeId=${stores.a.id}`)).statusCode,
    ).toBe(404);

    const leader = await signedInUser(t, 'shift-leader', stores.b.id);
    const denied = await leader.api.get('/api/insights/league');
    expect(denied.statusCode).toBe(403);
    expect(error(denied.body).message).toBe(ACCESS_MESSAGES.notAllowed);
  });

  it('refuses a store and an area at once, and a bad period, with nothing read', async () => {
    const both = await admin.api.get(
      `/api/insights/league?storeId=${stores.a.id}&areaId=${areaId}`,
    );
    expect(both.statusCode).toBe(400);
    expect(error(both.body).message).toBe(INSIGHT_MESSAGES.storeOrArea);
    expect((await admin.api.get('/api/insights/league?period=year')).statusCode).toBe(400);
    expect((await admin.api.get('/api/insights/league?date=2026-13-01')).statusCode).toBe(400);
    expect((await admin.api.get('/api/insights/league?storeId=nope')).statusCode).toBe(404);
    expect((await admin.api.get('/api/insights/league?areaId=nope')).statusCode).toBe(404);
  });

  it('exports the league table and the most-failed items as CSV', async () => {
    const csv = await admin.api.get(`/api/insights/league.csv?areaId=${areaId}&date=2026-11-20`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="insights-league-2026-11.csv"',
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Store number,Store name,Checklists,Completed,Completion \(%\)/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/^,Total,/);
    const failed = await admin.api.get('/api/insights/most-failed.csv?date=2026-11-20');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain(`#${stores.a.storeNumber} Insight A: 3`);
  });

  it("puts the area's week in one PDF: its stores, their figures, the failures and their times", async () => {
    const answer = await admin.api.get(`/api/insights/week.pdf?areaId=${areaId}&date=2026-11-18`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = pdfText(answer.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Insights:');
    expect(text).toContain('Monday, November 16, 2026');
    expect(text).toContain(`${stores.a.name} (#${stores.a.storeNumber})`);
    expect(text).toContain(`${stores.b.name} (#${stores.b.storeNumber})`);
    expect(text).not.toContain(stores.c.name);
    // The 16–22 November week: A's checklist of the 18th, with its two failures.
    expect(text).toContain('Completed 0% (0 of 1)');
    expect(text).toContain('All 2 stores');
    expect(text).toMatch(/1\. .+: 1 failure in 1 store/);
    expect(text).toContain('Priority A: 0 fixed');
  });
});
