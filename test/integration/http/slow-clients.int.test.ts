import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#test/support/use-test-app';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from '#server/http/connection-limits';

/** The defaults, shortened so the test sees them act in seconds rather than minutes. */
const SHORT: ConnectionLimits = {
  ...DEFAULT_CONNECTION_LIMITS,
  headersMs: 1_000,
  requestMs: 2_000,
  idleMs: 10_000,
  checkEveryMs: 250,
  perAddress: 1_000,
};

interface SlowClient {
  socket: net.Socket;
  received: string;
  closed: Promise<void>;
}

/** A client that starts a request and then sends its body a byte at a time, never finishing. */
function slowClient(port: number, request: string): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const client: SlowClient = {
      socket,
      received: '',
      closed: new Promise((closed) => socket.once('close', () => closed())),
    };
    socket.on('data', (chunk) => (client.received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write(request);
      resolve(client);
    });
    socket.once('error', reject);
  });
}

async function timedHealthCheck(base: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/healthz`);
  expect(response.status).toBe(200);
  return performance.now() - started;
}

const SLOW_BODY = [
  'POST /api/auth/sign-in HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  'Content-Length: 100000',
  '',
  '{',
].join('\r\n');

describe('slow clients', () => {
  const t = useTestApp('sqlite', { build: { connections: SHORT } });
  let base = '';
  let port = 0;
  const clients: SlowClient[] = [];

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.socket.destroy();
  });

  it('500 bodies sent a byte at a time leave /healthz answering, and are cut at the time limit', async () => {
    for (let i = 0; i < 500; i += 1) clients.push(await slowClient(port, SLOW_BODY));
    // A byte every 200 ms: never idle, never done.
    const drip = setInterval(() => {
      for (const client of clients) if (!client.socket.destroyed) client.socket.write(' ');
    }, 200);
    try {
      const timings = [];
      for (let i = 0; i < 5; i += 1) timings.push(await timedHealthCheck(base));
      console.log(`/healthz beside 500 slow bodies: ${timings.map((ms) => ms.toFixed(1))} ms`);
      expect(Math.max(...timings)).toBeLessThan(200);

      await Promise.all(clients.map((client) => client.closed));
      expect(clients.every((client) => client.received.startsWith('HTTP/1.1 408'))).toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(await timedHealthCheck(base)).toBeLessThan(200);
  });

  it('a request whose headers never end is cut at the headers limit', async () => {
    const client = await slowClient(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    clients.push(client);
    await client.closed;
    expect(client.received).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('connections from one address', () => {
  const t = useTestApp('sqlite', {
    build: { connections: { ...SHORT, requestMs: 60_000, headersMs: 60_000, perAddress: 20 } },
  });

  it('past the cap, a new connection is told why and closed', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(base).port);
    const clients: SlowClient[] = [];
    try {
      for (let i = 0; i < 25; i += 1) clients.push(await slowClient(port, 'GET /healthz'));
      const refused = clients.slice(20);
      await Promise.all(refused.map((client) => client.closed));
      for (const client of refused) {
        expect(client.received).toMatch(/^HTTP\/1\.1 503[^]*Too many connections/);
      }
      expect(clients.slice(0, 20).every((client) => !client.socket.destroyed)).toBe(true);

      // One held connection closes: the address may open another.
      clients[0]?.socket.destroy();
      await clients[0]?.closed;
      await expect
        .poll(() => timedHealthCheck(base).then(() => true), { timeout: 2_000 })
        .toBe(true);
    } finally {
      for (const client of clients) client.socket.destroy();
    }
  });
});
