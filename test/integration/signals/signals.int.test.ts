// Record confidence on both databases (docs/decisions/050): each signal fires on a record made
// to raise it and stays quiet on one a person would make — fast ticks (and not a queue of ticks
// made without signal and sent at once), ticks after the shift, one person every shift of a
// day, the same reading day after day, round readings — on a manager's checklist page and in
// the sweep's findings for Insights; who may see, explain and set the thresholds.
import { SIGNAL_ACCESS_MESSAGES } from '#domain/signals/access-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import type { ChecklistDetail, ChecklistItem } from '#domain/checklists/api';
import type { IsoDate } from '#domain/dates';
import { limitsIn } from '#domain/readings/spec';
import {
  DEFAULT_SIGNAL_THRESHOLDS,
  EXPLANATION_MAX_LENGTH,
  recordSignalSchema,
  recordSignalsSchema,
  signalSettingsSchema,
  type RecordSignal,
} from '#domain/signals/api';
import { SIGNAL_MESSAGES } from '#domain/signals/messages';
import { sweepSignals } from '#server/signals/sweep';
import { apiClient, signedInUser, type SignedInUser } from '#test/support/api-client';
import {
  createArea,
  createChecklist,
  createStore,
  sessionCookieFor,
} from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const CHILLER = 'Walk-in chiller temperature';
const DAYS: IsoDate[] = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

describe.each(testDialects())('record confidence on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;
  let manager: SignedInUser;
  let areaManager: SignedInUser;
  let tom: SignedInUser;
  let ana: SignedInUser;
  let quiet: SignedInUser;
  let quiet2: SignedInUser;
  let rita: SignedInUser;
  let everyone: SignedInUser[];
  const stores: Record<'s' | 'r' | 'q' | 'o', { id: string }> = {} as never;
  const checklists: Record<string, ChecklistDetail> = {};

  const error = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;

  async function at(time: string) {
    t.clock.current = new Date(time);
    for (const person of everyone) {
      person.api = apiClient(t.app, await sessionCookieFor(t.deps, person.id));
    }
  }

  /** A change as the app sends it; `madeAt`: as the offline queue sends one made earlier. */
  async function change(
    by: SignedInUser,
    checklist: ChecklistDetail,
    item: ChecklistItem,
    body: object,
    madeAt?: string,
  ) {
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/checklists/${checklist.id}/items/${item.id}`,
      headers: {
        cookie: by.cookie,
        'content-type': 'application/json',
        ...(madeAt ? { 'made-at': madeAt } : {}),
      },
      payload: JSON.stringify(body),
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  const tick = { type: 'complete', completed: true };
  const walk = (checklist: ChecklistDetail) =>
    checklist.items.filter((i) => i.section === 'travel-path' && i.kind === 'check');
  const readingsOf = (checklist: ChecklistDetail) =>
    checklist.items.filter((i) => i.kind === 'reading' && i.measure?.quantity === 'temperature');

  /** A whole degree inside the item's limits, moved by `step` where that stays inside. */
  function wholeWithin(item: ChecklistItem, step: number): number {
    const { min, max } = limitsIn(item.measure!, 'C');
    const base = Math.round(min !== null && max !== null ? (min + max) / 2 : (max ?? min! + 2) - 1);
    const moved = base + (max === null ? step : -step);
    return (min === null || moved >= min) && (max === null || moved <= max) ? moved : base;
  }

  async function signalsOf(by: SignedInUser, checklist: ChecklistDetail) {
    const answer = await by.api.get(`/api/checklists/${checklist.id}/signals`);
    expect(answer.statusCode, answer.body).toBe(200);
    return recordSignalsSchema.parse(JSON.parse(answer.body)).signals;
  }
  const kinds = (signals: RecordSignal[]) => signals.map((s) => s.detail.kind).sort();

  beforeAll(async () => {
    t.clock.current = new Date('2026-11-16T05:30:00.000Z');
    admin = await signedInUser(t, 'super-admin', null);
    stores.s = await createStore(t.deps, { name: 'Signals S' });
    stores.r = await createStore(t.deps, { name: 'Readings R' });
    stores.q = await createStore(t.deps, { name: 'Quiet Q' });
    stores.o = await createStore(t.deps, { name: 'Other O' });
    const areaId = await createArea(t.deps, [stores.s.id, stores.r.id, stores.q.id]);
    tom = await signedInUser(t, 'shift-leader', stores.s.id, 'Tom Fletcher');
    ana = await signedInUser(t, 'shift-leader', stores.s.id, 'Ana Silva');
    quiet = await signedInUser(t, 'shift-leader', stores.q.id, 'Quinn Walker');
    quiet2 = await signedInUser(t, 'shift-leader', stores.q.id, 'Rae Morgan');
    rita = await signedInUser(t, 'shift-leader', stores.r.id, 'Rita Okafor');
    manager = await signedInUser(t, 'store', stores.s.id, 'Priya Sharma');
    areaManager = await signedInUser(t, 'area', null, 'Oliver Grant');
    await t.deps.db.kysely
      .updateTable('users')
      .set({ area_id: areaId })
      .where('id', '=', areaManager.id)
      .execute();
    everyone = [admin, manager, areaManager, tom, ana, quiet, quiet2, rita];
    await at('2026-11-16T06:00:00.000Z');

    // S, Monday breakfast: 30 Travel Path items ticked in 40 seconds at 05:40, sent at 06:00.
    const fast = await createChecklist(t.deps, { by: tom });
    checklists.fast = fast;
    const ticked = walk(fast).slice(0, 30);
    for (const [i, item] of ticked.entries()) {
      const made = new Date(Date.parse('2026-11-16T05:40:00.000Z') + (i * 40_000) / 29);
      await change(tom, fast, item, tick, made.toISOString());
    }
    // Q, Monday breakfast: 30 items walked a minute apart.
    const walked = await createChecklist(t.deps, { by: quiet });
    checklists.walked = walked;
    for (const item of walk(walked).slice(0, 30)) {
      await change(quiet, walked, item, tick);
      t.clock.advanceMinutes(1);
    }
    // Q, Monday day: 30 items ticked a minute apart without signal, all sent at once at 12:00.
    await at('2026-11-16T11:30:00.000Z');
    const queued = await createChecklist(t.deps, { by: quiet, category: 'day' });
    checklists.queued = queued;
    await at('2026-11-16T12:00:00.000Z');
    for (const [i, item] of walk(queued).slice(0, 30).entries()) {
      const made = new Date(Date.parse('2026-11-16T11:30:00.000Z') + i * 60_000);
      await change(quiet, queued, item, tick, made.toISOString());
    }
    // S, Monday day (ends 17:00): Ana ticks three items at 16:50, three at 17:45.
    await at('2026-11-16T16:50:00.000Z');
    const late = await createChecklist(t.deps, { by: ana, category: 'day' });
    checklists.late = late;
    for (const item of walk(late).slice(0, 3)) await change(ana, late, item, tick);
    await at('2026-11-16T17:45:00.000Z');
    for (const item of walk(late).slice(3, 6)) await change(ana, late, item, tick);

    // S, Tuesday: Tom runs breakfast, day and night. Q: Quinn two shifts, Rae the night.
    for (const [category, time] of [
      ['breakfast', '2026-11-17T06:00:00.000Z'],
      ['day', '2026-11-17T12:00:00.000Z'],
      ['night', '2026-11-17T18:00:00.000Z'],
    ] as const) {
      await at(time);
      const own = await createChecklist(t.deps, { by: tom, category });
      checklists[`tom-${category}`] = own;
      for (const item of walk(own).slice(0, 2)) await change(tom, own, item, tick);
      const by = category === 'night' ? quiet2 : quiet;
      const other = await createChecklist(t.deps, { by, category });
      checklists[`q-${category}`] = other;
      for (const item of walk(other).slice(0, 2)) await change(by, other, item, tick);
    }

    // Monday to Friday breakfast: R reads the chiller at 3 °C every day and every probe in
    // whole degrees; Q reads in tenths, as a probe shows them.
    for (const [d, date] of DAYS.entries()) {
      await at(`${date}T07:00:00.000Z`);
      for (const [store, by] of [
        ['r', rita],
        ['q', quiet],
      ] as const) {
        const checklist = await createChecklist(t.deps, { by, storeId: stores[store].id });
        checklists[`${store}-${date}`] = checklist;
        for (const item of readingsOf(checklist)) {
          const whole = item.text === CHILLER ? 3 : wholeWithin(item, d % 2);
          const value = store === 'r' ? String(whole) : (whole + 0.1 + d / 10).toFixed(1);
          await change(by, checklist, item, { type: 'record', value, unit: 'C' });
        }
      }
    }
  });

  it('fires on 30 Travel Path items ticked in 40 seconds, at the times the phone ticked them', async () => {
    const signals = await signalsOf(manager, checklists.fast!);
    const fast = signals.find((s) => s.detail.kind === 'fast-ticks');
    expect(fast?.detail).toEqual({
      kind: 'fast-ticks',
      userName: 'Tom Fletcher',
      items: 30,
      seconds: 40,
      from: '2026-11-16T05:40:00.000Z',
      to: '2026-11-16T05:40:40.000Z',
    });
    expect(fast).toMatchObject({ storeId: stores.s.id, checklistId: checklists.fast!.id });
    expect(fast?.category).toBe('breakfast');
  });

  it('stays quiet on a walk a minute an item, and on a walk queued without signal and sent at once', async () => {
    expect(await signalsOf(admin, checklists.walked!)).toEqual([]);
    expect(await signalsOf(admin, checklists.queued!)).toEqual([]);
    // The queued ticks kept the times they were made at; the server's own are one moment.
    const events = await t.deps.db.kysely
      .selectFrom('checklist_events')
      .select(['at', 'made_at'])
      .where('checklist_id', '=', checklists.queued!.id)
      .where('action', '=', 'item-changed')
      .orderBy('id')
      .execute();
    expect(events).toHaveLength(30);
    expect(new Set(events.map((e) => e.at))).toEqual(new Set(['2026-11-16T12:00:00.000Z']));
    expect(events[0]?.made_at).toBe('2026-11-16T11:30:00.000Z');
    expect(events[29]?.made_at).toBe('2026-11-16T11:59:00.000Z');
  });

  it('fires on items ticked 45 minutes after the shift ended, and not on those before', async () => {
    const signals = await signalsOf(manager, checklists.late!);
    expect(signals.map((s) => s.detail)).toEqual([
      {
        kind: 'after-shift',
        userName: 'Ana Silva',
        items: 3,
        shiftEnd: '2026-11-16T17:00:00.000Z',
        from: '2026-11-16T17:45:00.000Z',
        to: '2026-11-16T17:45:00.000Z',
      },
    ]);
  });

  it('fires on one person ticking every shift of a day, not on a day two people shared', async () => {
    const signals = await signalsOf(manager, checklists['tom-day']!);
    expect(signals.map((s) => s.detail)).toEqual([
      {
        kind: 'one-person-day',
        userName: 'Tom Fletcher',
        shifts: [
          {
            category: 'breakfast',
            from: '2026-11-17T06:00:00.000Z',
            to: '2026-11-17T06:00:00.000Z',
          },
          { category: 'day', from: '2026-11-17T12:00:00.000Z', to: '2026-11-17T12:00:00.000Z' },
          { category: 'night', from: '2026-11-17T18:00:00.000Z', to: '2026-11-17T18:00:00.000Z' },
        ],
      },
    ]);
    expect(signals[0]).toMatchObject({ businessDate: '2026-11-17', checklistId: null });
    expect(await signalsOf(admin, checklists['q-day']!)).toEqual([]);
  });

  it('fires on the chiller at 3 °C five days running and a week of whole degrees; not on tenths', async () => {
    const signals = await signalsOf(areaManager, checklists['r-2026-11-20']!);
    expect(kinds(signals)).toEqual(['round-readings', 'same-reading']);
    const same = signals.find((s) => s.detail.kind === 'same-reading');
    expect(same?.detail).toEqual({
      kind: 'same-reading',
      itemText: CHILLER,
      value: '3',
      unit: 'C',
      days: 5,
      from: '2026-11-16',
      to: '2026-11-20',
    });
    // Every temperature the store read that week, counted from the raw rows.
    const raw = await t.deps.db.kysely
      .selectFrom('readings')
      .select('value')
      .where('store_id', '=', stores.r.id)
      .where('unit', '=', 'C')
      .execute();
    const round = signals.find((s) => s.detail.kind === 'round-readings');
    expect(round?.detail).toEqual({
      kind: 'round-readings',
      readings: raw.length,
      round: raw.filter((r) => Number.isInteger(Number(r.value))).length,
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(raw.length).toBeGreaterThanOrEqual(DEFAULT_SIGNAL_THRESHOLDS.roundReadingsMin);
    expect(await signalsOf(admin, checklists['q-2026-11-20']!)).toEqual([]);
  });

  it('the sweep finds them all as records change, for Insights; an area manager sees her area', async () => {
    await t.deps.db.kysely.deleteFrom('record_signals').execute();
    expect(await sweepSignals(t.deps)).toBe(5);
    // A second look finds nothing new.
    expect(await sweepSignals(t.deps)).toBe(0);
    const answer = await areaManager.api.get('/api/insights/signals?period=month&date=2026-11-20');
    expect(answer.statusCode, answer.body).toBe(200);
    const { signals } = recordSignalsSchema.parse(JSON.parse(answer.body));
    expect(kinds(signals)).toEqual([
      'after-shift',
      'fast-ticks',
      'one-person-day',
      'round-readings',
      'same-reading',
    ]);
    expect(signals.map((s) => s.storeName).sort()).toEqual([
      'Readings R',
      'Readings R',
      'Signals S',
      'Signals S',
      'Signals S',
    ]);
    const week = await manager.api.get(
      `/api/insights/signals?storeId=${stores.s.id}&period=week&date=2026-11-23`,
    );
    expect(recordSignalsSchema.parse(JSON.parse(week.body)).signals).toEqual([]);
    const leader = await tom.api.get(`/api/insights/signals?storeId=${stores.s.id}`);
    expect(leader.statusCode).toBe(403);
    expect(error(leader.body).message).toBe(ACCESS_MESSAGES.notAllowed);
  });

  it('a manager marks a signal explained, the list shows it last, and may take it back', async () => {
    const [first] = await signalsOf(manager, checklists.fast!);
    const empty = await manager.api.put(`/api/signals/${first!.id}/explanation`, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(error(empty.body).message).toBe(SIGNAL_MESSAGES.noteRequired);
    const long = await manager.api.put(`/api/signals/${first!.id}/explanation`, {
      note: 'x'.repeat(EXPLANATION_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    const byLeader = await tom.api.put(`/api/signals/${first!.id}/explanation`, { note: 'Mine' });
    expect(byLeader.statusCode).toBe(403);
    const explained = await manager.api.put(`/api/signals/${first!.id}/explanation`, {
      note: 'Tom re-entered a paper sheet; coached on ticking as he walks',
    });
    expect(explained.statusCode, explained.body).toBe(200);
    expect(recordSignalSchema.parse(JSON.parse(explained.body)).explanation).toEqual({
      at: t.clock.now().toISOString(),
      byName: 'Priya Sharma',
      note: 'Tom re-entered a paper sheet; coached on ticking as he walks',
    });
    const list = await manager.api.get(
      `/api/insights/signals?storeId=${stores.s.id}&date=2026-11-20`,
    );
    const { signals } = recordSignalsSchema.parse(JSON.parse(list.body));
    expect(signals.at(-1)?.id).toBe(first!.id);
    // Looked at again, an explained signal stays as explained.
    expect((await signalsOf(manager, checklists.fast!))[0]?.explanation?.byName).toBe(
      'Priya Sharma',
    );
    const back = await manager.api.delete(`/api/signals/${first!.id}/explanation`);
    expect(back.statusCode).toBe(204);
    expect((await signalsOf(manager, checklists.fast!))[0]?.explanation).toBeNull();
    const missing = await manager.api.delete('/api/signals/no-such-signal/explanation');
    expect(missing.statusCode).toBe(404);
    expect(error(missing.body).message).toBe(SIGNAL_ACCESS_MESSAGES.notFound);
  });

  it('a super admin sets the thresholds; a signal no longer over them goes when looked at', async () => {
    const mine = await manager.api.get('/api/signal-settings');
    expect(mine.statusCode).toBe(403);
    const before = signalSettingsSchema.parse(
      JSON.parse((await admin.api.get('/api/signal-settings')).body),
    );
    expect(before).toEqual({
      thresholds: DEFAULT_SIGNAL_THRESHOLDS,
      updatedAt: null,
      updatedByName: null,
    });
    const wrong = await admin.api.put('/api/signal-settings', {
      ...DEFAULT_SIGNAL_THRESHOLDS,
      fastTickItems: 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(error(wrong.body).message).toBe(SIGNAL_MESSAGES.threshold(2, 500));
    // Not a whole number, or one missing: refused, and nothing changed.
    for (const body of [
      { ...DEFAULT_SIGNAL_THRESHOLDS, fastTickSeconds: 'sixty' },
      { ...DEFAULT_SIGNAL_THRESHOLDS, roundReadingsPercent: 92.5 },
      { fastTickItems: 25 },
    ]) {
      const refused = await admin.api.put('/api/signal-settings', body);
      expect(refused.statusCode, refused.body).toBe(400);
    }
    const unchanged = await admin.api.get('/api/signal-settings');
    expect(signalSettingsSchema.parse(JSON.parse(unchanged.body))).toEqual(before);
    const saved = await admin.api.put('/api/signal-settings', {
      ...DEFAULT_SIGNAL_THRESHOLDS,
      fastTickItems: 30,
      afterShiftMinutes: 60,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(signalSettingsSchema.parse(JSON.parse(saved.body)).thresholds.fastTickItems).toBe(30);
    expect(await signalsOf(manager, checklists.fast!)).toEqual([]);
    expect(await signalsOf(manager, checklists.late!)).toEqual([]);
    await admin.api.put('/api/signal-settings', DEFAULT_SIGNAL_THRESHOLDS);
    expect(kinds(await signalsOf(manager, checklists.fast!))).toEqual(['fast-ticks']);
  });

  it('refuses a Made-At that is not a time, and changes nothing', async () => {
    const checklist = checklists['r-2026-11-20']!;
    const item = walk(checklist)[0]!;
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/checklists/${checklist.id}/items/${item.id}`,
      headers: { cookie: rita.cookie, 'content-type': 'application/json', 'made-at': 'yesterday' },
      payload: JSON.stringify(tick),
    });
    expect(answer.statusCode).toBe(400);
    expect(error(answer.body).message).toBe(SIGNAL_MESSAGES.madeAt);
  });
});
