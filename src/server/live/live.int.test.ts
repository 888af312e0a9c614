import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../testing/api-client';
import { createStore } from '../testing/factories';
import { testDialects } from '../testing/harness';
import { createPostgresBus, type BusMessage } from './bus';
import { startTestApp } from '../testing/harness';
import { useTestApp } from '../testing/use-test-app';

interface Stream {
  events: Array<{ event: string; data: Record<string, unknown> }>;
  next(event: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** Reads Server-Sent Events the way a browser's EventSource would. */
function openStream(base: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const events: Stream['events'] = [];
    const waiters: Array<() => void> = [];
    const request = http.get(`${base}/api/live`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      });
      resolve({
        events,
        next: (event, timeoutMs = 3000) =>
          new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`no ${event} event`)), timeoutMs);
            const check = () => {
              const index = events.findIndex((e) => e.event === event);
              if (index >= 0) {
                clearTimeout(timer);
                found(events.splice(index, 1)[0]!.data);
              } else waiters.push(check);
            };
            check();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

describe.each(testDialects())('live updates on %s', (dialect) => {
  const t = useTestApp(dialect);
  let base: string;

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('tells a store manager about a leader’s change in their store, and not about other stores', async () => {
    const store = await createStore(t.deps);
    const otherStore = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const otherLeader = await signedInUser(t, 'shift-leader', otherStore.id);
    const stream = await openStream(base, manager.cookie);
    try {
      const hello = await stream.next('hello');
      expect(hello.origin).toEqual(expect.any(String));

      await otherLeader.api.post('/api/checklists', { storeId: otherStore.id, category: 'day' });
      const created = await leader.api.post('/api/checklists', {
        storeId: store.id,
        category: 'day',
      });
      const checklist = created.json() as { id: string; items: Array<{ id: string }> };
      expect(await stream.next('checklist')).toEqual({
        action: 'created',
        storeId: store.id,
        checklistId: checklist.id,
        businessDate: '2026-11-22',
        origin: expect.any(String),
      });

      const item = checklist.items[0]!;
      await leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
        type: 'complete',
        completed: true,
      });
      const change = await stream.next('checklist');
      expect(change.checklistId).toBe(checklist.id);
      expect(change.origin).not.toBe(hello.origin);
      expect(stream.events.filter((e) => e.event === 'checklist')).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('announces nothing for a refused change', async () => {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const created = (
      await leader.api.post('/api/checklists', { storeId: store.id, category: 'night' })
    ).json();
    const stream = await openStream(base, leader.cookie);
    try {
      await stream.next('hello');
      const refused = await manager.api.patch(
        `/api/checklists/${created.id}/items/${created.items[0].id}`,
        {
          type: 'complete',
          completed: true,
        },
      );
      expect(refused.statusCode).toBe(403);
      await expect(stream.next('checklist', 500)).rejects.toThrow('no checklist event');
    } finally {
      stream.close();
    }
  });

  it('ends open streams when the server shuts down, so shutdown does not hang', async () => {
    const other = await startTestApp(t.database);
    const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const store = await createStore(other.deps);
    const manager = await signedInUser(other, 'store', store.id);
    const stream = await openStream(address, manager.cookie);
    await stream.next('hello');
    await other.stop();
    stream.close();
  });

  it('refuses the stream without a session', async () => {
    const response = await t.app.inject({ url: '/api/live' });
    expect(response.statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL bus', () => {
  it('carries a message from one bus to another through LISTEN/NOTIFY', async () => {
    const connectionString = process.env.TEST_DATABASE_URL!;
    const channel = `sc_bus_${Date.now()}`;
    const onError = (error: unknown) => {
      throw error;
    };
    const [first, second] = await Promise.all([
      createPostgresBus({ connectionString, channel, onError }),
      createPostgresBus({ connectionString, channel, onError }),
    ]);
    try {
      const heard = new Promise<BusMessage>((resolve) => second.subscribe(resolve));
      const message: BusMessage = { type: 'access', userId: `u-${Date.now()}` };
      first.publish(message);
      await expect(heard).resolves.toEqual(message);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
