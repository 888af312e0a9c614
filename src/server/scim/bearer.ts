import type { FastifyRequest } from 'fastify';
import type { Actor } from '#domain/authz';
import { DEFAULT_ROLE } from '#domain/roles';
import { SCIM_TOKEN_PREFIX } from '#domain/scim/tokens';
import { hashToken } from '../auth/tokens';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { ScimError } from './errors';
import { findScimTokenByHash, touchScimToken } from './token-repository';

/** How stale "last used" may be: one write a minute however busy the provider is. */
const TOUCH_AFTER_MINUTES = 1;
/** Far longer than any token we make; a longer header is refused before it is hashed. */
const MAX_TOKEN_LENGTH = 200;

/**
 * The SCIM token as an actor of the one authorization entry point (docs: the token is not a
 * person). Its role is never consulted: decide() allows it SCIM's actions and nothing else.
 */
export function scimActor(tokenId: string): Actor {
  return {
    id: `scim-token:${tokenId}`,
    role: DEFAULT_ROLE,
    storeId: null,
    scimToken: { id: tokenId },
  };
}

const refused = (detail: string) => new ScimError(401, undefined, detail);

/**
 * The actor behind `Authorization: Bearer scim_…`, the only way into /scim/v2: a session cookie
 * opens nothing there, and a token revoked or unknown is refused.
 */
export async function scimActorOf(deps: AppDeps, request: FastifyRequest): Promise<Actor> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const token = match?.[1];
  if (!token) throw refused('A SCIM token is required: Authorization: Bearer scim_…');
  if (!token.startsWith(SCIM_TOKEN_PREFIX) || token.length > MAX_TOKEN_LENGTH) {
    throw refused('This is not a SCIM token');
  }
  const found = await findScimTokenByHash(deps.db.kysely, hashToken(token));
  if (!found) throw refused('This SCIM token is unknown or was revoked');
  const now = deps.clock.now();
  if (
    found.lastUsedAt === null ||
    found.lastUsedAt <= addMinutes(now, -TOUCH_AFTER_MINUTES).toISOString()
  ) {
    await touchScimToken(deps.db.kysely, found.id, now.toISOString());
  }
  return scimActor(found.id);
}
