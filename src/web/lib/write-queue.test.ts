import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '#domain/idempotency';
import { ApiRequestError, NetworkError } from './api-client';
import { createQueueStorage, type QueueStorage } from './queue-storage';
import type { NewWrite, QueuedWrite } from './queued-write';
import { createWriteQueue, ownWrites, otherUsersWrites } from './write-queue';
import { BACKOFF_CAP_MS } from './write-retry';

/** IndexedDB (fake-indexeddb) works on real macrotasks; backoff runs on fake timers. */
async function flush(rounds = 30) {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}

const httpError = (status: number, message = `Answer ${status}`) =>
  new ApiRequestError(status, 'test', message);

type Answer = unknown | Error;
let dbCount = 0;

function setup(storage: QueueStorage = createQueueStorage(`queue-test-${++dbCount}`)) {
  const server = { user: 'u1' as string | null, answers: [] as Answer[], fallback: 'ok' as Answer };
  const calls: QueuedWrite[] = [];
  const applied: QueuedWrite[] = [];
  const queue = createWriteQueue({
    storage,
    random: () => 0.5,
    signedInUser: async () => server.user,
    send: async (write) => {
      calls.push(write);
      const answer = server.answers.length > 0 ? server.answers.shift() : server.fallback;
      if (answer instanceof Error) throw answer;
      applied.push(write);
      return answer;
    },
  });
  return { queue, server, calls, applied, storage };
}

const tick = (n: number, label = `Tick item ${n}`): NewWrite => ({
  scope: 'checklist:c1',
  label,
  method: 'PATCH',
  path: `/api/checklists/c1/items/i${n}`,
  body: { type: 'complete', completed: true },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the offline write queue', () => {
  it('sends writes in the order they were made and forgets them once the server has them', async () => {
    const { queue, applied, storage } = setup();
    queue.setUser('u1');
    await queue.start();
    for (const n of [1, 2, 3]) queue.enqueue(tick(n));
    await flush();
    expect(applied.map((w) => w.path)).toEqual(
      [1, 2, 3].map((n) => `/api/checklists/c1/items/i${n}`),
    );
    expect(queue.getSnapshot().writes).toEqual([]);
    expect(await storage.readAll()).toEqual([]);
  });

  it.each([
    ['no connection', new NetworkError(), 'offline'],
    ['a 502 from a restarting proxy', httpError(502), 'server'],
    ['a 503', httpError(503), 'server'],
    ['a 408', httpError(408), 'server'],
    ['a 425', httpError(425), 'server'],
    ['a 429', httpError(429), 'server'],
    [
      'a 409 while the first copy is still being handled',
      httpError(409, IDEMPOTENCY_MESSAGES.inProgress),
      'server',
    ],
  ])(
    'keeps retrying through %s, with growing waits, and sends the write once',
    async (_name, error, kind) => {
      const { queue, server, calls, applied } = setup();
      server.answers = Array.from({ length: 12 }, () => error);
      queue.setUser('u1');
      await queue.start();
      queue.enqueue(tick(1));
      await flush();
      expect(calls).toHaveLength(1);
      expect(queue.getSnapshot().problem?.kind).toBe(kind);

      const waits: number[] = [];
      while (applied.length === 0) {
        const problem = queue.getSnapshot().problem;
        if (!problem) throw new Error('the queue stopped retrying');
        waits.push(problem.retryAt - Date.now());
        await vi.advanceTimersByTimeAsync(problem.retryAt - Date.now());
        await flush();
      }
      expect(calls).toHaveLength(13);
      expect(applied).toHaveLength(1);
      // random() = 0.5: three quarters of 1 s, 2 s, 4 s … up to the cap.
      expect(waits.slice(0, 4)).toEqual([750, 1500, 3000, 6000]);
      expect(Math.max(...waits)).toBe((BACKOFF_CAP_MS * 3) / 4);
      expect(queue.getSnapshot()).toMatchObject({ writes: [], problem: null, refused: [] });
    },
  );

  it('waits for the first write before sending a later one of the same checklist', async () => {
    const { queue, server, calls } = setup();
    server.answers = [httpError(503)];
    queue.setUser('u1');
    await queue.start();
    queue.enqueue(tick(1));
    queue.enqueue(tick(2));
    await flush();
    expect(calls.map((w) => w.path)).toEqual(['/api/checklists/c1/items/i1']);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(calls.map((w) => w.path.slice(-2))).toEqual(['i1', 'i1', 'i2']);
  });

  it('retries at once when the connection comes back', async () => {
    const { queue, server, applied } = setup();
    server.answers = [new NetworkError(), new NetworkError(), new NetworkError()];
    queue.setUser('u1');
    await queue.start();
    queue.enqueue(tick(1));
    await flush();
    for (const wait of [750, 1500]) {
      await vi.advanceTimersByTimeAsync(wait);
      await flush();
    }
    expect(queue.getSnapshot().problem?.kind).toBe('offline');
    queue.retryNow();
    await flush();
    expect(applied).toHaveLength(1);
  });

  it.each([
    [400, 'This item is marked as failed. Clear the failure before ticking it.'],
    [403, 'You do not have permission to update this checklist'],
    [404, 'Checklist not found'],
    [409, 'The checklist changed in the meantime.'],
    [422, 'This Idempotency-Key was already used for a different request.'],
  ])('drops a write refused with %i, says which and why, and goes on', async (status, message) => {
    const { queue, server, applied, storage } = setup();
    server.answers = [httpError(status, message)];
    queue.setUser('u1');
    await queue.start();
    const refused = queue.enqueue(tick(1, 'Tick “Fryer oil checked”'));
    queue.enqueue(tick(2));
    await flush();
    expect(applied.map((w) => w.path.slice(-2))).toEqual(['i2']);
    expect(queue.getSnapshot().refused).toEqual([
      { id: refused.id, scope: 'checklist:c1', label: 'Tick “Fryer oil checked”', message },
    ]);
    expect(await storage.readAll()).toEqual([]);
    queue.dismissRefused('checklist:c1');
    expect(queue.getSnapshot().refused).toEqual([]);
  });

  it('stops on a 401 until the same person signs in again, then carries on', async () => {
    const { queue, server, calls, applied } = setup();
    server.answers = [httpError(401, 'Your session has ended.')];
    queue.setUser('u1');
    await queue.start();
    queue.enqueue(tick(1));
    queue.enqueue(tick(2));
    await flush();
    expect(queue.getSnapshot().sessionEnded).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await flush();
    expect(calls).toHaveLength(1);
    expect(ownWrites(queue.getSnapshot())).toHaveLength(2);

    queue.setUser('u1');
    await flush();
    expect(queue.getSnapshot().sessionEnded).toBe(false);
    expect(applied.map((w) => w.path.slice(-2))).toEqual(['i1', 'i2']);
  });

  it('never sends a write while the server says someone else is signed in', async () => {
    const { queue, server, calls } = setup();
    server.user = 'u2';
    queue.setUser('u1');
    await queue.start();
    queue.enqueue(tick(1));
    await flush();
    expect(calls).toEqual([]);
    expect(queue.getSnapshot().sessionEnded).toBe(true);
  });

  it('asks again who is signed in after a sign-in in another tab of the browser', async () => {
    const { queue, server, applied } = setup();
    queue.setUser('u1');
    await queue.start();
    queue.enqueue(tick(1));
    await flush();
    expect(applied).toHaveLength(1);
    // Another tab signs someone else in: the cookie this page sends is now theirs.
    server.user = 'u2';
    queue.identityMayHaveChanged();
    queue.enqueue(tick(2));
    await flush();
    expect(applied).toHaveLength(1);
    expect(queue.getSnapshot().sessionEnded).toBe(true);
  });

  it('keeps one person’s waiting writes from another, who may discard them', async () => {
    const storage = createQueueStorage(`queue-test-${++dbCount}`);
    const first = setup(storage);
    first.server.answers = [new NetworkError()];
    first.queue.setUser('u1', 'sam@example.com');
    await first.queue.start();
    first.queue.enqueue(tick(1));
    first.queue.enqueue(tick(2));
    await flush();

    // The page is reloaded and someone else signs in on the same device.
    const second = setup(storage);
    second.server.user = 'u2';
    second.queue.setUser('u2');
    await second.queue.start();
    second.queue.enqueue(tick(3));
    await flush();
    expect(second.applied.map((w) => w.path.slice(-2))).toEqual(['i3']);
    const others = otherUsersWrites(second.queue.getSnapshot());
    expect(others.map((w) => [w.userId, w.userLabel])).toEqual([
      ['u1', 'sam@example.com'],
      ['u1', 'sam@example.com'],
    ]);

    // The first person comes back: their writes go out under their own session.
    const third = setup(storage);
    third.queue.setUser('u1');
    await third.queue.start();
    await flush();
    expect(third.applied.map((w) => [w.userId, w.path.slice(-2)])).toEqual([
      ['u1', 'i1'],
      ['u1', 'i2'],
    ]);
  });

  it('sends a write made on the store tablet as its maker after the tablet locked and the next person opened theirs', async () => {
    const { queue, server, calls, applied } = setup();
    server.answers = [new NetworkError()];
    server.user = 'sam';
    queue.setUser('sam', 'Sam Leader', 'sams-key');
    await queue.start();
    queue.enqueue(tick(1));
    queue.enqueue(tick(2));
    await flush();
    expect(applied).toEqual([]);

    // No signal still; the tablet locks (nobody signed in): Sam's writes keep trying.
    server.user = null;
    server.answers = [new NetworkError()];
    queue.setUser(null);
    await flush();
    expect(applied).toEqual([]);

    // Alex opens their session before the signal comes back; then it does.
    server.user = 'alex';
    queue.setUser('alex', 'Alex Crew', 'alexs-key');
    expect(otherUsersWrites(queue.getSnapshot())).toEqual([]);
    queue.enqueue(tick(3));
    queue.retryNow();
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS);
    await flush();
    expect(applied.map((w) => [w.userId, w.tabletKey, w.path.slice(-2)])).toEqual([
      ['sam', 'sams-key', 'i1'],
      ['sam', 'sams-key', 'i2'],
      ['alex', 'alexs-key', 'i3'],
    ]);
    expect(calls.filter((w) => w.userId === 'sam').length).toBeGreaterThanOrEqual(2);
  });

  it('discards another person’s writes when asked, from storage too', async () => {
    const storage = createQueueStorage(`queue-test-${++dbCount}`);
    const first = setup(storage);
    first.server.fallback = new NetworkError();
    first.queue.setUser('u1');
    await first.queue.start();
    first.queue.enqueue(tick(1));
    await flush();

    const second = setup(storage);
    second.server.user = 'u2';
    second.queue.setUser('u2');
    await second.queue.start();
    expect(otherUsersWrites(second.queue.getSnapshot())).toHaveLength(1);
    second.queue.discardOtherUsers();
    await flush();
    expect(second.queue.getSnapshot().writes).toEqual([]);
    expect(await storage.readAll()).toEqual([]);
  });

  it('sends writes left by an earlier page, in order, after a reload', async () => {
    const storage = createQueueStorage(`queue-test-${++dbCount}`);
    const before = setup(storage);
    before.server.fallback = new NetworkError();
    before.queue.setUser('u1');
    await before.queue.start();
    for (const n of [1, 2, 3, 4, 5, 6]) before.queue.enqueue(tick(n));
    await flush();
    expect(await storage.readAll()).toHaveLength(6);
    const keys = before.queue.getSnapshot().writes.map((w) => w.id);

    const after = setup(storage);
    after.queue.setUser('u1');
    await after.queue.start();
    await flush();
    expect(after.applied.map((w) => w.path.slice(-2))).toEqual([
      'i1',
      'i2',
      'i3',
      'i4',
      'i5',
      'i6',
    ]);
    // The same keys as before: a write whose first answer was lost is not applied twice.
    expect(after.applied.map((w) => w.id)).toEqual(keys);
  });

  it('gives writes stored before they carried a user to the person who signs in', async () => {
    const storage = createQueueStorage(`queue-test-${++dbCount}`);
    const { id: _drop, ...old } = {
      ...tick(1),
      id: 'old',
      order: 1,
      queuedAt: '2026-01-01T00:00:00.000Z',
    };
    await storage.put({ ...old, id: 'old', userId: null, userLabel: '' });
    const { queue, applied } = setup(storage);
    queue.setUser('u1');
    await queue.start();
    await flush();
    expect(applied.map((w) => [w.id, w.userId])).toEqual([['old', 'u1']]);
  });

  it('replaces an unsent edit of the same field with the newer one', async () => {
    const { queue, server, applied } = setup();
    server.answers = [new NetworkError()];
    queue.setUser('u1');
    await queue.start();
    const field = (text: string): NewWrite => ({
      scope: 'checklist:c1',
      label: 'Post-shift analysis',
      method: 'PATCH',
      path: '/api/checklists/c1',
      body: { postShiftAnalysis: text },
      coalesceKey: 'c1:postShiftAnalysis',
    });
    queue.enqueue(field('Go'));
    await flush();
    queue.enqueue(field('Good'));
    queue.enqueue(field('Good shift'));
    queue.retryNow();
    await flush();
    expect(applied.map((w) => w.body)).toEqual([{ postShiftAnalysis: 'Good shift' }]);
  });
});
