import { PASSWORD_CHANGE_MESSAGES } from '../../domain/auth/messages';

/**
 * The only API routes answered without a session: everything else under /api needs one (deny by
 * default). Outside /api are the web app's pages and assets and the health checks, which are
 * public. Adding a route here is a decision; the route-table test lists them all.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/settings',
  'GET /api/auth/session',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'POST /api/auth/password-reset/request',
  'POST /api/auth/password-reset',
  'GET /api/openapi.json',
]);

/** The API docs page and its assets. */
const PUBLIC_PREFIXES = ['/api/docs'];

/** Where a route says more than "User not authenticated" to someone signed out (SPEC §8). */
const SIGNED_OUT_MESSAGES: Record<string, string> = {
  'POST /api/auth/password': PASSWORD_CHANGE_MESSAGES.notSignedIn,
};

export const routeKey = (method: string, url: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${url}`;

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
