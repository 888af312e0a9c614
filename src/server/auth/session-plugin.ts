import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import type { SessionUser } from '#domain/auth/schemas';
import type { AppDeps } from '../deps';
import { unauthenticated } from '../http/errors';
import { isPublicRoute, isScimRoute, signedOutMessage } from '../http/public-routes';
import { requestLocale } from '../i18n/request-locale';
import { originTag, type Caller } from './caller';
import { TABLET_COOKIE } from '../tablets/tablet-cookie';
import { resolveWriteKey, WRITE_KEY_HEADER } from '../tablets/write-key';
import { bearerApiToken, resolveApiToken } from '../integrations/tokens/bearer';
import { hashToken } from './tokens';
import { resolveSession, SESSION_ABSOLUTE_DAYS, type AuthenticatedSession } from './service';

export const SESSION_COOKIE = 'shiftcheck_session';

/** A route of this server and whether it answers without a session. */
export interface RouteAccess {
  method: string;
  url: string;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /** Every route with its access, as registered (the route-table test reads it). */
    routeAccess: RouteAccess[];
  }
}

function appendHook(route: RouteOptions, hook: onRequestAsyncHookHandler): void {
  const existing = route.onRequest;
  route.onRequest = existing === undefined ? [hook] : [...[existing].flat(), hook];
}

/**
 * Sessions, and deny by default: every route needs a session unless public-routes.ts declares
 * it public. Register before any route, so the guard is attached to each as it is added.
 */
export function registerSessions(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  app.decorate('routeAccess', []);
  // One session's requests go on in the order they arrived. On PostgreSQL each reads its session
  // from the database, and reads finishing out of order would hand one person's ticks sent
  // together to the checklist in another order than they were sent: the reads run side by side,
  // each read's request waits for the one before it.
  const pending = new Map<string, Promise<unknown>>();
  app.addHook('onRequest', async (request) => {
    // Pages and assets need no session; only the API and the live stream do.
    if (!request.url.startsWith('/api/')) return;
    // An integration's API token (docs/decisions/055): it acts for its maker, within its scopes.
    const apiToken = bearerApiToken(request);
    if (apiToken) {
      request.auth = await resolveApiToken(deps, apiToken);
      return;
    }
    // A change queued in a store tablet session goes as its maker, whoever is signed in now.
    const writeKey = request.headers[WRITE_KEY_HEADER];
    if (typeof writeKey === 'string' && request.method !== 'GET') {
      request.auth = await resolveWriteKey(deps, request, writeKey);
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const before = pending.get(token);
    const read = resolveSession(deps, token);
    const resolving = before ? Promise.all([read, before]).then(([session]) => session) : read;
    const settled = resolving.catch(() => undefined);
    pending.set(token, settled);
    void settled.then(() => {
      if (pending.get(token) === settled) pending.delete(token);
    });
    const session = await resolving;
    // A store tablet's session goes with the tablet: its cookie alone, elsewhere, opens nothing.
    const tablet = request.cookies[TABLET_COOKIE];
    const beside =
      !session?.tabletTokenHash || (tablet && hashToken(tablet) === session.tabletTokenHash);
    request.auth = beside ? session : null;
  });
  // The web app's files (pages and assets, served outside /api) are open to everyone.
  const isOpen = (method: string, url: string) =>
    !url.startsWith('/api/') || isPublicRoute(method, url);
  app.addHook('onRoute', (route) => {
    // SCIM's routes are guarded by their own bearer token (scim/bearer.ts), never a session.
    const scim = isScimRoute(route.url);
    for (const method of [route.method].flat()) {
      app.routeAccess.push({ method, url: route.url, public: !scim && isOpen(method, route.url) });
    }
    if (scim || [route.method].flat().every((method) => isOpen(method, route.url))) return;
    appendHook(route, async (request) => {
      if (request.auth) return;
      const message = signedOutMessage(request.method, route.url);
      throw unauthenticated(message ?? ACCESS_MESSAGES.notAuthenticated);
    });
  });
}

/** The signed-in session of a route that is not public (the guard has already checked it). */
export function requireSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw unauthenticated(ACCESS_MESSAGES.notAuthenticated);
  return request.auth;
}

/** The signed-in person of a route that is not public: who a read is made for. */
export function sessionUser(request: FastifyRequest): SessionUser {
  return requireSession(request).user;
}

/** The person a service acts for, tagged with the session their changes come from. */
export function callerOf(request: FastifyRequest): Caller {
  const session = requireSession(request);
  return {
    ...session.user,
    origin: originTag(session.tokenHash),
    idempotency: request.idempotency,
    reading: requestLocale(request),
    ip: request.ip,
  };
}

export function isSecure(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return request.protocol === 'https' || (publicUrl?.startsWith('https:') ?? false);
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  publicUrl: string | undefined,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(reply.request, publicUrl),
    path: '/',
    maxAge: SESSION_ABSOLUTE_DAYS * 24 * 60 * 60,
  });
}

/**
 * A credential this browser keeps for itself (a known device, a store tablet): never sent with
 * another site's request, never readable by script.
 */
export function setBrowserCookie(
  reply: FastifyReply,
  cookie: { name: string; token: string; path: string; days: number },
  publicUrl: string | undefined,
) {
  reply.setCookie(cookie.name, cookie.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(reply.request, publicUrl),
    path: cookie.path,
    maxAge: cookie.days * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string | undefined) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(reply.request, publicUrl),
    path: '/',
  });
}
