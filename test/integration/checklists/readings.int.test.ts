// Readings on both databases (docs/decisions/044): a reading outside its limits fails the item
// and is not saved without what was done; a re-check inside resolves it; every reading is kept
// as a row of the temperature log, and bad input changes nothing.
import { describe, expect, it } from 'vitest';
import type { ChecklistDetail, ChecklistItem } from '#domain/checklists/api';
import { READING_MESSAGES } from '#domain/readings/messages';
import type { TemperatureUnit } from '#domain/readings/units';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const PRODUCTION = 'Production & Back Room Areas';

describe.each(testDialects())('readings on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** A store whose breakfast template has a walk-in fridge reading (≤ 5 °C) and a tick. */
  async function fridgeChecklist(unit: TemperatureUnit = 'C') {
    const store = await createStore(t.deps, { temperatureUnit: unit });
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const template = await manager.api.post('/api/templates', {
      title: 'Breakfast with readings',
      category: 'breakfast',
      storeId: store.id,
      items: [
        {
          text: 'Walk-in fridge temperature',
          section: 'travel-path',
          subsection: PRODUCTION,
          kind: 'reading',
          reading: { quantity: 'temperature', unit: 'C', min: null, max: 5 },
        },
        { text: 'Floors mopped', section: 'travel-path', subsection: PRODUCTION },
      ],
    });
    expect(template.statusCode).toBe(201);
    const checklist = await createChecklist(t.deps, { by: leader });
    const fridge = checklist.items.find((item) => item.kind === 'reading')!;
    return { store, manager, leader, checklist, fridge };
  }

  const record = (
    user: SignedInUser,
    checklist: ChecklistDetail,
    item: ChecklistItem,
    body: object,
  ) =>
    user.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, { type: 'record', ...body });

  const readingRows = (checklistId: string) =>
    t.deps.db.kysely
      .selectFrom('readings')
      .selectAll()
      .where('checklist_id', '=', checklistId)
      .orderBy('id')
      .execute();

  it('copies the reading item with its measure, and the store unit, onto the checklist', async () => {
    const { checklist, fridge } = await fridgeChecklist();
    expect(checklist.temperatureUnit).toBe('C');
    expect(fridge).toMatchObject({
      kind: 'reading',
      measure: { quantity: 'temperature', unit: null, min: null, max: 5 },
      answerValue: null,
      completed: false,
    });
    expect(checklist.items.find((item) => item.kind === 'check')?.measure).toBeNull();
  });

  it('fails on 8.2 °C, refusing it without what was done, and resolves on a re-check of 4.1 °C', async () => {
    const { leader, checklist, fridge } = await fridgeChecklist();
    const refused = await record(leader, checklist, fridge, { value: '8.2', unit: 'C' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(READING_MESSAGES.actionRequired);
    expect(await readingRows(checklist.id)).toEqual([]);

    const failed = await record(leader, checklist, fridge, {
      value: '8,2',
      unit: 'C',
      comment: 'Stock moved to the reach-in; engineer called',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().item).toMatchObject({
      completed: false,
      failed: true,
      resolved: false,
      failureComment: 'Stock moved to the reach-in; engineer called',
      failurePriority: 'C',
      answerValue: '8.2',
      answerUnit: 'C',
      answeredAt: '2026-11-22T12:00:00.000Z',
    });
    expect(failed.json().checklist).toMatchObject({ openIssues: 1, progress: 50 });

    t.clock.advanceMinutes(30);
    const resolved = await record(leader, checklist, fridge, { value: '4.1', unit: 'C' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().item).toMatchObject({
      failed: true,
      resolved: true,
      resolvedAt: '2026-11-22T12:30:00.000Z',
      failureComment: 'Stock moved to the reach-in; engineer called',
      answerValue: '4.1',
    });
    expect(resolved.json().checklist).toMatchObject({ openIssues: 0 });

    const history = (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json();
    expect(history.events.slice(0, 2).map((e: { summary: string }) => e.summary)).toEqual([
      'Recorded 4.1\u00a0°C for “Walk-in fridge temperature”, within its limit (≤\u00a05\u00a0°C): issue resolved',
      'Recorded 8.2\u00a0°C for “Walk-in fridge temperature”, outside its limit (≤\u00a05\u00a0°C)',
    ]);
    expect(history.events[0]).toMatchObject({
      before: { answerValue: '8.2' },
      after: { answerValue: '4.1' },
    });

    // The log's rows are the raw rows: both readings, judged, with what was done for the breach.
    const rows = await readingRows(checklist.id);
    expect(
      rows.map((row) => ({
        at: new Date(row.at).toISOString(),
        value: row.value,
        unit: row.unit,
        within: Boolean(row.within),
        action: row.action,
        user: row.user_name,
        measure: JSON.parse(row.measure),
      })),
    ).toEqual([
      {
        at: '2026-11-22T12:00:00.000Z',
        value: '8.2',
        unit: 'C',
        within: false,
        action: 'Stock moved to the reach-in; engineer called',
        user: 'Sam Leader',
        measure: fridge.measure,
      },
      {
        at: '2026-11-22T12:30:00.000Z',
        value: '4.1',
        unit: 'C',
        within: true,
        action: null,
        user: 'Sam Leader',
        measure: fridge.measure,
      },
    ]);
    expect(rows.every((row) => row.store_id === checklist.storeId)).toBe(true);
    expect(rows.every((row) => String(row.business_date).startsWith(checklist.businessDate))).toBe(
      true,
    );
  });

  it('keeps one row for a reading sent twice with the same Idempotency-Key', async () => {
    const { leader, checklist, fridge } = await fridgeChecklist();
    const send = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/checklists/${checklist.id}/items/${fridge.id}`,
        payload: { type: 'record', value: '3.5', unit: 'C' },
        headers: { cookie: leader.cookie, 'idempotency-key': 'reading-once-0001' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await readingRows(checklist.id)).toHaveLength(1);
  });

  it('takes readings in °F at a °F store and judges them by the limit it shows (41 °F)', async () => {
    const { leader, checklist, fridge } = await fridgeChecklist('F');
    expect(checklist.temperatureUnit).toBe('F');
    const inside = await record(leader, checklist, fridge, { value: '41', unit: 'F' });
    expect(inside.json().item).toMatchObject({ completed: true, answerUnit: 'F' });
    const celsius = await record(leader, checklist, fridge, { value: '4', unit: 'C' });
    expect(celsius.statusCode).toBe(400);
    expect(celsius.json().error.message).toBe(READING_MESSAGES.wrongUnit('°F'));
  });

  it('refuses bad readings with a clear 400 and changes nothing', async () => {
    const { leader, checklist, fridge } = await fridgeChecklist();
    const tick = checklist.items.find((item) => item.kind === 'check')!;
    const cases: [ChecklistItem, object, string][] = [
      [fridge, { value: 'abc', unit: 'C' }, READING_MESSAGES.notANumber],
      [fridge, { value: '1000000000', unit: 'C' }, READING_MESSAGES.notANumber],
      [
        fridge,
        { value: '400', unit: 'C' },
        READING_MESSAGES.outOfRange('-60\u00a0°C', '300\u00a0°C'),
      ],
      [fridge, { value: '4.25', unit: 'C' }, READING_MESSAGES.tooManyDecimals(1)],
      [fridge, { value: '4', unit: 'F' }, READING_MESSAGES.wrongUnit('°C')],
      [tick, { value: '4', unit: 'C' }, READING_MESSAGES.notAReadingItem],
    ];
    for (const [item, body, message] of cases) {
      const response = await record(leader, checklist, item, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const ticked = await leader.api.patch(`/api/checklists/${checklist.id}/items/${fridge.id}`, {
      type: 'complete',
      completed: true,
    });
    expect(ticked.json().error.message).toBe(READING_MESSAGES.readingRequired);
    const after = (await leader.api.get(`/api/checklists/${checklist.id}`)).json();
    expect(after.version).toBe(checklist.version);
    expect(await readingRows(checklist.id)).toEqual([]);
  });

  it('refuses limits that cannot be: min above max, none at all, °F decimals', async () => {
    const { store, manager } = await fridgeChecklist();
    const save = (reading: object) =>
      manager.api.post('/api/templates', {
        title: 'Bad limits',
        category: 'day',
        storeId: store.id,
        items: [
          {
            text: 'Freezer',
            section: 'pre-shift',
            kind: 'reading',
            reading: { quantity: 'temperature', unit: 'C', min: null, max: null, ...reading },
          },
        ],
      });
    const cases: [object, string][] = [
      [{ min: 8, max: 5 }, READING_MESSAGES.minAboveMax],
      [{}, READING_MESSAGES.limitsRequired],
      [{ unit: 'F', max: 40.5 }, READING_MESSAGES.fahrenheitWholeDegrees],
      [{ max: 'cold' }, READING_MESSAGES.limitNotANumber],
    ];
    for (const [reading, message] of cases) {
      const response = await save(reading);
      expect(response.statusCode, JSON.stringify(reading)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const kindOnly = await manager.api.post('/api/templates', {
      title: 'No measure',
      category: 'day',
      storeId: store.id,
      items: [{ text: 'Freezer', section: 'pre-shift', kind: 'reading' }],
    });
    expect(kindOnly.statusCode).toBe(400);
    const list = (await manager.api.get(`/api/templates?storeId=${store.id}&category=day`)).json();
    const own = list.templates.filter(
      (tpl: { storeId: string | null }) => tpl.storeId === store.id,
    );
    expect(own).toEqual([]);
  });

  it('keeps a limit a °F editor saved unchanged as it was kept in °C', async () => {
    const { manager, store } = await fridgeChecklist();
    const created = await manager.api.post('/api/templates', {
      title: 'Freezers',
      category: 'day',
      storeId: store.id,
      items: [
        {
          text: 'Freezer',
          section: 'pre-shift',
          kind: 'reading',
          reading: { quantity: 'temperature', unit: 'C', min: null, max: -18 },
        },
      ],
    });
    const template = (await manager.api.get(`/api/templates/${created.json().id}`)).json();
    const [item] = template.items;
    expect(item.measure).toEqual({ quantity: 'temperature', unit: null, min: null, max: -18 });
    const saved = await manager.api.put(`/api/templates/${template.id}`, {
      title: template.title,
      category: template.category,
      storeId: store.id,
      version: template.version,
      items: [
        {
          ...item,
          kind: 'reading',
          reading: { quantity: 'temperature', unit: 'F', min: null, max: 0 },
          measure: undefined,
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const again = (await manager.api.get(`/api/templates/${template.id}`)).json();
    expect(again.items[0].measure.max).toBe(-18);
  });

  it('lets a store change its unit, which its next checklist reads in', async () => {
    const admin = await signedInUser(t, 'super-admin', null);
    const { store } = await fridgeChecklist();
    const stores = (await admin.api.get('/api/admin/stores')).json();
    const current = stores.stores.find((s: { id: string }) => s.id === store.id);
    expect(current.temperatureUnit).toBe('C');
    const edited = await admin.api.put(`/api/stores/${store.id}`, {
      name: current.name,
      storeNumber: current.storeNumber,
      timezone: current.timezone,
      shiftSettings: current.shiftSettings,
      temperatureUnit: 'F',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().temperatureUnit).toBe('F');
    const bad = await admin.api.put(`/api/stores/${store.id}`, {
      name: current.name,
      storeNumber: current.storeNumber,
      timezone: current.timezone,
      shiftSettings: current.shiftSettings,
      temperatureUnit: 'K',
    });
    expect(bad.statusCode).toBe(400);
  });
});
