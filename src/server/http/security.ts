import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#domain/api-error';
import { AppError } from './errors';
import { isScimRoute } from './public-routes';

/** The page's policy; `scriptSources` are the hashes of the page's own inline scripts. */
const contentSecurityPolicy = (scriptSources: readonly string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    // Dialog scroll-locking injects a small <style>.
    "style-src 'self' 'unsafe-inline'",
    // blob: shows a photo still waiting in this browser's offline queue (it has no URL yet).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** For answers that are data (JSON): load nothing, run nothing, be framed by no one. */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The photo uploads, the only routes that take multipart/form-data, named as the router matched
 * them: however the path was spelled (`/%61pi/…`), the route decides, not the raw text.
 */
const UPLOAD_ROUTES = new Set([
  '/api/checklists/:id/items/:itemId/photos',
  '/api/checklists/:id/feedback/photos',
]);

/**
 * A cross-site form may send multipart without a preflight, so an upload must also say where
 * it comes from: browsers send Sec-Fetch-Site or Origin with every such request.
 */
function isSameSiteUpload(request: FastifyRequest, contentType: string): boolean {
  return (
    /^multipart\/form-data\b/i.test(contentType) &&
    UPLOAD_ROUTES.has(request.routeOptions.url ?? '') &&
    (request.headers['sec-fetch-site'] !== undefined || request.headers.origin !== undefined)
  );
}

/**
 * SCIM's own JSON (RFC 7644 §3.1), on the SCIM routes only: an identity provider's server sends
 * it, with a bearer token rather than a cookie, so no browser can be made to send it for someone.
 */
const isScimJson = (request: FastifyRequest, contentType: string) =>
  /^application\/scim\+json\b/i.test(contentType) &&
  isScimRoute(request.routeOptions.url ?? request.url);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * A state-changing request must be JSON (a cross-site form cannot send that without a preflight)
 * and, when the browser says where it comes from, come from this site.
 */
export function checkSameOriginJson(request: FastifyRequest, publicUrl: string | undefined): void {
  if (SAFE_METHODS.has(request.method)) return;
  const hasBody =
    request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
  const contentType = request.headers['content-type'] ?? '';
  if (
    (hasBody || request.headers['transfer-encoding']) &&
    !/^application\/json\b/i.test(contentType) &&
    !isScimJson(request, contentType) &&
    !isSameSiteUpload(request, contentType)
  ) {
    throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'Requests must be sent as JSON.');
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError(403, ERROR_CODES.forbidden, 'Cross-site requests are not allowed.');
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const allowed = new Set([requestOrigin(request)]);
    if (publicUrl) allowed.add(new URL(publicUrl).origin);
    if (!allowed.has(origin)) {
      throw new AppError(403, ERROR_CODES.forbidden, 'Cross-site requests are not allowed.');
    }
  }
}

export function registerSecurity(
  app: FastifyInstance,
  publicUrl: string | undefined,
  scriptSources: readonly string[] = [],
): void {
  const pagePolicy = contentSecurityPolicy(scriptSources);
  // Every state-changing request, whatever its path or spelling: outside the API nothing takes
  // one, so the check costs nothing there and no spelling of a path can skip it.
  app.addHook('onRequest', async (request) => checkSameOriginJson(request, publicUrl));
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (isJson(reply.getHeader('content-type'))) {
      // Data, never a page: nothing in it may load, run or be framed. The page headers below
      // (a third of a small answer) protect documents, which a JSON answer never becomes.
      reply.header('Content-Security-Policy', DATA_POLICY);
    } else {
      reply.header('Content-Security-Policy', pagePolicy);
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    }
    // Served over https: browsers are told to use nothing else for a year.
    if (publicUrl?.startsWith('https:')) {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if ((request.routeOptions.url ?? request.url).startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
