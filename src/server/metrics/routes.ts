import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#domain/api-error';
import { IDEMPOTENCY_HEADER } from '#domain/idempotency';
import type { AppDeps } from '../deps';
import type { AppMetrics } from './registry';

export const METRICS_PATH = '/metrics';
export const METRICS_MESSAGES = {
  off: 'Metrics are not served on this port. Set METRICS_TOKEN (or METRICS_PORT) to enable them.',
  unauthorized: 'Metrics need the METRICS_TOKEN as a bearer token (Authorization: Bearer …).',
} as const;

const SIGN_IN_ROUTE = '/api/auth/sign-in';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Open for as long as a browser watches: its duration says nothing about the server. */
const UNTIMED_ROUTES = new Set(['/api/live']);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so the time taken says nothing about how much of the token was right. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function observe(metrics: AppMetrics, request: FastifyRequest, reply: FastifyReply): void {
  const { httpRequestDuration, signInFailures, rateLimitRefusals, idempotentWrites } = metrics;
  const route = request.routeOptions.url ?? 'unmatched';
  if (UNTIMED_ROUTES.has(route)) return;
  const status = reply.statusCode;
  httpRequestDuration.observe(
    { method: request.method, route, status_code: String(status) },
    reply.elapsedTime / 1000,
  );
  if (request.method === 'POST' && route === SIGN_IN_ROUTE) {
    if (status === 401) signInFailures.inc({ reason: 'invalid_credentials' });
    if (status === 429) signInFailures.inc({ reason: 'rate_limited' });
  }
  if (status === 429) rateLimitRefusals.inc({ route });
  if (WRITE_METHODS.has(request.method) && request.headers[IDEMPOTENCY_HEADER] !== undefined) {
    const replayed = reply.getHeader('Idempotent-Replayed') === 'true';
    const applied = status >= 200 && status < 300;
    idempotentWrites.inc({ outcome: replayed ? 'replayed' : applied ? 'applied' : 'refused' });
  }
}

/**
 * Measures every request, and serves GET /metrics on the app's port to a scraper holding the
 * METRICS_TOKEN. /metrics is outside /api and needs no session (a scraper has none), so the
 * session guard leaves it alone: the token is its credential, checked here; without a
 * configured token it is refused to everyone (see public-routes.ts).
 * Register after registerLive: it counts that instance's open streams.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const { metrics } = deps;
  metrics.trackLiveStreams(app.liveStreams);
  app.addHook('onResponse', async (request, reply) => observe(metrics, request, reply));

  const token = deps.config.metricsToken;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token === undefined) {
      return reply
        .status(404)
        .send({ error: { code: ERROR_CODES.notFound, message: METRICS_MESSAGES.off } });
    }
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({
          error: { code: ERROR_CODES.unauthenticated, message: METRICS_MESSAGES.unauthorized },
        });
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.text());
  });
}
