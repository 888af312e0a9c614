import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// The worker as the browser runs it (sw.js, its placeholders left empty), around fakes of what it
// uses: its event target, the cache storage, and a network whose every answer the test gives
// or holds back.

const ORIGIN = 'https://shiftcheck.test';
const source = readFileSync(new URL('./sw.js', import.meta.url), 'utf8');

type Handler = (event: unknown) => void;

/** Cache storage in memory, answering as the browser's does for what the worker asks. */
function fakeCaches(stores: Map<string, Map<string, Response>>) {
  const urlOf = (key: Request | URL | string) =>
    new URL(key instanceof Request ? key.url : key.toString(), ORIGIN).toString();
  const cacheOf = (entries: Map<string, Response>) => ({
    put: async (key: Request | URL | string, response: Response) => {
      entries.set(urlOf(key), response);
    },
    match: async (key: Request | URL | string) => entries.get(urlOf(key))?.clone(),
    addAll: async () => undefined,
  });
  return {
    stores,
    keys: async () => [...stores.keys()],
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name) ?? new Map());
    },
    delete: async (name: string) => stores.delete(name),
    match: async (key: Request | URL | string) => {
      for (const entries of stores.values()) {
        const hit = entries.get(urlOf(key));
        if (hit) return hit.clone();
      }
      return undefined;
    },
  };
}

/** A request on its way: the test answers it, fails it, or leaves it hanging. */
interface OnItsWay {
  url: string;
  answer(body: unknown): void;
  fail(): void;
}

/** The worker, started on the caches a worker before it left (none: a first install). */
function startWorker(stores = new Map<string, Map<string, Response>>()) {
  const handlers = new Map<string, Handler>();
  const caches = fakeCaches(stores);
  const onItsWay: OnItsWay[] = [];
  const fetch = vi.fn(
    (request: Request) =>
      new Promise<Response>((resolve, reject) => {
        onItsWay.push({
          url: request.url,
          answer: (body) => resolve(Response.json(body)),
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      }),
  );
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', source)(self, caches, fetch);

  const lasting: Promise<unknown>[] = [];
  /** A page's read through the worker: its answer, or 'network error'. */
  const read = (path: string) => {
    let answered: Promise<Response> | undefined;
    handlers.get('fetch')?.({
      request: new Request(new URL(path, ORIGIN), { mode: 'same-origin' }),
      respondWith: (answer: Promise<Response>) => (answered = answer),
      waitUntil: (work: Promise<unknown>) => lasting.push(work),
    });
    if (!answered) throw new Error(`the worker did not answer ${path}`);
    return answered.then(async (response) =>
      response.type === 'error'
        ? 'network error'
        : {
            body: (await response.json()) as unknown,
            offline: response.headers.has('X-ShiftCheck-Offline'),
          },
    );
  };
  const tell = async (data: unknown) => {
    const work: Promise<unknown>[] = [];
    handlers.get('message')?.({ data, waitUntil: (w: Promise<unknown>) => work.push(w) });
    await Promise.all(work);
  };
  /** The request most recently sent to the network for `path`. */
  const sent = (path: string) => {
    const request = onItsWay.findLast((r) => r.url === new URL(path, ORIGIN).toString());
    if (!request) throw new Error(`nothing was sent for ${path}`);
    return request;
  };
  /** Lets the worker finish what answers set off (keeping them), on the fake clock. */
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { read, tell, sent, settle, caches };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const CHECKLIST = '/api/checklists/c1';

/** Whether a read is still unanswered once everything due on the fake clock has run. */
async function stillWaiting(read: Promise<unknown>): Promise<boolean> {
  let answered = false;
  void read.then(() => (answered = true));
  await vi.advanceTimersByTimeAsync(0);
  return !answered;
}

it('a read the network leaves unanswered gets the copy after 2 s, the next one at once, and the late answer is kept', async () => {
  const worker = startWorker();
  await worker.tell({ owner: 'sam' });
  const first = worker.read(CHECKLIST);
  worker.sent(CHECKLIST).answer({ ticks: 1 });
  expect(await first).toEqual({ body: { ticks: 1 }, offline: false });
  await worker.settle();

  // The walk-in fridge: nothing comes back, nothing fails.
  const hanging = worker.read(CHECKLIST);
  await vi.advanceTimersByTimeAsync(1_999);
  expect(await stillWaiting(hanging)).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  expect(await hanging).toEqual({ body: { ticks: 1 }, offline: true });
  // The network is known to hang: the next read does not wait again.
  expect(await worker.read(CHECKLIST)).toEqual({ body: { ticks: 1 }, offline: true });
  // A read with no copy fails at once, so the screen says it is not available offline.
  expect(await worker.read('/api/reports/week')).toBe('network error');

  // The first late answer is kept, and ends the hanging: reads wait for the network again.
  worker.sent(CHECKLIST).answer({ ticks: 2 });
  await worker.settle();
  const after = worker.read(CHECKLIST);
  worker.sent(CHECKLIST).answer({ ticks: 3 });
  expect(await after).toEqual({ body: { ticks: 3 }, offline: false });
});

it('a network that fails answers with the copy at once, and without a copy with a network error', async () => {
  const worker = startWorker();
  await worker.tell({ owner: 'sam' });
  const first = worker.read(CHECKLIST);
  worker.sent(CHECKLIST).answer({ ticks: 1 });
  await first;
  await worker.settle();

  const offline = worker.read(CHECKLIST);
  worker.sent(CHECKLIST).fail();
  expect(await offline).toEqual({ body: { ticks: 1 }, offline: true });
  const never = worker.read('/api/reports/week');
  worker.sent('/api/reports/week').fail();
  expect(await never).toBe('network error');
});

/** A worker Sam is signed in on, whose read of the checklist it answered and kept. */
async function startedWithSamsRead() {
  const worker = startWorker();
  await worker.tell({ owner: 'sam' });
  const first = worker.read(CHECKLIST);
  worker.sent(CHECKLIST).answer({ readBy: 'sam' });
  await first;
  await worker.settle();
  return worker;
}

it('an answer on its way when its reader signs out is kept for nobody, and never answers the next person', async () => {
  const worker = await startedWithSamsRead();

  // Sam's next read is on its way, hanging, when Sam signs out and Alex signs in.
  const samsRead = worker.read(CHECKLIST);
  const samsRequest = worker.sent(CHECKLIST);
  await worker.tell('forget-api-cache');
  await worker.tell({ owner: 'alex' });
  // Past the wait, no copy of Sam's answers it…
  await vi.advanceTimersByTimeAsync(2_000);
  expect(await stillWaiting(samsRead)).toBe(true);
  // …and its late answer is not kept for Alex.
  samsRequest.answer({ readBy: 'sam' });
  expect(await samsRead).toEqual({ body: { readBy: 'sam' }, offline: false });
  await worker.settle();
  expect([...worker.caches.stores.keys()]).toEqual(['shiftcheck-api-alex']);
  expect(worker.caches.stores.get('shiftcheck-api-alex')?.size).toBe(0);

  // Alex, on a network that hangs again, is never answered with Sam's copy: the read waits for
  // the network, and the next one, the network known to hang, fails at once.
  const alexsRead = worker.read(CHECKLIST);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(await stillWaiting(alexsRead)).toBe(true);
  expect(await worker.read(CHECKLIST)).toBe('network error');
});

it('the page’s own copy of a read is kept only for the person signed in', async () => {
  const worker = startWorker();
  await worker.tell({ owner: 'sam' });
  await worker.tell({ keep: { path: CHECKLIST, body: '{"ticks":4}', userId: 'alex' } });
  await worker.tell({ keep: { path: CHECKLIST, body: '{"ticks":5}' } });
  expect(worker.caches.stores.get('shiftcheck-api-sam')?.size).toBe(0);
  await worker.tell({ keep: { path: 'https://elsewhere.test/api/x', body: '{}', userId: 'sam' } });
  expect(worker.caches.stores.get('shiftcheck-api-sam')?.size).toBe(0);

  await worker.tell({ keep: { path: CHECKLIST, body: '{"ticks":6}', userId: 'sam' } });
  const offline = worker.read(CHECKLIST);
  worker.sent(CHECKLIST).fail();
  expect(await offline).toEqual({ body: { ticks: 6 }, offline: true });
});

it('a worker started anew serves the copies of the person whose cache it finds', async () => {
  const worker = await startedWithSamsRead();
  // An earlier version's cache, of no known person, is dropped when someone signs in.
  worker.caches.stores.set('shiftcheck-api', new Map());

  const restarted = startWorker(worker.caches.stores);
  const read = restarted.read(CHECKLIST);
  restarted.sent(CHECKLIST).fail();
  expect(await read).toEqual({ body: { readBy: 'sam' }, offline: true });
  await restarted.tell({ owner: 'sam' });
  expect([...restarted.caches.stores.keys()]).toEqual(['shiftcheck-api-sam']);
});
