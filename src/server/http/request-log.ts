import type { FastifyInstance } from 'fastify';

/** A request that took this long is logged as slow, with what it was and who sent it. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One log line per request, written once it is answered (Fastify's own two lines, on arrival
 * and on answer, are turned off in app.ts): its method, path without the query (which may hold
 * a reset token), status and time, at info. A slow one is a warning with its route, user agent
 * and address as well; a failed one has been logged in full by the error handler already.
 */
export function registerRequestLog(app: FastifyInstance, slowMs: number): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms,
    };
    if (ms < slowMs) {
      request.log.info(line, 'request');
      return;
    }
    request.log.warn(
      {
        ...line,
        route: request.routeOptions.url ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
      },
      'slow request',
    );
  });
}
