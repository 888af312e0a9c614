import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresBus, type BusMessage } from '#server/live/bus';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { startTestApp, type TestApp } from '#test/support/harness';
import { openSseStream, type SseStream } from '#test/support/sse-client';
import { useTestApp } from '#test/support/use-test-app';

const url = process.env.TEST_DATABASE_URL;

/** Ends the LISTEN connections of a channel's buses, as a database restart would. */
async function terminateListeners(channel: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [`${channel}-listener`],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.runIf(url)('live updates across two instances on one PostgreSQL database', () => {
  const a = useTestApp('postgres');
  let b: TestApp;
  let baseB: string;
  let live: SseStream | undefined;

  beforeAll(async () => {
    b = await startTestApp(a.database);
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    live?.close();
    await b.stop();
  });

  it('brings a change made through one instance to a stream of the other within a second, also after the listener is cut', async () => {
    const store = await createStore(a.deps);
    const manager = await signedInUser(b, 'store', store.id);
    const leader = await signedInUser(a, 'shift-leader', store.id);
    live = await openSseStream(baseB, manager.cookie);
    await live.next('hello');

    const started = Date.now();
    const created = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'day',
    });
    const checklist = created.json() as { id: string; items: Array<{ id: string }> };
    expect(await live.next('checklist', 1000)).toMatchObject({ checklistId: checklist.id });
    expect(Date.now() - started).toBeLessThan(1000);

    expect(await terminateListeners(a.database.liveChannel!)).toBe(2);
    // The streams are told that events may have been missed, and events flow again.
    expect(await live.next('resync', 5000)).toEqual({});
    const ticked = await leader.api.patch(
      `/api/checklists/${checklist.id}/items/${checklist.items[0]!.id}`,
      { type: 'complete', completed: true },
    );
    expect(ticked.statusCode).toBe(200);
    expect(await live.next('checklist', 1000)).toMatchObject({
      action: 'changed',
      checklistId: checklist.id,
    });
  });
});

describe.runIf(url)('the PostgreSQL bus', () => {
  it('carries a message from one bus to another through LISTEN/NOTIFY', async () => {
    const channel = `sc_bus_${Date.now()}`;
    const onError = () => {};
    const [first, second] = await Promise.all([
      createPostgresBus({ connectionString: url!, channel, onError }),
      createPostgresBus({ connectionString: url!, channel, onError }),
    ]);
    try {
      const heard = new Promise<BusMessage>((resolve) => second.subscribe(resolve));
      const message: BusMessage = { type: 'access', userId: `u-${Date.now()}` };
      first.committed([message]);
      await expect(heard).resolves.toEqual(message);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('delivers many messages announced at once to another instance, each once and in order', async () => {
    const channel = `sc_order_${Date.now()}`;
    const onError = (error: unknown) => {
      throw error;
    };
    const [first, second] = await Promise.all([
      createPostgresBus({ connectionString: url!, channel, onError }),
      createPostgresBus({ connectionString: url!, channel, onError }),
    ]);
    try {
      const userIds = Array.from({ length: 1200 }, (_, i) => `u-${i}`);
      const heard: string[] = [];
      const all = new Promise<void>((resolve) =>
        second.subscribe((m) => {
          if (m.type === 'access') heard.push(m.userId);
          if (heard.length === userIds.length) resolve();
        }),
      );
      // More than one statement's batch, sent while the first batch is on its way.
      first.committed(userIds.slice(0, 3).map((userId) => ({ type: 'access', userId })));
      for (const userId of userIds.slice(3)) first.committed([{ type: 'access', userId }]);
      await all;
      expect(heard).toEqual(userIds);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps trying to reconnect while the database refuses, then resyncs', async () => {
    const channel = `sc_retry_${Date.now()}`;
    const errors: unknown[] = [];
    const bus = await createPostgresBus({
      connectionString: url!,
      channel,
      onError: (error) => errors.push(error),
      retryMs: 50,
    });
    try {
      const resynced = new Promise<BusMessage>((resolve) =>
        bus.subscribe((m) => m.type === 'resync' && resolve(m)),
      );
      expect(await terminateListeners(channel)).toBe(1);
      await expect(resynced).resolves.toEqual({ type: 'resync' });
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await bus.close();
    }
  });
});
