import { PASSWORD_CHANGE_MESSAGES } from '#domain/auth/password-change-messages';

export const routeKey = (method: string, url: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${url}`;

/**
 * The only API routes answered without a session: everything else under /api needs one (deny by
 * default). Outside /api are the web app's pages and assets and the health checks, which are
 * public, and the token routes below, which need no session but a credential of their own.
 * Adding a route here is a decision; the route-table test lists them all.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/settings',
  'GET /api/auth/session',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'POST /api/auth/password-reset/request',
  'POST /api/auth/password-reset/check',
  'POST /api/auth/password-reset',
  'GET /api/openapi.json',
  // Two-factor's second step: it checks the sign-in's challenge cookie instead of a session.
  'GET /api/auth/two-factor',
  'POST /api/auth/two-factor',
  'DELETE /api/auth/two-factor',
  // Single sign-on: off to the identity provider and back (the answer is checked, sso/service.ts).
  'GET /api/auth/sso/start',
  'GET /api/auth/sso/callback',
  // The store tablet's own: they check its credential (its cookie) instead of a session.
  'POST /api/tablet/pair',
  'GET /api/tablet',
  'POST /api/tablet/sign-in',
]);

/**
 * Outside /api and so never given a session, yet not open to everyone: each checks its own
 * credential in its handler. GET /metrics takes the METRICS_TOKEN as a bearer token (a scraper
 * has no session, and a super admin's browser session must not open it) and is refused when no
 * token is configured. It stays at /metrics, where Prometheus looks, rather than under /api.
 */
export const TOKEN_ROUTES = new Set(['GET /metrics']);

export const isTokenRoute = (method: string, url: string) =>
  TOKEN_ROUTES.has(routeKey(method, url));

/**
 * SCIM 2.0 for the identity provider (src/server/scim): never given a session, and not open to
 * anyone either: its own bearer token (a SCIM token) opens it, checked by its routes' scope. The
 * matrix counts its routes as guarded.
 */
export const SCIM_PREFIX = '/scim/';
export const isScimRoute = (url: string) => url.startsWith(SCIM_PREFIX);

/** The API docs page and its assets. */
const PUBLIC_PREFIXES = ['/api/docs'];

/** Where a route says more than "User not authenticated" to someone signed out (SPEC §8). */
const SIGNED_OUT_MESSAGES: Record<string, string> = {
  'POST /api/auth/password': PASSWORD_CHANGE_MESSAGES.notSignedIn,
};

export function isPublicRoute(method: string, url: string): boolean {
  // The web app's own files (index.html, scripts, styles, icons) are served to everyone; only
  // the API holds data.
  if (!url.startsWith('/api/')) return true;
  return (
    !url.startsWith('/api/') ||
    PUBLIC_ROUTES.has(routeKey(method, url)) ||
    PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))
  );
}

export function signedOutMessage(method: string, url: string): string | undefined {
  return SIGNED_OUT_MESSAGES[routeKey(method, url)];
}
