// The temperature log and the signatures on a store's records, on both databases
// (docs/decisions/045): every reading as it was judged, a day signed by its manager, what
// changed after, the four-weekly review, and refusals that change nothing.
import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '#domain/checklists/api';
import { EXPORT_MESSAGES } from '#domain/exports/messages';
import { RECORDS_MESSAGES } from '#domain/records/messages';
import { recordsSchema } from '#domain/records/api';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const TODAY = '2026-11-22';

describe.each(testDialects())('records on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** A store's breakfast from the default template, its walk-in chiller read 8.2 then 4.1. */
  async function readDay() {
    // Each case's day starts at midday, whatever the cases before it did with the clock.
    t.clock.current = new Date(`${TODAY}T12:00:00.000Z`);
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const checklist = await createChecklist(t.deps, { by: leader });
    const chiller = checklist.items.find((item) => item.text === 'Walk-in chiller temperature')!;
    const record = (item: ChecklistItem, body: object) =>
      leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
        type: 'record',
        unit: 'C',
        ...body,
      });
    expect((await record(chiller, { value: '8.2', comment: 'Stock moved' })).statusCode).toBe(200);
    t.clock.advanceMinutes(30);
    expect((await record(chiller, { value: '4.1' })).statusCode).toBe(200);
    const records = (path = '') =>
      manager.api.get(`/api/stores/${store.id}/records${path}`).then((r) => r.json());
    return { store, manager, leader, checklist, chiller, record, records };
  }

  it("lists every reading of the store's period as judged, the raw rows", async () => {
    const { store, checklist, chiller, records } = await readDay();
    const log = recordsSchema.parse(await records());
    expect(log).toMatchObject({ today: TODAY, from: '2026-11-16', to: TODAY });
    expect(log.readings).toEqual([
      expect.objectContaining({
        checklistId: checklist.id,
        category: 'breakfast',
        itemId: chiller.id,
        itemText: 'Walk-in chiller temperature',
        userName: 'Sam Leader',
        value: '8.2',
        unit: 'C',
        within: false,
        action: 'Stock moved',
        businessDate: TODAY,
        at: '2026-11-22T12:00:00.000Z',
      }),
      expect.objectContaining({
        value: '4.1',
        within: true,
        action: null,
        at: '2026-11-22T12:30:00.000Z',
      }),
    ]);
    const raw = await t.deps.db.kysely
      .selectFrom('readings')
      .select(['id', 'value', 'within'])
      .where('store_id', '=', store.id)
      .orderBy('id')
      .execute();
    expect(log.readings.map((r) => [r.id, r.value, r.within])).toEqual(
      raw.map((r) => [Number(r.id), r.value, Boolean(r.within)]),
    );
    expect(log.abilities).toEqual({ signOff: true, review: true });
  });

  it('signs the day, shows it in the History, and lists what changed after the signature', async () => {
    const { store, manager, leader, checklist, records } = await readDay();
    t.clock.advanceMinutes(60);
    const signed = await manager.api.post(`/api/stores/${store.id}/sign-offs`, {
      date: TODAY,
      note: '  Chiller engineer booked  ',
    });
    expect(signed.statusCode).toBe(201);
    expect(signed.json()).toMatchObject({
      businessDate: TODAY,
      userName: 'Morgan Manager',
      role: 'store',
      note: 'Chiller engineer booked',
      signedAt: '2026-11-22T13:30:00.000Z',
      changesAfter: [],
    });
    const history = (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json();
    expect(history.events[0]).toMatchObject({
      action: 'day-signed-off',
      userName: 'Morgan Manager',
      summary: "Signed off the day's records: “Chiller engineer booked”",
    });
    expect((await records()).signOffs).toEqual([
      expect.objectContaining({ note: 'Chiller engineer booked', changesAfter: [] }),
    ]);

    // A change after the signature: the day shows it was changed after sign-off, and what.
    t.clock.advanceMinutes(10);
    const tick = checklist.items.find((item) => item.kind === 'check')!;
    await leader.api.patch(`/api/checklists/${checklist.id}/items/${tick.id}`, {
      type: 'complete',
      completed: true,
    });
    const [day] = (await records()).signOffs;
    expect(day.changesAfter).toEqual([
      {
        at: '2026-11-22T13:40:00.000Z',
        userName: 'Sam Leader',
        checklistId: checklist.id,
        category: 'breakfast',
        summary: `Ticked “${tick.text}”`,
      },
    ]);

    // Signed again: the latest signature counts, and nothing is changed after it.
    t.clock.advanceMinutes(5);
    await manager.api.post(`/api/stores/${store.id}/sign-offs`, { date: TODAY });
    expect((await records()).signOffs).toEqual([
      expect.objectContaining({
        note: null,
        signedAt: '2026-11-22T13:45:00.000Z',
        changesAfter: [],
      }),
    ]);
  });

  it('reads what changed after sign-off in the reader’s language', async () => {
    const { store, manager, leader, checklist } = await readDay();
    await manager.api.post(`/api/stores/${store.id}/sign-offs`, { date: TODAY });
    t.clock.advanceMinutes(1);
    const tick = checklist.items.find((item) => item.kind === 'check')!;
    await leader.api.patch(`/api/checklists/${checklist.id}/items/${tick.id}`, {
      type: 'complete',
      completed: true,
    });
    await leader.api.put('/api/auth/language', { locale: 'es' });
    const log = (await leader.api.get(`/api/stores/${store.id}/records`)).json();
    expect(log.signOffs[0].changesAfter[0].summary).toMatch(/^Marcó «/);
    expect(log.readings[0].shownText).toBe('Temperatura de la cámara de refrigeración');
  });

  it('lets a shift leader sign only where the store says so; the review is the manager’s', async () => {
    const { store, leader, manager } = await readDay();
    const refused = await leader.api.post(`/api/stores/${store.id}/sign-offs`, { date: TODAY });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(RECORDS_MESSAGES.signOffNotAllowed);
    expect((await leader.api.get(`/api/stores/${store.id}/records`)).json().abilities).toEqual({
      signOff: false,
      review: false,
    });
    await t.deps.db.kysely
      .updateTable('stores')
      .set({ leaders_sign_off: true })
      .where('id', '=', store.id)
      .execute();
    expect(
      (await leader.api.post(`/api/stores/${store.id}/sign-offs`, { date: TODAY })).statusCode,
    ).toBe(201);
    const review = await manager.api.post(`/api/stores/${store.id}/reviews`, {
      note: 'Probe calibrated weekly; one chiller breach acted on',
    });
    expect(review.statusCode).toBe(201);
    expect(review.json()).toMatchObject({
      from: '2026-10-26',
      to: TODAY,
      userName: 'Morgan Manager',
    });
    const log = (await manager.api.get(`/api/stores/${store.id}/records`)).json();
    expect(log.reviews).toEqual([
      expect.objectContaining({ note: 'Probe calibrated weekly; one chiller breach acted on' }),
    ]);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const { store, manager } = await readDay();
    const cases: [string, object, string][] = [
      ['sign-offs', { date: '2026-11-23' }, RECORDS_MESSAGES.futureDay],
      ['sign-offs', { date: TODAY, note: 'x'.repeat(1001) }, RECORDS_MESSAGES.signOffNoteTooLong],
      ['reviews', { note: '   ' }, RECORDS_MESSAGES.reviewNoteRequired],
      ['reviews', { note: 'x'.repeat(4001) }, RECORDS_MESSAGES.reviewNoteTooLong],
    ];
    for (const [route, body, message] of cases) {
      const response = await manager.api.post(`/api/stores/${store.id}/${route}`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const bad = await manager.api.post(`/api/stores/${store.id}/sign-offs`, { date: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    const ranges: [string, string][] = [
      ['?from=2026-11-22&to=2026-11-01', EXPORT_MESSAGES.reversed],
      ['?from=2026-10-01&to=2026-11-22', RECORDS_MESSAGES.rangeTooLong],
      ['?from=2026-11-23&to=2026-11-29', EXPORT_MESSAGES.future],
    ];
    for (const [query, message] of ranges) {
      const response = await manager.api.get(`/api/stores/${store.id}/records${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    // A week asked for whole ends today.
    const week = (
      await manager.api.get(`/api/stores/${store.id}/records?from=2026-11-16&to=2026-11-28`)
    ).json();
    expect([week.from, week.to]).toEqual(['2026-11-16', TODAY]);
    const other = await createStore(t.deps);
    expect((await manager.api.get(`/api/stores/${other.id}/records`)).statusCode).toBe(404);
    const signatures = await t.deps.db.kysely
      .selectFrom('day_sign_offs')
      .selectAll()
      .where('store_id', '=', store.id)
      .execute();
    const reviews = await t.deps.db.kysely
      .selectFrom('store_reviews')
      .selectAll()
      .where('store_id', '=', store.id)
      .execute();
    expect([signatures, reviews]).toEqual([[], []]);
  });
});
