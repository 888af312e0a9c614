import { describe, expect, it } from 'vitest';
import type { ChecklistDetail, StoreDay } from '#domain/checklists/api';
import { FUTURE_DATE_NOT_ALLOWED, STORE_NOT_FOUND } from '#domain/checklists/messages';
import { keptSpec } from '#domain/readings/spec';
import { shiftNotEnabledMessage } from '#domain/shifts';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate, createUser } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { defaultSectionTotals, defaultTemplate } from '#test/support/items';
import { useTestApp } from '#test/support/use-test-app';

// The test clock stands at 2026-11-22T12:00Z, a Sunday: noon in London.
describe.each(testDialects())('checklist creation on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function leaderOfNewStore(displayName: string | null = 'Sam Leader', timezone?: string) {
    const store = await createStore(t.deps, timezone ? { timezone } : {});
    return { store, leader: await signedInUser(t, 'shift-leader', store.id, displayName) };
  }

  const countRows = async (table: 'checklists' | 'checklist_items', column: string, id: string) =>
    Number(
      (
        await t.deps.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column as 'id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("creates today's checklist from the default template, open, with four blank targets", async () => {
    const { store, leader } = await leaderOfNewStore();
    const response = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'breakfast',
    });
    expect(response.statusCode).toBe(201);
    const checklist: ChecklistDetail = response.json();
    const template = defaultTemplate('breakfast');
    const totals = defaultSectionTotals('breakfast');
    expect(checklist).toMatchObject({
      storeId: store.id,
      businessDate: '2026-11-22',
      category: 'breakfast',
      title: 'Sunday, November 22, 2026 - Breakfast Shift',
      createdBy: leader.id,
      creatorName: 'Sam Leader',
      createdAt: '2026-11-22T12:00:00.000Z',
      progress: 0,
      completedAt: null,
      openIssues: 0,
      status: { kind: 'in-progress', label: 'In progress' },
      sectionCounts: {
        'pre-shift': { done: 0, total: totals['pre-shift'], issues: 0 },
        'travel-path': { done: 0, total: totals['travel-path'], issues: 0 },
        'post-shift': { done: 0, total: totals['post-shift'], issues: 0 },
      },
      temperatureUnit: 'C',
      targets: { withText: 0, met: 0, unmet: 0 },
      feedback: null,
      serviceAreaLeader: '',
      abilities: { read: true, edit: true, delete: true, addFeedback: false },
    });
    expect(checklist.items).toHaveLength(template.items.length);
    expect(checklist.items.map((i) => i.position)).toEqual([...template.items.keys()]);
    expect(
      checklist.items.every((i) => !i.completed && !i.failed && !i.resolved && !i.completedAt),
    ).toBe(true);
    // Each item takes what its template item takes: a tick, or a reading with its limits in °C.
    expect(checklist.items.map((i) => [i.text, i.kind, i.measure])).toEqual(
      template.items.map((item) => [
        item.text,
        item.kind ?? 'check',
        item.reading ? keptSpec(item.reading) : null,
      ]),
    );
    expect(checklist.items.filter((i) => i.kind === 'reading')).not.toHaveLength(0);
    expect(
      checklist.items.every(
        (i) => i.answerValue === null && i.answerUnit === null && i.answeredAt === null,
      ),
    ).toBe(true);
    const wording = checklist.items.map((i) => `${i.text} ${i.details ?? ''}`).join('\n');
    expect(wording).toContain('All cash drops must be under £2500');
    expect(wording).toContain('Minimum of 150m radius');
    expect(checklist.shiftTargets).toEqual(
      [0, 1, 2, 3].map((position) => ({
        id: expect.any(String),
        position,
        text: '',
        // SPEC §4: Not Achieved until someone records Achieved.
        achieved: false,
        comment: '',
      })),
    );
  });

  it('gives the overnight template its extra items', async () => {
    const { store } = await leaderOfNewStore();
    const settings = { enabled: true, startTime: '00:00', endTime: '05:00' };
    await t.deps.db.kysely
      .updateTable('store_shifts')
      .set({ enabled: settings.enabled })
      .where('store_id', '=', store.id)
      .where('category', '=', 'overnight')
      .execute();
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const response = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'overnight',
    });
    expect(response.statusCode).toBe(201);
    const totals = defaultSectionTotals('overnight');
    expect(response.json().sectionCounts).toEqual({
      'pre-shift': { done: 0, total: totals['pre-shift'], issues: 0 },
      'travel-path': { done: 0, total: totals['travel-path'], issues: 0 },
      'post-shift': { done: 0, total: totals['post-shift'], issues: 0 },
    });
    const items: ChecklistDetail['items'] = response.json().items;
    expect(items.map((i) => i.text)).toEqual(defaultTemplate('overnight').items.map((i) => i.text));
    // Its extra items: more to do than on any other shift.
    for (const category of ['breakfast', 'day', 'night'] as const) {
      expect(items.length).toBeGreaterThan(defaultTemplate(category).items.length);
    }
    expect(response.json().title).toBe('Sunday, November 22, 2026 - Overnight Shift');
  });

  it('names the creator by e-mail without a display name', async () => {
    const { store, leader } = await leaderOfNewStore(null);
    const response = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'day',
    });
    expect(response.json().creatorName).toBe(leader.email);
  });

  it('returns the existing checklist (200) when the shift already has one', async () => {
    const { store, leader } = await leaderOfNewStore();
    const first = await leader.api.post('/api/checklists', { storeId: store.id, category: 'day' });
    const manager = await signedInUser(t, 'store', store.id);
    const second = await manager.api.post('/api/checklists', {
      storeId: store.id,
      category: 'day',
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().creatorName).toBe('Sam Leader');
  });

  it('gives two leaders pressing Create at once the same checklist', async () => {
    const { store, leader } = await leaderOfNewStore();
    const other = await signedInUser(t, 'shift-leader', store.id, 'Alex');
    const body = { storeId: store.id, category: 'night' };
    const [a, b] = await Promise.all([
      leader.api.post('/api/checklists', body),
      other.api.post('/api/checklists', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const id: string = a.json().id;
    expect(await countRows('checklists', 'store_id', store.id)).toBe(1);
    expect(await countRows('checklist_items', 'checklist_id', id)).toBe(
      defaultTemplate('night').items.length,
    );
    const history = await leader.api.get(`/api/checklists/${id}/history`);
    expect(history.json().events).toHaveLength(1);
    expect(a.json().shiftTargets).toHaveLength(4);
  });

  it('refuses a shift the store has not enabled, creating nothing', async () => {
    const { store, leader } = await leaderOfNewStore();
    const response = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'overnight',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'bad_request', message: shiftNotEnabledMessage('overnight') },
    });
    expect(response.json().error.message).toBe('overnight shift is not enabled for this store.');
    expect(await countRows('checklists', 'store_id', store.id)).toBe(0);
  });

  it('uses the store business date: 04:00 in Los Angeles is still the day before', async () => {
    // 12:00Z is 04:00 in Los Angeles, before the 05:00 breakfast start.
    const { store, leader } = await leaderOfNewStore('Sam', 'America/Los_Angeles');
    const today = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'breakfast',
    });
    expect(today.json().businessDate).toBe('2026-11-21');
    expect(today.json().title).toBe('Saturday, November 21, 2026 - Breakfast Shift');
    const future = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'day',
      date: '2026-11-22',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(FUTURE_DATE_NOT_ALLOWED);
  });

  it('allows a past date and titles it with that date', async () => {
    const { store, leader } = await leaderOfNewStore();
    const response = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'night',
      date: '2026-02-28',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      businessDate: '2026-02-28',
      title: 'Saturday, February 28, 2026 - Night Shift',
      createdAt: '2026-11-22T12:00:00.000Z',
    });
  });

  it('prefers the store template, the newest of several, over global ones', async () => {
    const { store, leader } = await leaderOfNewStore();
    const elsewhere = await createStore(t.deps);
    const item = (text: string) => [{ text, section: 'pre-shift' as const }];
    await createTemplate(t.deps, { storeId: store.id, category: 'day', items: item('Older own') });
    t.clock.advanceMinutes(1);
    await createTemplate(t.deps, { storeId: store.id, category: 'day', items: item('Own') });
    t.clock.advanceMinutes(1);
    await createTemplate(t.deps, { storeId: null, category: 'day', items: item('Newer global') });
    await createTemplate(t.deps, { storeId: elsewhere.id, category: 'day', items: item('Theirs') });
    const response = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'day',
    });
    t.clock.advanceMinutes(-2);
    expect(response.json().items.map((i: { text: string }) => i.text)).toEqual(['Own']);
    expect(response.json().sectionCounts['pre-shift']).toEqual({ done: 0, total: 1, issues: 0 });
  });

  it("refuses another store's shift as if the store did not exist", async () => {
    const { leader } = await leaderOfNewStore();
    const other = await createStore(t.deps);
    for (const storeId of [other.id, 'no-such-store']) {
      const response = await leader.api.post('/api/checklists', { storeId, category: 'day' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(STORE_NOT_FOUND);
    }
    expect(await countRows('checklists', 'store_id', other.id)).toBe(0);
  });

  describe('store day', () => {
    it("lists the day's checklists in shift order with their counts", async () => {
      const { store, leader } = await leaderOfNewStore();
      const owner = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
      await createChecklist(t.deps, { by: owner, category: 'night' });
      await createChecklist(t.deps, { by: owner, category: 'breakfast' });
      await createChecklist(t.deps, { by: owner, category: 'day', date: '2026-11-21' });
      const response = await leader.api.get(`/api/stores/${store.id}/day`);
      expect(response.statusCode).toBe(200);
      const day: StoreDay = response.json();
      expect(day.store).toMatchObject({
        id: store.id,
        name: store.name,
        timezone: 'Europe/London',
      });
      expect(day.store.shiftSettings.overnight.enabled).toBe(false);
      expect(day.today).toBe('2026-11-22');
      expect(day.date).toBe('2026-11-22');
      expect(day.checklists.map((c) => c.category)).toEqual(['breakfast', 'night']);
      expect(day.checklists[0]).toMatchObject({
        creatorName: owner.email,
        status: { label: 'In progress' },
        targets: { withText: 0, met: 0, unmet: 0 },
      });
      const yesterday = await leader.api.get(`/api/stores/${store.id}/day?date=2026-11-21`);
      expect(yesterday.json().date).toBe('2026-11-21');
      expect(yesterday.json().today).toBe('2026-11-22');
      expect(yesterday.json().checklists.map((c: { category: string }) => c.category)).toEqual([
        'day',
      ]);
    });

    it('gives nothing for another store unless super admin', async () => {
      const { store } = await leaderOfNewStore();
      const outsider = await signedInUser(t, 'store', (await createStore(t.deps)).id);
      const denied = await outsider.api.get(`/api/stores/${store.id}/day`);
      expect(denied.statusCode).toBe(404);
      expect(denied.json().error.message).toBe(STORE_NOT_FOUND);
      const admin = await signedInUser(t, 'super-admin', null);
      expect((await admin.api.get(`/api/stores/${store.id}/day`)).statusCode).toBe(200);
    });
  });
});
