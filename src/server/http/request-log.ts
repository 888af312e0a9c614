import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request that took this long is logged as slow, with what it was and who sent it. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Fastify's log lines for requests (its documented logController), one per request where
 * Fastify writes two (on arrival and on answer): once it is answered, its method, path without
 * the query (which may hold a reset token), status and time, at info. A slow one is a warning
 * with its route, user agent and address as well; one that failed has been logged in full by
 * the error handler already.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(): void {}

  /** An unknown route's answer (404) is the request's one line like any other. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime);
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms,
    };
    if (error) {
      request.log.error({ ...line, err: error }, 'answer not sent');
    } else if (ms < this.slowMs) {
      request.log.info(line, 'request');
    } else {
      request.log.warn(
        {
          ...line,
          route: request.routeOptions.url ?? null,
          userAgent: request.headers['user-agent'] ?? null,
          ip: request.ip,
        },
        'slow request',
      );
    }
  }
}
