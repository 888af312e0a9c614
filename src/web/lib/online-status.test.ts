import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

type Answer = 'ok' | 'down';

/** The browser around the module: its events, navigator.onLine and a server that answers or not. */
function stubBrowser() {
  const handlers = new Map<string, () => void>();
  const server: { api: Answer; health: Answer; pings: number } = {
    api: 'ok',
    health: 'ok',
    pings: 0,
  };
  vi.stubGlobal('window', {
    addEventListener: (type: string, handler: () => void) => handlers.set(type, handler),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearInterval: (id: number) => clearInterval(id),
  });
  const browser = { onLine: true };
  vi.stubGlobal('navigator', browser);
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      const isPing = path === '/healthz';
      if (isPing) server.pings += 1;
      const answer = isPing ? server.health : server.api;
      if (answer === 'down') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response('{}', { status: 200 }));
    }),
  );
  /** The browser firing one of its window events (only those the module listens to exist). */
  const fire = (type: string) => handlers.get(type)?.();
  return { server, browser, fire };
}

async function load() {
  vi.resetModules();
  const status = await import('./online-status');
  const { api } = await import('./api-client');
  const seen: boolean[] = [];
  status.subscribeOnline((online) => seen.push(online));
  return { status, api, seen };
}

/** One API request that does not get through: the server's API stops answering for it. */
async function dropRequest(
  api: Awaited<ReturnType<typeof load>>['api'],
  server: ReturnType<typeof stubBrowser>['server'],
  path: string,
) {
  server.api = 'down';
  await expect(api.get(path, z.unknown())).rejects.toThrow('No connection to the server.');
}

describe('whether the server can be reached', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a request that does not get through, while the server still answers, is checked at once', async () => {
    const { server } = stubBrowser();
    const { status, api, seen } = await load();
    await dropRequest(api, server, '/api/admin/overview');
    server.api = 'ok';
    // No ten-second wait: the check goes out with the failure.
    await vi.advanceTimersByTimeAsync(0);
    expect(server.pings).toBe(1);
    expect(seen).toEqual([false, true]);
    expect(status.isOnline()).toBe(true);
  });

  it('without a server, it stays offline and pings every ten seconds until one answers', async () => {
    const { server } = stubBrowser();
    const { status, api, seen } = await load();
    server.health = 'down';
    await dropRequest(api, server, '/api/checklists/1');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.pings).toBe(1);
    expect(status.isOnline()).toBe(false);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.pings).toBe(2);
    expect(status.isOnline()).toBe(false);

    server.health = 'ok';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.pings).toBe(3);
    expect(seen).toEqual([false, true]);
    expect(status.isOnline()).toBe(true);
  });

  it('an answer arriving after the browser went offline does not hide the banner', async () => {
    const { browser, fire } = stubBrowser();
    const { status, api, seen } = await load();
    let answer: (response: Response) => void = () => undefined;
    vi.mocked(fetch).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const late = api.get('/api/notifications', z.unknown());
    browser.onLine = false;
    fire('offline');
    answer(new Response('{}', { status: 200 }));
    await late;
    expect(status.isOnline()).toBe(false);
    expect(seen).toEqual([false]);
  });

  it('when the network comes back, a first ping that fails is tried again within seconds', async () => {
    const { server, browser, fire } = stubBrowser();
    const { status, api, seen } = await load();
    browser.onLine = false;
    await dropRequest(api, server, '/api/actions/1');
    fire('offline');
    // Back in signal, but the first ping meets the network still settling.
    server.health = 'down';
    browser.onLine = true;
    fire('online');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.pings).toBe(1);
    expect(status.isOnline()).toBe(false);
    server.health = 'ok';
    // Not the ten-second ping: a second one a second later.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.pings).toBe(2);
    expect(status.isOnline()).toBe(true);
    expect(seen).toEqual([false, true]);
    // Online again, nothing more is sent.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.pings).toBe(2);
  });

  it('when the browser itself says it is offline, no ping is sent until it says it is back', async () => {
    const { server, browser } = stubBrowser();
    const { status, api } = await load();
    browser.onLine = false;
    await dropRequest(api, server, '/api/checklists/1');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.pings).toBe(0);
    expect(status.isOnline()).toBe(false);
  });
});
