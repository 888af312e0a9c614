import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import type { AdminStore } from '#domain/stores/api';
import { STORE_MESSAGES, duplicateStoreNumberMessage } from '#domain/stores/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

let sequence = 0;
/** Store numbers of this file's own, digits only. */
const nextNumber = () => `7${String(Date.now()).slice(-6)}${(sequence += 1)}`;
const OVERNIGHT_ON = {
  ...DEFAULT_SHIFT_SETTINGS,
  overnight: { enabled: true, startTime: '23:00', endTime: '05:00' },
};

describe.each(testDialects())('Store Management API on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { defaultTimeZone: 'America/Chicago' } });
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(t, 'super-admin', null);
  });

  const messageOf = (response: { json(): unknown }) =>
    (response.json() as { error: { message: string } }).error.message;

  it('creates a store with the default shifts and time zone, and lists it', async () => {
    const storeNumber = nextNumber();
    const response = await admin.api.post('/api/stores', {
      name: '  Zürich Bahnhof 駅 ',
      storeNumber: ` ${storeNumber} `,
    });
    expect(response.statusCode, response.body).toBe(201);
    const store = response.json() as AdminStore;
    expect(store).toMatchObject({
      name: 'Zürich Bahnhof 駅',
      storeNumber,
      timezone: 'America/Chicago',
      shiftSettings: DEFAULT_SHIFT_SETTINGS,
      userCount: 0,
      checklistCount: 0,
      createdAt: t.deps.clock.now().toISOString(),
    });

    const list = (await admin.api.get('/api/admin/stores')).json();
    expect(list.defaultTimeZone).toBe('America/Chicago');
    expect(list.stores.map((s: AdminStore) => s.id)).toContain(store.id);
    expect((await admin.api.get(`/api/stores/${store.id}`)).json()).toEqual(store);
    // The views see it at once.
    const viewable = (await admin.api.get('/api/stores')).json();
    expect(viewable.stores.map((s: AdminStore) => s.id)).toContain(store.id);
  });

  it('counts each store’s users and checklists for the list', async () => {
    const store = await createStore(t.deps);
    await signedInUser(t, 'shift-leader', store.id);
    await signedInUser(t, 'store', store.id);
    const list = (await admin.api.get('/api/admin/stores')).json();
    const listed = list.stores.find((s: AdminStore) => s.id === store.id);
    expect(listed).toMatchObject({ userCount: 2, checklistCount: 0 });
  });

  it.each([
    [{ name: ' ', storeNumber: '1' }, STORE_MESSAGES.nameRequired],
    [{ name: 'A', storeNumber: '  ' }, STORE_MESSAGES.numberRequired],
    [{ name: 'A' }, STORE_MESSAGES.numberRequired],
    [{ name: 'A', storeNumber: 'MCD2' }, STORE_MESSAGES.numberNotNumeric],
    [{ name: 'A', storeNumber: '1', timezone: 'Mars/Olympus' }, STORE_MESSAGES.timeZoneInvalid],
    [
      {
        name: 'A',
        storeNumber: '1',
        shiftSettings: {
          ...OVERNIGHT_ON,
          overnight: { enabled: true, startTime: '', endTime: '' },
        },
      },
      STORE_MESSAGES.overnightTimesRequired,
    ],
    [
      {
        name: 'A',
        storeNumber: '1',
        shiftSettings: {
          ...OVERNIGHT_ON,
          overnight: { enabled: true, startTime: '23:00', endTime: '23:00' },
        },
      },
      STORE_MESSAGES.overnightSameTimes,
    ],
    [
      {
        name: 'A',
        storeNumber: '1',
        shiftSettings: { ...OVERNIGHT_ON, day: { enabled: true, startTime: '9am', endTime: '' } },
      },
      STORE_MESSAGES.timeFormat,
    ],
  ])('refuses %j with its message and creates nothing', async (body, message) => {
    const before = (await admin.api.get('/api/admin/stores')).json().stores.length;
    const response = await admin.api.post('/api/stores', body);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect((await admin.api.get('/api/admin/stores')).json().stores.length).toBe(before);
  });

  it('never answers bad bodies with a 5xx', async () => {
    const long = 'x'.repeat(300_000);
    const store = await createStore(t.deps);
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { name: long, storeNumber: '1' },
      { name: 'A', storeNumber: long },
      { name: 'A', storeNumber: '1'.repeat(300_000) },
      { name: 'A', storeNumber: '1', timezone: long },
      { name: 'A', storeNumber: '1', shiftSettings: { breakfast: 'on' } },
      { name: { $gt: '' }, storeNumber: ['1'] },
    ];
    for (const body of bodies) {
      for (const [method, url] of [
        ['post', '/api/stores'],
        ['put', `/api/stores/${store.id}`],
        ['put', `/api/stores/${store.id}/shift-settings`],
      ] as const) {
        const response = await admin.api[method](url, body as object);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(
          400,
        );
      }
    }
    const huge = await admin.api.post('/api/stores', { name: 'x'.repeat(1_000_000) });
    expect(huge.statusCode).toBe(413);
    const oddId = await admin.api.get(`/api/stores/${encodeURIComponent('x'.repeat(500))}`);
    // Fastify refuses ids over 100 characters before any route runs.
    expect(oddId.statusCode).toBe(414);
    expect((await admin.api.get('/api/stores/no-such-store')).statusCode).toBe(404);
  });

  it('refuses a number already in use, on create and on edit', async () => {
    const storeNumber = nextNumber();
    expect((await admin.api.post('/api/stores', { name: 'A', storeNumber })).statusCode).toBe(201);
    const again = await admin.api.post('/api/stores', { name: 'B', storeNumber });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(duplicateStoreNumberMessage(storeNumber));

    const other = (
      await admin.api.post('/api/stores', { name: 'C', storeNumber: nextNumber() })
    ).json() as AdminStore;
    const edit = await admin.api.put(`/api/stores/${other.id}`, {
      name: 'C',
      storeNumber,
      timezone: 'UTC',
      shiftSettings: DEFAULT_SHIFT_SETTINGS,
    });
    expect(edit.statusCode).toBe(409);
    expect(messageOf(edit)).toBe(duplicateStoreNumberMessage(storeNumber));
    expect((await admin.api.get(`/api/stores/${other.id}`)).json().name).toBe('C');
  });

  it('edits name, number, time zone and shifts; a legacy number may stay as it is', async () => {
    const legacy = await createStore(t.deps); // its number is not all digits
    const response = await admin.api.put(`/api/stores/${legacy.id}`, {
      name: 'Riverside',
      storeNumber: legacy.storeNumber,
      timezone: 'europe/dublin',
      shiftSettings: OVERNIGHT_ON,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Riverside',
      storeNumber: legacy.storeNumber,
      timezone: 'Europe/Dublin',
      shiftSettings: OVERNIGHT_ON,
    });
    const renumbered = await admin.api.put(`/api/stores/${legacy.id}`, {
      ...(response.json() as AdminStore),
      storeNumber: 'MCD999',
    });
    expect(renumbered.statusCode).toBe(400);
    expect(messageOf(renumbered)).toBe(STORE_MESSAGES.numberNotNumeric);
  });

  it('saves shift settings alone, and says so when the store is gone', async () => {
    const store = await createStore(t.deps);
    const saved = await admin.api.put(`/api/stores/${store.id}/shift-settings`, {
      shiftSettings: OVERNIGHT_ON,
    });
    expect(saved.statusCode).toBe(200);
    const day = (await admin.api.get(`/api/stores/${store.id}/day`)).json();
    expect(day.store.shiftSettings.overnight.enabled).toBe(true);

    expect((await admin.api.delete(`/api/stores/${store.id}`)).statusCode).toBe(204);
    const late = await admin.api.put(`/api/stores/${store.id}/shift-settings`, {
      shiftSettings: DEFAULT_SHIFT_SETTINGS,
    });
    expect(late.statusCode).toBe(404);
    expect(messageOf(late)).toBe(STORE_MESSAGES.notFound);
  });
});
