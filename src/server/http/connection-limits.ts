import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a client may take, and how many connections one address may hold. Without limits,
 * 500 request bodies sent a byte at a time were held for minutes and 20,000 idle connections
 * used up the process's open files, so the health check itself could no longer connect.
 */
export interface ConnectionLimits {
  /** The headers of a request, from its first byte. */
  headersMs: number;
  /** A whole request, body included: a 600 kB photo on a 40 kbit/s signal still arrives. */
  requestMs: number;
  /** A connection with nothing sent either way (live streams send a keep-alive every 25 s). */
  idleMs: number;
  /** How often the server looks for requests past their time (Node's default is 30 s). */
  checkEveryMs: number;
  /** Open connections from one address; null behind a proxy, where every client shares one. */
  perAddress: number | null;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersMs: 20_000,
  requestMs: 120_000,
  idleMs: 120_000,
  checkEveryMs: 5_000,
  // A store's crew behind one router: a dozen phones, six connections each, and their streams.
  perAddress: 256,
};

/** Fastify's server options for the limits. */
export function timeoutOptions(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.idleMs,
    requestTimeout: limits.requestMs,
    http: {
      headersTimeout: limits.headersMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
  };
}

const REFUSED =
  'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Type: text/plain\r\n' +
  'Content-Length: 40\r\nRetry-After: 10\r\n\r\nToo many connections from this address.\n';

/** Past `max` open connections from one address, a new one is answered 503 and closed. */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(REFUSED);
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
