// The daily view's failures on both databases (docs/decisions/047): each failure of the day's
// checklists with its corrective action's owner, due time and status, read in one statement by
// the actions' item key, in the reader's language.
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '#domain/checklists/api';
import { checklistDetailSchema, storeDaySchema } from '#domain/checklists/api';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { dayFailuresQuery } from '#server/checklists/day-failures-repository';

const NOW = '2026-11-22T12:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();

describe.each(testDialects())("the day's failures and their actions on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function scene() {
    t.clock.current = new Date(NOW);
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const breakfast = await createChecklist(t.deps, { by: leader, category: 'breakfast' });
    const day = await createChecklist(t.deps, { by: leader, category: 'day' });
    const ticks = (checklist: typeof day, section: ChecklistItem['section']) =>
      checklist.items.filter((item) => item.section === section && item.kind === 'check');
    const change = async (checklistId: string, itemId: string, body: object) => {
      const answer = await leader.api.patch(`/api/checklists/${checklistId}/items/${itemId}`, body);
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const read = async (by: SignedInUser = manager) => {
      const answer = await by.api.get(`/api/stores/${store.id}/day`);
      expect(answer.statusCode, answer.body).toBe(200);
      return storeDaySchema.parse(answer.json());
    };
    return { store, leader, manager, breakfast, day, ticks, change, read };
  }

  it('lists each failure with its owner, due time and status: by shift, what is still to do first, the soonest due first', async () => {
    const { leader, breakfast, day, ticks, change, read } = await scene();
    const [later, sooner] = ticks(breakfast, 'travel-path');
    const [done] = ticks(breakfast, 'pre-shift');
    const [dayItem] = ticks(day, 'travel-path');
    await change(breakfast.id, later!.id, {
      type: 'fail',
      comment: 'Bin lid cracked',
      priority: 'D',
    });
    t.clock.current = new Date(at(10));
    await change(breakfast.id, sooner!.id, {
      type: 'fail',
      comment: 'Freezer -8°C',
      priority: 'A',
    });
    await change(breakfast.id, done!.id, { type: 'fail', comment: 'Float short' });
    await change(breakfast.id, done!.id, {
      type: 'resolve',
      resolved: true,
      comment: 'Counted again',
    });
    await change(day.id, dayItem!.id, { type: 'fail', comment: 'Door seal torn', priority: 'B' });

    const owner = { kind: 'person', userId: leader.id, name: 'Sam Leader' };
    const { failures } = await read();
    expect(failures).toEqual([
      {
        checklistId: breakfast.id,
        itemId: sooner!.id,
        itemText: sooner!.text,
        priority: 'A',
        action: expect.objectContaining({
          status: 'open',
          dueAt: at(40),
          owner,
          recurring: false,
        }),
      },
      expect.objectContaining({
        itemId: later!.id,
        priority: 'D',
        action: expect.objectContaining({ status: 'open', dueAt: at(3 * 24 * 60) }),
      }),
      expect.objectContaining({
        itemId: done!.id,
        priority: null,
        action: expect.objectContaining({ status: 'done' }),
      }),
      expect.objectContaining({
        checklistId: day.id,
        itemId: dayItem!.id,
        action: expect.objectContaining({ status: 'open', dueAt: at(40) }),
      }),
    ]);
    // The same action the checklist shows.
    const ids = await t.deps.db.kysely
      .selectFrom('actions')
      .select(['id', 'item_id'])
      .where('checklist_id', 'in', [breakfast.id, day.id])
      .execute();
    expect(new Map(failures.map((f) => [f.itemId, f.action.id]))).toEqual(
      new Map(ids.map((row) => [row.item_id, row.id])),
    );
  });

  it("names a contractor, or nobody, as the owner, marks a recurring failure, and follows the item's changes and the action's steps", async () => {
    const { manager, breakfast, ticks, change, read } = await scene();
    const [contracted, unowned] = ticks(breakfast, 'travel-path');
    await change(breakfast.id, contracted!.id, {
      type: 'fail',
      comment: 'Ice machine',
      priority: 'C',
    });
    await change(breakfast.id, unowned!.id, { type: 'fail', comment: 'Hood light', priority: 'C' });
    const actions = t.deps.db.kysely
      .updateTable('actions')
      .where('checklist_id', '=', breakfast.id);
    await actions
      .set({ owner_user_id: null, owner_name: 'Acme Fridges', owner_email: 'service@acme.test' })
      .where('item_id', '=', contracted!.id)
      .execute();
    await actions
      .set({ owner_user_id: null, owner_name: null, owner_email: null, recurring: true })
      .where('item_id', '=', unowned!.id)
      .execute();
    const owners = (await read()).failures.map((f) => [
      f.itemId,
      f.action.owner,
      f.action.recurring,
    ]);
    expect(owners).toEqual([
      [
        contracted!.id,
        { kind: 'contractor', name: 'Acme Fridges', email: 'service@acme.test' },
        false,
      ],
      [unowned!.id, null, true],
    ]);

    // A step of the action itself shows on the next read, as the item's own changes do.
    const [unownedAction] = (await read()).failures.filter((f) => f.itemId === unowned!.id);
    const assigned = await manager.api.post(`/api/actions/${unownedAction!.action.id}/steps`, {
      step: 'assign-contractor',
      name: 'Bright Hoods Ltd',
      email: 'jobs@brighthoods.test',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await read()).failures.map((f) => f.action.owner?.name ?? null)).toEqual([
      'Acme Fridges',
      'Bright Hoods Ltd',
    ]);

    // Resolving the failure marks its action done on the next read; taking it back removes it.
    await change(breakfast.id, contracted!.id, {
      type: 'resolve',
      resolved: true,
      comment: 'Engineer replaced the pump',
    });
    await change(breakfast.id, unowned!.id, { type: 'unfail' });
    expect((await read()).failures.map((f) => [f.itemId, f.action.status])).toEqual([
      [contracted!.id, 'done'],
    ]);
  });

  it("words each failure in the reader's language, and shows no other store's or day's", async () => {
    const { store, breakfast, ticks, change, read } = await scene();
    const [item] = ticks(breakfast, 'travel-path');
    await change(breakfast.id, item!.id, { type: 'fail', comment: 'Freezer', priority: 'A' });

    const reader = await signedInUser(t, 'store', store.id, 'Lucía Gerente');
    const chosen = await reader.api.put('/api/auth/language', { locale: 'es' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const detail = checklistDetailSchema.parse(
      (await reader.api.get(`/api/checklists/${breakfast.id}`)).json(),
    );
    const spanish = detail.translations?.items[item!.id]?.text;
    expect(spanish).toBeDefined();
    expect(spanish).not.toBe(item!.text);
    expect((await read(reader)).failures.map((f) => f.itemText)).toEqual([spanish]);
    // The English reader's copy is its own document, still in English.
    expect((await read()).failures.map((f) => f.itemText)).toEqual([item!.text]);

    const other = await createStore(t.deps);
    const otherLeader = await signedInUser(t, 'shift-leader', other.id);
    const otherList = await createChecklist(t.deps, { by: otherLeader });
    const otherItem = otherList.items.find((i) => i.section === 'travel-path')!;
    const failed = await otherLeader.api.patch(
      `/api/checklists/${otherList.id}/items/${otherItem.id}`,
      { type: 'fail', comment: 'Elsewhere', priority: 'A' },
    );
    expect(failed.statusCode).toBe(200);
    expect((await read()).failures.map((f) => f.itemId)).toEqual([item!.id]);

    const yesterday = await reader.api.get(`/api/stores/${store.id}/day?date=2026-11-21`);
    expect(storeDaySchema.parse(yesterday.json()).failures).toEqual([]);
  });

  it.runIf(dialect === 'sqlite')(
    "reads the day's actions by their item key and each item by its own (SQLite)",
    async () => {
      const db = t.deps.db.kysely;
      const { sql: text, parameters } = dayFailuresQuery(db, {
        storeId: 'a-store',
        day: '2026-11-22',
        checklistIds: ['one', 'two'],
      }).compile();
      const { rows } = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
      );
      const plan = rows.map((row) => row.detail).join('\n');
      expect(plan).toMatch(
        /SEARCH a USING INDEX actions_item_key \(store_id=\? AND business_date=\? AND checklist_id=\?\)/,
      );
      expect(plan).toMatch(/SEARCH i USING INDEX \S+ \(id=\?\)/);
      expect(plan).not.toMatch(/SCAN/);
    },
  );

  it.runIf(dialect === 'postgres')(
    "reads the day's actions by an index of their store and each item by its key (PostgreSQL)",
    async () => {
      const db = t.deps.db.kysely;
      const { rows: indexes } = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes
        where tablename = 'actions' and indexname = 'actions_item_key'`.execute(db);
      expect(indexes[0]?.indexdef).toMatch(/\(store_id, business_date, checklist_id, item_id\)/);
      // A test's table is too small for the planner to prefer an index unless told to; which of
      // the store's indexes it takes then rests on statistics a test's few rows do not have.
      const plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { sql: text, parameters } = dayFailuresQuery(trx, {
          storeId: 'a-store',
          day: '2026-11-22',
          checklistIds: ['one', 'two'],
        }).compile();
        const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${text}`, [...parameters]),
        );
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      // The store and the day both bound the scan (actions_item_key, or insights'
      // actions_date_idx, which starts with the day).
      expect(plan).toMatch(/Index Scan using actions_\w+ on actions a/);
      expect(plan).toMatch(/Index Cond: \(.*store_id = /);
      expect(plan).toMatch(/Index Scan using checklist_items_pkey on checklist_items i/);
      expect(plan).not.toMatch(/Seq Scan/);
    },
  );
});
