import { describe, expect, it } from 'vitest';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('checklist counts kept per store on %s', (dialect) => {
  const t = useTestApp(dialect);

  const counted = async () => {
    const rows = await t.deps.db.kysely
      .selectFrom('checklists')
      .select((eb) => ['store_id', eb.fn.countAll<number>().as('n')])
      .groupBy('store_id')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.store_id, Number(row.n)]));
  };
  const kept = async () => {
    const rows = await t.deps.db.kysely
      .selectFrom('store_checklist_counts')
      .select(['store_id', 'checklists'])
      .where('checklists', '>', 0)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.store_id, Number(row.checklists)]));
  };

  it('follows every create and delete, and answers the dashboard and store list', async () => {
    const store = await createStore(t.deps);
    const other = await createStore(t.deps);
    const admin = await signedInUser(t, 'super-admin', null);
    const manager = await signedInUser(t, 'store', store.id);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const before = (await admin.api.get('/api/admin/overview')).json().counts.checklists;
    const made = [
      await createChecklist(t.deps, { by: leader, category: 'breakfast' }),
      await createChecklist(t.deps, { by: leader, category: 'day' }),
      await createChecklist(t.deps, { by: leader, category: 'night' }),
      await createChecklist(t.deps, { by: admin, storeId: other.id }),
    ];
    expect((await leader.api.delete(`/api/checklists/${made[2]!.id}`)).statusCode).toBe(204);
    expect(await kept()).toEqual(await counted());
    expect((await admin.api.get('/api/admin/overview')).json().counts.checklists).toBe(before + 3);
    expect((await manager.api.get('/api/admin/overview')).json().counts.checklists).toBe(2);
    const { stores } = (await admin.api.get('/api/admin/stores')).json();
    const row = stores.find((s: { id: string }) => s.id === store.id);
    expect(row.checklistCount).toBe(2);
  });

  it('starts every new store at zero and forgets a deleted one', async () => {
    const admin = await signedInUser(t, 'super-admin', null);
    const store = await createStore(t.deps);
    const row = await t.deps.db.kysely
      .selectFrom('store_checklist_counts')
      .select('checklists')
      .where('store_id', '=', store.id)
      .executeTakeFirst();
    expect(row?.checklists).toBe(0);
    expect((await admin.api.delete(`/api/stores/${store.id}`)).statusCode).toBe(204);
    const gone = await t.deps.db.kysely
      .selectFrom('store_checklist_counts')
      .select('checklists')
      .where('store_id', '=', store.id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
