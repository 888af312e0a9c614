import type { FastifyReply } from 'fastify';
import { isSecure } from '../auth/session-plugin';

/** The cookie of a sign-in waiting for its second factor; sent only to the sign-in routes. */
export const CHALLENGE_COOKIE = 'shiftcheck_2fa';
const CHALLENGE_COOKIE_PATH = '/api/auth';
/** How long the code may take after the password (or single sign-on). */
export const CHALLENGE_MINUTES = 10;

function options(reply: FastifyReply, publicUrl: string | undefined) {
  return {
    httpOnly: true,
    // Lax: a single sign-on comes back from the provider's site to open the challenge.
    sameSite: 'lax' as const,
    secure: isSecure(reply.request, publicUrl),
    path: CHALLENGE_COOKIE_PATH,
  };
}

export function setChallengeCookie(
  reply: FastifyReply,
  token: string,
  publicUrl: string | undefined,
): void {
  reply.setCookie(CHALLENGE_COOKIE, token, {
    ...options(reply, publicUrl),
    maxAge: CHALLENGE_MINUTES * 60,
  });
}

export function clearChallengeCookie(reply: FastifyReply, publicUrl: string | undefined): void {
  reply.clearCookie(CHALLENGE_COOKIE, options(reply, publicUrl));
}
