// A store's own corrective action due times on both databases (docs/decisions/047): set by a
// super admin on the store form or by the store's managers on their own, read back, used for the
// failures logged after, and refused out of range with nothing changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DUE_MINUTES } from '#domain/actions/actions';
import { ACTION_MESSAGES } from '#domain/actions/messages';
import { apiErrorSchema } from '#domain/api-error';
import { checklistDetailSchema } from '#domain/checklists/api';
import { adminStoreSchema, storeActionDueSchema, type AdminStore } from '#domain/stores/api';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { testDialects } from '#test/support/harness';
import { editStore, storeNumbers } from '#test/support/stores';
import { useTestApp } from '#test/support/use-test-app';

/** Store numbers of this file's own. */
const nextNumber = storeNumbers('6');

const NOW = '2026-11-22T12:00:00.000Z';
const OWN = { A: 15, B: 45, C: 240, D: 2 * 24 * 60 };

describe.each(testDialects())("a store's action due times on %s", (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(t, 'super-admin', null);
  });

  async function newStore(body: object = {}): Promise<AdminStore> {
    const created = await admin.api.post('/api/stores', {
      name: 'Riverside',
      storeNumber: nextNumber(),
      ...body,
    });
    expect(created.statusCode, created.body).toBe(201);
    return adminStoreSchema.parse(created.json());
  }

  const stored = async (storeId: string) =>
    (
      await t.deps.db.kysely
        .selectFrom('stores')
        .select('action_due_minutes')
        .where('id', '=', storeId)
        .executeTakeFirstOrThrow()
    ).action_due_minutes;

  const readBack = async (storeId: string) =>
    adminStoreSchema.parse((await admin.api.get(`/api/stores/${storeId}`)).json()).actionDueMinutes;

  it('are the defaults (none) until set on the store form, kept when left out, and cleared', async () => {
    const store = await newStore();
    expect(store.actionDueMinutes).toBeNull();
    expect(await stored(store.id)).toBeNull();

    const saved = await editStore(admin, store, { actionDueMinutes: OWN });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminStoreSchema.parse(saved.json()).actionDueMinutes).toEqual(OWN);
    expect(await readBack(store.id)).toEqual(OWN);
    expect(JSON.parse((await stored(store.id)) ?? 'null')).toEqual(OWN);

    const renamed = await editStore(admin, store, { name: 'Riverside Walk' });
    expect(renamed.statusCode).toBe(200);
    expect(await readBack(store.id)).toEqual(OWN);

    const cleared = await editStore(admin, store, { actionDueMinutes: null });
    expect(cleared.statusCode).toBe(200);
    expect(await readBack(store.id)).toBeNull();
    expect(await stored(store.id)).toBeNull();

    const created = await newStore({ actionDueMinutes: OWN });
    expect(created.actionDueMinutes).toEqual(OWN);
  });

  it('are set by the store’s manager on their own store only, and not by its leaders', async () => {
    const store = await newStore();
    const other = await newStore();
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const url = (id: string) => `/api/stores/${id}/action-due-minutes`;

    const read = await manager.api.get(url(store.id));
    expect(read.statusCode, read.body).toBe(200);
    expect(storeActionDueSchema.parse(read.json())).toEqual({
      storeId: store.id,
      actionDueMinutes: null,
    });
    const saved = await manager.api.put(url(store.id), { actionDueMinutes: OWN });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(storeActionDueSchema.parse(saved.json()).actionDueMinutes).toEqual(OWN);
    expect(await readBack(store.id)).toEqual(OWN);

    const elsewhere = await manager.api.put(url(other.id), { actionDueMinutes: OWN });
    expect(elsewhere.statusCode).toBe(404);
    const byLeader = await leader.api.put(url(store.id), { actionDueMinutes: null });
    expect(byLeader.statusCode).toBe(403);
    expect(await readBack(store.id)).toEqual(OWN);
    expect(await readBack(other.id)).toBeNull();

    const reset = await manager.api.put(url(store.id), { actionDueMinutes: null });
    expect(reset.statusCode).toBe(200);
    expect(await stored(store.id)).toBeNull();
  });

  it('make the failures logged after them due by them', async () => {
    t.clock.current = new Date(NOW);
    const store = await newStore();
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const saved = await manager.api.put(`/api/stores/${store.id}/action-due-minutes`, {
      actionDueMinutes: OWN,
    });
    expect(saved.statusCode).toBe(200);
    const created = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'day',
    });
    expect(created.statusCode, created.body).toBe(201);
    const checklist = checklistDetailSchema.parse(created.json());
    const [a, d] = checklist.items.filter((i) => i.section === 'travel-path' && i.kind === 'check');
    for (const [item, priority] of [
      [a!, 'A'],
      [d!, 'D'],
    ] as const) {
      const failed = await leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
        type: 'fail',
        comment: 'Door seal torn',
        priority,
      });
      expect(failed.statusCode, failed.body).toBe(200);
    }
    const due = await t.deps.db.kysely
      .selectFrom('actions')
      .select(['item_id', 'due_at'])
      .where('checklist_id', '=', checklist.id)
      .execute();
    const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();
    expect(new Map(due.map((row) => [row.item_id, new Date(row.due_at).toISOString()]))).toEqual(
      new Map([
        [a!.id, at(OWN.A)],
        [d!.id, at(OWN.D)],
      ]),
    );
    expect(at(OWN.A)).not.toBe(at(DEFAULT_DUE_MINUTES.A));
  });

  it('refuse a time out of range, not whole or missing, with its message and a 400, changing nothing', async () => {
    const store = await newStore({ actionDueMinutes: OWN });
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    for (const bad of [
      { ...OWN, A: 4 },
      { ...OWN, D: 14 * 24 * 60 + 1 },
      { ...OWN, B: 30.5 },
      { ...OWN, C: '180' },
      { A: 30, B: 30, C: 180 },
    ]) {
      for (const answer of [
        await editStore(admin, store, { actionDueMinutes: bad }),
        await manager.api.put(`/api/stores/${store.id}/action-due-minutes`, {
          actionDueMinutes: bad,
        }),
      ]) {
        expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
        const { error } = apiErrorSchema.parse(answer.json());
        expect(error.message, JSON.stringify(bad)).toContain(ACTION_MESSAGES.dueMinutesInvalid);
      }
    }
    expect(await readBack(store.id)).toEqual(OWN);
    expect(JSON.parse((await stored(store.id)) ?? 'null')).toEqual(OWN);
  });
});
