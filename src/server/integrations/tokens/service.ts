import { randomUUID } from 'node:crypto';
import type { Actor } from '#domain/authz';
import type { SessionUser } from '#domain/auth/schemas';
import {
  API_TOKEN_PREFIX,
  type ApiTokens,
  type CreatedApiToken,
  type NewApiTokenBody,
} from '#domain/integrations/api-tokens';
import { API_TOKEN_MESSAGES } from '#domain/integrations/messages';
import type { Caller } from '../../auth/caller';
import { hashToken, newToken } from '../../auth/tokens';
import { requireAccess } from '../../authz/require-access';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { runTransaction } from '../../writes/unit-of-work';
import { requireReachExists, visibilityOf } from '../reach';
import { auditActorOf, recordAudit } from '../audit/record';
import { deleteApiToken, findApiToken, insertApiToken, listApiTokens } from './repository';

/** Admin → Integrations: the API tokens in force within the person's reach. */
export async function apiTokens(deps: AppDeps, actor: Actor): Promise<ApiTokens> {
  requireAccess(actor, 'api-tokens:manage');
  return { tokens: await listApiTokens(deps.db.kysely, visibilityOf(actor)) };
}

/**
 * A new token: 256 random bits, shown this once (only its hash is kept), prefixed so it is
 * recognised wherever it turns up, reaching no further than its maker (decisions/055).
 */
export async function createApiToken(
  deps: AppDeps,
  caller: Caller,
  body: NewApiTokenBody,
  ip: string,
): Promise<CreatedApiToken> {
  requireAccess(caller, 'api-tokens:manage');
  if (body.storeId !== null && body.areaId !== null) throw badRequest(API_TOKEN_MESSAGES.reachOne);
  const reach = { storeId: body.storeId, areaId: body.areaId };
  requireAccess(caller, 'api-tokens:create', reach);
  await requireReachExists(deps, reach);
  const now = deps.clock.now();
  const expiresAt = body.expiresAt === null ? null : new Date(body.expiresAt);
  if (expiresAt !== null && expiresAt <= now) throw badRequest(API_TOKEN_MESSAGES.expiryInPast);
  const secret = `${API_TOKEN_PREFIX}${newToken()}`;
  const id = randomUUID();
  await runTransaction(deps, async (trx) => {
    await insertApiToken(trx, {
      id,
      name: body.name,
      tokenHash: hashToken(secret),
      scopes: body.scopes,
      storeId: body.storeId,
      areaId: body.areaId,
      createdBy: caller.id,
      now: now.toISOString(),
      expiresAt: expiresAt?.toISOString() ?? null,
    });
    await recordAudit(trx, now, {
      action: 'api-token.created',
      actor: auditActorOf(caller),
      target: { kind: 'api-token', id, name: body.name },
      storeId: body.storeId,
      ip,
      detail: { scopes: body.scopes, areaId: body.areaId, expiresAt: body.expiresAt },
    });
    return { commit: true, value: null };
  });
  const token = await findApiToken(deps.db.kysely, id);
  if (!token) throw notFound(API_TOKEN_MESSAGES.tokenNotFound);
  return { token, secret };
}

/** Revokes a token at once: the next request that carries it is refused. */
export async function revokeApiToken(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  ip: string,
): Promise<void> {
  requireAccess(caller, 'api-tokens:manage');
  const token = await findApiToken(deps.db.kysely, id);
  if (!token) throw notFound(API_TOKEN_MESSAGES.tokenNotFound);
  requireAccess(caller, 'api-tokens:revoke', { storeId: token.storeId, areaId: token.areaId });
  const now = deps.clock.now();
  const removed = await runTransaction(deps, async (trx) => {
    if (!(await deleteApiToken(trx, id))) return { commit: false, value: false };
    await recordAudit(trx, now, {
      action: 'api-token.revoked',
      actor: auditActorOf(caller),
      target: { kind: 'api-token', id, name: token.name },
      storeId: token.storeId,
      ip,
      detail: { scopes: token.scopes },
    });
    return { commit: true, value: true };
  });
  if (!removed) throw notFound(API_TOKEN_MESSAGES.tokenNotFound);
}
