import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ERROR_CODES } from '#domain/api-error';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { registerSessions, SESSION_COOKIE } from './auth/session-plugin';
import { checklistRoutes } from './checklists/routes';
import { deletedChecklistRoutes } from './checklists/deleted-routes';
import type { AppDeps } from './deps';
import { exportRoutes } from './exports/routes';
import { recordsRoutes } from './records/routes';
import { actionRoutes } from './actions/routes';
import { loadAppPage } from './http/app-page';
import {
  capConnectionsPerAddress,
  DEFAULT_CONNECTION_LIMITS,
  timeoutOptions,
  type ConnectionLimits,
} from './http/connection-limits';
import { compiledSerializerCompiler, compiledValidatorCompiler } from './http/compiled-schemas';
import { sendDocument } from './http/encoded-documents';
import { registerCompression } from './http/compression';
import { registerErrorHandler, sendClientError, sendFrameworkError } from './http/errors';
import { RequestLog, SLOW_REQUEST_MS } from './http/request-log';
import { healthRoutes } from './http/health';
import { openapiOptions } from './http/openapi';
import { registerIdempotency } from './idempotency/idempotency';
import { registerInputGuard } from './http/input-guard';
import { registerSecurity } from './http/security';
import { registerLive, type LiveRouteOptions } from './live/routes';
import { notificationRoutes } from './notifications/routes';
import { registerMetrics } from './metrics/routes';
import { reportRoutes } from './reports/routes';
import { storeAdminRoutes } from './stores/admin-routes';
import { areaRoutes } from './areas/routes';
import { insightRoutes } from './insights/routes';
import { signalRoutes } from './signals/routes';
import { tabletRoutes } from './tablets/routes';
import { twoFactorRoutes } from './two-factor/routes';
import { ssoRoutes } from './sso/routes';
import { scimRoutes } from './scim/routes';
import { scimTokenRoutes } from './scim/token-routes';
import { auditLogRoutes } from './integrations/audit/routes';
import { retentionRoutes } from './retention/routes';
import { apiTokenRoutes } from './integrations/tokens/routes';
import { webhookRoutes } from './integrations/webhooks/routes';
import { SCIM_BASE_PATH } from '#domain/scim/tokens';
import { storeRoutes } from './stores/routes';
import { photoRoutes } from './photos/routes';
import { passwordResetRoutes } from './users/password-reset-routes';
import { userRoutes } from './users/routes';
import { templateRoutes } from './templates/routes';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** The built web app (dist/web); when absent only the API is served. */
  webRoot?: string;
  trustProxy?: false | number | string[];
  live?: LiveRouteOptions;
  /** Time limits and the per-address cap of connections (tests shorten them). */
  connections?: ConnectionLimits;
  /** From how many milliseconds a request is logged as slow (SLOW_REQUEST_MS). */
  slowRequestMs?: number;
  /** /readyz answers "starting" until this settles (main.ts: the first super admin is made). */
  starting?: Promise<unknown>;
}

/** 512 KiB: the largest real body (a template with a hundred items) is a tenth of this. */
const BODY_LIMIT = 512 * 1024;

/**
 * A hop count trusts that many proxies nearest the server (the connection's own address and
 * the ones before it), so the client's own X-Forwarded-For entries are never believed.
 */
function trustProxyOption(trust: false | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(
  deps: AppDeps,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const connections = options.connections ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    ...timeoutOptions(connections),
    logger: options.logger ?? false,
    // One line per request instead of two (http/request-log.ts).
    logController: new RequestLog(options.slowRequestMs ?? SLOW_REQUEST_MS),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (error, request, reply) => void sendFrameworkError(error, request, reply),
    clientErrorHandler: sendClientError,
  });
  // Behind a proxy every client arrives from its address: the proxy caps them instead
  // (docs/operations.md, "Behind a reverse proxy").
  if (connections.perAddress !== null && !options.trustProxy) {
    capConnectionsPerAddress(app.server, connections.perAddress);
  }
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  registerErrorHandler(app);
  const webRoot = options.webRoot;
  const appPage = webRoot ? loadAppPage(webRoot) : null;
  registerSecurity(app, deps.config.publicUrl, appPage?.scriptSources);
  // On errors, where someone may quote it to find the request in the logs; a successful answer
  // (a tick at opening time on a weak signal) does not carry the 52 bytes.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400) reply.header('X-Request-Id', request.id);
  });

  await app.register(fastifySwagger, openapiOptions());
  await app.register(fastifyCookie);
  await registerCompression(app);
  registerSessions(app, deps);
  registerInputGuard(app);
  registerIdempotency(app, deps);
  registerLive(app, deps, options.live);
  registerMetrics(app, deps);

  await app.register(healthRoutes(deps, options.starting));
  await app.register(authRoutes(deps));
  await app.register(checklistRoutes(deps));
  await app.register(deletedChecklistRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(storeRoutes(deps));
  await app.register(storeAdminRoutes(deps));
  await app.register(areaRoutes(deps));
  await app.register(reportRoutes(deps));
  await app.register(insightRoutes(deps));
  await app.register(signalRoutes(deps));
  await app.register(exportRoutes(deps));
  await app.register(recordsRoutes(deps));
  await app.register(actionRoutes(deps));
  await app.register(photoRoutes(deps));
  await app.register(userRoutes(deps));
  await app.register(passwordResetRoutes(deps));
  await app.register(templateRoutes(deps));
  await app.register(notificationRoutes(deps));
  await app.register(tabletRoutes(deps));
  await app.register(twoFactorRoutes(deps));
  await app.register(ssoRoutes(deps));
  await app.register(scimTokenRoutes(deps));
  await app.register(auditLogRoutes(deps));
  await app.register(retentionRoutes(deps));
  await app.register(apiTokenRoutes(deps));
  await app.register(webhookRoutes(deps));
  await app.register(scimRoutes(deps), { prefix: SCIM_BASE_PATH });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  if (webRoot && existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Files the build compressed ahead (name.br, name.gz) go as they are; others on the fly.
      preCompressed: true,
      // The headers below are the only caching rule (the default would add max-age=0).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.raw.setHeader(
          'Cache-Control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing script or image is a 404, not the app's page: a stale tab must not run HTML.
    const isFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !isFile;
    if (isPage && webRoot && existsSync(webRoot)) {
      // Every app route is rendered by the single-page app; unknown ones redirect to / there.
      reply.header('Cache-Control', 'no-cache');
      if (!appPage || request.method === 'HEAD') return reply.sendFile('index.html');
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      const page = appPage.page(path, signedIn);
      return sendDocument(
        request,
        reply.header('Vary', 'Cookie'),
        page,
        'text/html; charset=utf-8',
      );
    }
    return reply.status(404).send({
      error: {
        code: ERROR_CODES.notFound,
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      },
    });
  });

  return app;
}
