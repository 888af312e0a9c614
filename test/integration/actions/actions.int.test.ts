// Corrective actions on both databases (docs/decisions/047): every failure opens an action in
// the transaction of the change, due by its priority's window on the test's clock; a new
// priority moves the due time, resolving marks it done, failing again reopens it, taking the
// failure back removes it; a deleted checklist takes its actions and a restore brings them back.
// Whatever happens, no failed item is ever without its action.
import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '#domain/checklists/api';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const NOW = '2026-11-22T12:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();

describe.each(testDialects())('corrective actions on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function scene() {
    t.clock.current = new Date(NOW);
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const checklist = await createChecklist(t.deps, { by: leader });
    const ticks = (section: ChecklistItem['section']) =>
      checklist.items.filter((item) => item.section === section && item.kind === 'check');
    const change = async (itemId: string, body: object, by = leader) => {
      const answer = await by.api.patch(`/api/checklists/${checklist.id}/items/${itemId}`, body);
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const actionsOf = (itemId?: string) => {
      let query = t.deps.db.kysely
        .selectFrom('actions')
        .selectAll()
        .where('checklist_id', '=', checklist.id);
      if (itemId) query = query.where('item_id', '=', itemId);
      return query
        .orderBy('opened_at')
        .orderBy('id')
        .execute()
        .then((rows) =>
          rows.map((row) => ({
            ...row,
            opened_at: new Date(row.opened_at).toISOString(),
            due_at: new Date(row.due_at).toISOString(),
            done_at: row.done_at === null ? null : new Date(row.done_at).toISOString(),
          })),
        );
    };
    return { store, leader, manager, checklist, ticks, change, actionsOf };
  }

  /** Every failed item of every checklist has an action; every action, its failed item. */
  async function everyFailureHasItsAction() {
    const failed = await t.deps.db.kysely
      .selectFrom('checklist_items')
      .select('id')
      .where('failed', '=', true)
      .execute();
    const owned = await t.deps.db.kysely.selectFrom('actions').select('item_id').execute();
    expect(new Set(owned.map((row) => row.item_id))).toEqual(new Set(failed.map((row) => row.id)));
  }

  it.each([
    ['A', 30],
    ['B', 30],
    ['C', 180],
    ['D', 3 * 24 * 60],
  ] as const)(
    'a priority %s failure opens an action owned by who logged it, due %i minutes later',
    async (priority, minutes) => {
      const { leader, store, checklist, ticks, change, actionsOf } = await scene();
      const item = ticks('travel-path')[0]!;
      await change(item.id, { type: 'fail', comment: 'Thermostat reads 40 °C low', priority });
      expect(await actionsOf(item.id)).toEqual([
        expect.objectContaining({
          checklist_id: checklist.id,
          store_id: store.id,
          priority,
          status: 'open',
          opened_at: NOW,
          opened_by: leader.id,
          opened_by_name: 'Sam Leader',
          owner_user_id: leader.id,
          owner_name: 'Sam Leader',
          owner_email: null,
          due_at: at(minutes),
          done_at: null,
        }),
      ]);
      await everyFailureHasItsAction();
    },
  );

  it('a failure without a priority is due as a C is', async () => {
    const { ticks, change, actionsOf } = await scene();
    const item = ticks('pre-shift')[0]!;
    await change(item.id, { type: 'fail', comment: 'Rota not posted' });
    expect(await actionsOf(item.id)).toEqual([
      expect.objectContaining({ priority: null, status: 'open', due_at: at(180) }),
    ]);
  });

  it('a new priority moves the due time from when the failure was logged', async () => {
    const { ticks, change, actionsOf } = await scene();
    const item = ticks('travel-path')[1]!;
    await change(item.id, { type: 'fail', comment: 'Fryer 2 slow to heat', priority: 'D' });
    t.clock.current = new Date(at(10));
    await change(item.id, { type: 'fail', comment: 'Fryer 2 not heating', priority: 'A' });
    const [action] = await actionsOf(item.id);
    expect(action).toMatchObject({ priority: 'A', opened_at: NOW, due_at: at(30) });
  });

  it('resolving marks it done; failing again reopens it; taking the failure back removes it', async () => {
    const { ticks, change, actionsOf } = await scene();
    const item = ticks('travel-path')[2]!;
    await change(item.id, { type: 'fail', comment: 'Door seal torn', priority: 'C' });
    t.clock.current = new Date(at(45));
    await change(item.id, { type: 'resolve', resolved: true });
    expect(await actionsOf(item.id)).toEqual([
      expect.objectContaining({
        status: 'done',
        done_at: at(45),
        done_by_name: 'Sam Leader',
        owner_name: 'Sam Leader',
      }),
    ]);
    await everyFailureHasItsAction();

    t.clock.current = new Date(at(60));
    await change(item.id, { type: 'resolve', resolved: false });
    expect(await actionsOf(item.id)).toEqual([
      expect.objectContaining({ status: 'open', done_at: null, opened_at: NOW, due_at: at(240) }),
    ]);
    await change(item.id, { type: 'unfail' });
    expect(await actionsOf(item.id)).toEqual([]);
    await everyFailureHasItsAction();
    const other = ticks('travel-path')[3]!;
    await change(other.id, { type: 'fail', comment: 'Logged by mistake', priority: 'D' });
    await change(other.id, { type: 'unfail' });
    expect(await actionsOf(other.id)).toEqual([]);
  });

  it('a comment or a tick elsewhere leaves the action as it was', async () => {
    const { ticks, change, actionsOf } = await scene();
    const [item, next] = ticks('travel-path');
    await change(item!.id, { type: 'fail', comment: 'Mop bucket left out', priority: 'C' });
    const before = await actionsOf(item!.id);
    expect(before).toEqual([expect.objectContaining({ status: 'open', priority: 'C' })]);
    t.clock.current = new Date(at(5));
    await change(item!.id, { type: 'fail', comment: 'Mop bucket left out by the fryers' });
    await change(next!.id, { type: 'complete', completed: true });
    expect(await actionsOf(item!.id)).toEqual(before);
  });

  it('a deleted checklist takes its actions with it, and a restore brings them back', async () => {
    const { manager, checklist, ticks, change, actionsOf } = await scene();
    const [first, second] = ticks('travel-path');
    await change(first!.id, { type: 'fail', comment: 'Ice machine scale', priority: 'B' });
    await change(second!.id, { type: 'fail', comment: 'Bin lid broken', priority: 'D' });
    await change(second!.id, { type: 'resolve', resolved: true });
    const kept = await actionsOf();
    expect(kept).toHaveLength(2);

    const deleted = await manager.api.delete(`/api/checklists/${checklist.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await actionsOf()).toEqual([]);
    const admin = await signedInUser(t, 'super-admin', null);
    const restored = await admin.api.post(`/api/deleted-checklists/${checklist.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await actionsOf()).toEqual(kept);
    await everyFailureHasItsAction();
  });
});
