import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES } from '../../domain/auth/messages';
import type { AppDeps } from '../deps';
import { unauthenticated } from '../http/errors';
import { resolveSession, SESSION_ABSOLUTE_DAYS, type AuthenticatedSession } from './service';

export const SESSION_COOKIE = 'shiftcheck_session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
}

export function registerSessions(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await resolveSession(deps, token) : null;
  });
}

export function requireSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw unauthenticated(ACCESS_MESSAGES.notAuthenticated);
  return request.auth;
}

function isSecure(request: FastifyRequest, publicUrl: string | undefined): boolean {
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

export function clearSessionCookie(reply: FastifyReply, publicUrl: string | undefined) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(reply.request, publicUrl),
    path: '/',
  });
}
