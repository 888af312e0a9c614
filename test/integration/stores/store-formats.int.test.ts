import { beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import { adminStoresSchema, type AdminStore } from '#domain/stores/api';
import { STORE_MESSAGES } from '#domain/stores/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { testDialects } from '#test/support/harness';
import { editStore, storeNumbers } from '#test/support/stores';
import { useTestApp } from '#test/support/use-test-app';

/** Store numbers of this file's own. */
const nextNumber = storeNumbers('7');

/**
 * A store's formats: the delivery service its Travel Path names, and its clock, set by a super
 * admin on the store form and read by the store's people.
 */
describe.each(testDialects())("a store's delivery service and clock on %s", (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(t, 'super-admin', null);
  });

  const edit = (store: AdminStore, changes: Record<string, unknown>) =>
    editStore(admin, store, changes);

  it('are none unless given, are set, kept when left out and cleared by an edit', async () => {
    const plain = await admin.api.post('/api/stores', { name: 'Plain', storeNumber: nextNumber() });
    expect(plain.json()).toMatchObject({ deliveryService: null, clock: null });

    const created = await admin.api.post('/api/stores', {
      name: 'Quayside',
      storeNumber: nextNumber(),
      deliveryService: '  Uber Eats  ',
      clock: '12h',
    });
    expect(created.statusCode, created.body).toBe(201);
    const store: AdminStore = created.json();
    expect(store).toMatchObject({ deliveryService: 'Uber Eats', clock: '12h' });

    const renamed = await edit(store, { name: 'Quayside Road' });
    expect(renamed.json()).toMatchObject({ deliveryService: 'Uber Eats', clock: '12h' });
    const changed = await edit(store, { deliveryService: 'Deliveroo', clock: '24h' });
    expect(changed.json()).toMatchObject({ deliveryService: 'Deliveroo', clock: '24h' });
    const cleared = await edit(store, { deliveryService: '   ', clock: null });
    expect(cleared.json()).toMatchObject({ deliveryService: null, clock: null });
  });

  it('refuses a name too long and a clock it does not know, and changes nothing', async () => {
    const store: AdminStore = (
      await admin.api.post('/api/stores', {
        name: 'Bridge',
        storeNumber: nextNumber(),
        deliveryService: 'Just Eat',
      })
    ).json();
    const long = await edit(store, { deliveryService: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(STORE_MESSAGES.deliveryServiceTooLong);
    for (const clock of ['13h', 'h12', 12, '']) {
      const refused = await edit(store, { clock });
      expect(refused.statusCode, String(clock)).toBe(400);
    }
    const now = adminStoresSchema.parse((await admin.api.get('/api/admin/stores')).json()).stores;
    expect(now.find((s) => s.id === store.id)).toMatchObject({
      deliveryService: 'Just Eat',
      clock: null,
    });
  });

  it("names the delivery service on the store's checklists and gives its people its clock", async () => {
    const store: AdminStore = (
      await admin.api.post('/api/stores', { name: 'Harbour', storeNumber: nextNumber() })
    ).json();
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const started = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'day',
    });
    const id: string = started.json().id;
    expect((await leader.api.get(`/api/checklists/${id}`)).json().deliveryService).toBeNull();
    expect((await leader.api.get('/api/auth/session')).json().user.storeClock).toBeNull();

    expect((await edit(store, { deliveryService: 'Uber Eats', clock: '12h' })).statusCode).toBe(
      200,
    );
    const detail: ChecklistDetail = (await leader.api.get(`/api/checklists/${id}`)).json();
    expect(detail.deliveryService).toBe('Uber Eats');
    // The clock is on the session: the edit refreshed the store's people's sessions.
    expect((await leader.api.get('/api/auth/session')).json().user.storeClock).toBe('12h');
  });
});
