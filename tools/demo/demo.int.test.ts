import { viewableStoresSchema } from '#domain/reports/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistProgress, openIssueCount } from '#domain/checklists/progress';
import { sectionCountsBySection } from '#domain/checklists/summary';
import type { Section } from '#domain/sections';
import { apiClient } from '#test/support/api-client';
import { signInCookie } from '#test/support/factories';
import {
  createTestDatabase,
  startTestApp,
  testDialects,
  type TestApp,
  type TestDatabase,
} from '#test/support/harness';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORDS } from './chain';
import { DEMO_ALREADY_LOADED, DemoRefusal } from './guard';
import { loadDemoChain, type DemoResult } from './load';

// The test clock stands at 2026-11-22T12:00Z: Sunday, noon in London (the default zone).
describe.each(testDialects())('npm run demo on %s', (dialect) => {
  let database: TestDatabase;
  let t: TestApp;
  let result: DemoResult;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await startTestApp(database);
    result = await loadDemoChain(t.deps);
    // A year of three stores' history: about 20 s alone, past 120 s on a 2-core machine busy
    // with the end-to-end suite beside it.
  }, 240_000);
  afterAll(async () => {
    await t.stop();
    await database.destroy();
  });

  const db = () => t.deps.db.kysely;

  it('creates three stores with different shift settings in the default time zone', async () => {
    const stores = await db()
      .selectFrom('stores')
      .innerJoin('store_shifts', 'store_shifts.store_id', 'stores.id')
      .select(['store_number', 'timezone', 'category', 'enabled', 'start_time', 'end_time'])
      .where('store_number', 'in', ['228', '310', '415'])
      .execute();
    const enabled = (number: string) =>
      stores
        .filter((s) => s.store_number === number && Boolean(s.enabled))
        .map((s) => `${s.category} ${s.start_time}-${s.end_time}`)
        .sort();
    expect(enabled('228')).toEqual([
      'breakfast 05:00-11:00',
      'day 11:00-17:00',
      'night 17:00-00:00',
    ]);
    expect(enabled('310')).toContain('overnight 23:00-05:00');
    expect(enabled('415')).toEqual(['day 10:00-16:00', 'night 16:00-23:00']);
    expect(new Set(stores.map((s) => s.timezone))).toEqual(new Set(['Europe/London']));
  });

  it('creates a super-admin, an area manager, a manager and two leaders per store, who can sign in', async () => {
    const users = await db()
      .selectFrom('users')
      .leftJoin('stores', 'stores.id', 'users.store_id')
      .select(['email', 'role', 'display_name', 'store_number'])
      .where('email', 'like', '%@shiftcheck.demo')
      .execute();
    const count = (role: string, store: string | null) =>
      users.filter((u) => u.role === role && u.store_number === store).length;
    expect(users).toHaveLength(11);
    expect(count('super-admin', null)).toBe(1);
    expect(count('area', null)).toBe(1);
    for (const store of ['228', '310', '415']) {
      expect([count('store', store), count('shift-leader', store)]).toEqual([1, 2]);
    }
    expect(users.every((u) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(u.display_name ?? ''))).toBe(true);
    const manager = result.chain.stores[1]!.manager;
    for (const [email, password] of [
      [DEMO_ADMIN_EMAIL, DEMO_PASSWORDS['super-admin']],
      [manager.user.email, manager.password],
      [result.chain.area.user.email, DEMO_PASSWORDS.area],
    ] as const) {
      await expect(signInCookie(t.app, email, password)).resolves.toMatch(/=/);
    }
    // The area manager sees the stores of the demo's area, not the third.
    const cookie = await signInCookie(t.app, result.chain.area.user.email, DEMO_PASSWORDS.area);
    const seen = viewableStoresSchema.parse(
      (await t.app.inject({ url: '/api/stores', headers: { cookie } })).json(),
    );
    expect(seen.stores.map((store) => store.storeNumber).sort()).toEqual(['228', '310']);
  });

  it('fills eight weeks up to today with mostly complete shifts, some issues and some gaps', async () => {
    const rows = await db().selectFrom('checklists').selectAll().execute();
    expect(rows).toHaveLength(result.checklists);
    expect([result.from, result.to]).toEqual(['2026-09-28', '2026-11-22']);
    // 56 days of 3 + 4 + 2 enabled shifts, less today's that have not started by noon.
    const slots = 56 * 9 - 4;
    expect(rows.length).toBeGreaterThan(slots * 0.8);
    expect(rows.length).toBeLessThan(slots * 0.97);
    const past = rows.filter((r) => r.business_date < '2026-11-22');
    const share = (test: (r: (typeof rows)[number]) => boolean) =>
      past.filter(test).length / past.length;
    expect(share((r) => r.progress === 100 && r.open_issues === 0)).toBeGreaterThan(0.7);
    expect(share((r) => r.open_issues > 0)).toBeGreaterThan(0.05);
    expect(share((r) => r.progress < 100)).toBeGreaterThan(0.02);
    expect(rows.filter((r) => r.feedback_text !== null).every((r) => r.progress === 100)).toBe(
      true,
    );
    expect(share((r) => r.feedback_text !== null)).toBeGreaterThan(0.1);
    const today = rows.filter((r) => r.business_date === '2026-11-22');
    expect(today.map((r) => r.category).sort()).toEqual([
      'breakfast',
      'breakfast',
      'day',
      'day',
      'day',
    ]);
    expect(today.every((r) => r.progress > 0 && r.progress < 100)).toBe(true);
  });

  it('stores progress, issues and section counts that agree with every item', async () => {
    const items = await db()
      .selectFrom('checklist_items')
      .select(['checklist_id', 'section', 'completed', 'failed', 'resolved', 'failure_comment'])
      .execute();
    const byChecklist = new Map<
      string,
      { section: Section; completed: boolean; failed: boolean; resolved: boolean }[]
    >();
    for (const item of items) {
      const list = byChecklist.get(item.checklist_id) ?? [];
      list.push({
        section: item.section as Section,
        completed: Boolean(item.completed),
        failed: Boolean(item.failed),
        resolved: Boolean(item.resolved),
      });
      byChecklist.set(item.checklist_id, list);
    }
    const rows = await db().selectFrom('checklists').selectAll().execute();
    for (const row of rows) {
      const list = byChecklist.get(row.id) ?? [];
      expect(row.progress).toBe(checklistProgress(list));
      expect(row.open_issues).toBe(openIssueCount(list));
      expect(JSON.parse(row.section_counts)).toEqual(sectionCountsBySection(list));
      expect(row.completed_at !== null).toBe(row.progress === 100);
    }
    expect(
      items.filter((i) => Boolean(i.failed)).every((i) => (i.failure_comment ?? '') !== ''),
    ).toBe(true);
  });

  it('gives every failure its corrective action, done once the failure was resolved', async () => {
    const failed = await db()
      .selectFrom('checklist_items')
      .select(['id', 'resolved'])
      .where('failed', '=', true)
      .execute();
    const actions = await db().selectFrom('actions').select(['item_id', 'status']).execute();
    expect(failed.length).toBeGreaterThan(0);
    const statusOf = new Map(actions.map((a) => [a.item_id, a.status]));
    expect(actions).toHaveLength(failed.length);
    for (const item of failed) {
      expect(statusOf.get(item.id)).toBe(item.resolved ? 'done' : 'open');
    }
  });

  it('records targets with results, area leaders and a history for each checklist', async () => {
    const targets = await db()
      .selectFrom('shift_targets')
      .selectAll()
      .where('text', '!=', '')
      .execute();
    expect(targets.length).toBeGreaterThan(result.checklists * 2);
    expect(targets.filter((target) => target.achieved !== null).length).toBeGreaterThan(
      result.checklists,
    );
    const blankLeaders = await db()
      .selectFrom('checklists')
      .select('id')
      .where('service_area_leader', '=', '')
      .execute();
    expect(blankLeaders).toEqual([]);
    const events = await db()
      .selectFrom('checklist_events')
      .select(['action', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('action')
      .execute();
    const byAction = Object.fromEntries(events.map((e) => [e.action, Number(e.n)]));
    expect(byAction['checklist-created']).toBe(result.checklists);
    expect(byAction['item-changed']).toBeGreaterThan(result.checklists * 40);
    expect(byAction['feedback-saved']).toBeGreaterThan(10);
  });

  it('shows the history in the reports a super-admin opens', async () => {
    const api = apiClient(
      t.app,
      await signInCookie(t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORDS['super-admin']),
    );
    const month = (await api.get('/api/reports/month?year=2026&month=10')).json();
    expect(month.summary.total).toBeGreaterThan(200);
    const stores = (await api.get('/api/stores'))
      .json()
      .stores.map((s: { storeNumber: string }) => s.storeNumber);
    expect(stores).toEqual(['228', '310', '415', 'MCD001']);
  });

  // A second load of the demo's weeks is the longest part of this file: once per run on the first
  // database, on each with `npm test -- --full`.
  const again = process.env.SHIFTCHECK_FULL === '1' || dialect === testDialects()[0];
  it.runIf(again)(
    'loads the same history again into another database at the same time',
    async () => {
      const fingerprint = (t: TestApp) =>
        t.deps.db.kysely
          .selectFrom('checklists')
          .innerJoin('stores', 'stores.id', 'checklists.store_id')
          .select(['store_number', 'business_date', 'category', 'progress', 'open_issues'])
          .select(['feedback_text', 'service_area_leader', 'checklists.created_at', 'completed_at'])
          .orderBy('store_number')
          .orderBy('business_date')
          .orderBy('category')
          .execute();
      const other = await createTestDatabase(dialect);
      const again = await startTestApp(other);
      try {
        await loadDemoChain(again.deps);
        expect(await fingerprint(again)).toEqual(await fingerprint(t));
      } finally {
        await again.stop();
        await other.destroy();
      }
    },
    120_000,
  );

  it('refuses to run a second time and changes nothing', async () => {
    const before = await db()
      .selectFrom('checklists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(loadDemoChain(t.deps)).rejects.toThrow(new DemoRefusal(DEMO_ALREADY_LOADED));
    const after = await db()
      .selectFrom('checklists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
