import { randomUUID } from 'node:crypto';
import type { Actor } from '#domain/authz';
import { personName } from '#domain/checklists/summary';
import { SCIM_MESSAGES } from '#domain/scim/messages';
import {
  SCIM_TOKEN_PREFIX,
  type CreatedScimToken,
  type NewScimTokenBody,
  type ScimTokens,
} from '#domain/scim/tokens';
import { requireAccess } from '../authz/require-access';
import { hashToken, newToken } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { Caller } from '../auth/caller';
import { auditBy, auditedChange } from '../integrations/audit/record';
import {
  findScimToken,
  insertScimToken,
  listScimTokens,
  revokeScimTokenRow,
} from './token-repository';

/** Admin → Sign-in & identity: the SCIM tokens in force, with who made them and last use. */
export async function scimTokens(deps: AppDeps, actor: Actor): Promise<ScimTokens> {
  requireAccess(actor, 'identity:manage');
  return { tokens: await listScimTokens(deps.db.kysely) };
}

/**
 * A new token for the identity provider: 256 random bits, shown this once (only its hash is
 * kept), prefixed so it is recognised wherever it turns up.
 */
export async function createScimToken(
  deps: AppDeps,
  user: Caller,
  body: NewScimTokenBody,
): Promise<CreatedScimToken> {
  requireAccess(user, 'identity:manage');
  const secret = `${SCIM_TOKEN_PREFIX}${newToken()}`;
  const id = randomUUID();
  const target = { kind: 'scim-token', id, name: body.name };
  await auditedChange(deps, { action: 'scim-token.created', ...auditBy(user), target }, (trx) =>
    insertScimToken(trx, {
      id,
      name: body.name,
      tokenHash: hashToken(secret),
      createdByName: personName(user),
      now: deps.clock.now().toISOString(),
    }),
  );
  const token = await findScimToken(deps.db.kysely, id);
  if (!token) throw notFound(SCIM_MESSAGES.tokenNotFound);
  return { token, secret };
}

/** Revokes a token at once: the next request that carries it is refused. */
export async function revokeScimToken(deps: AppDeps, actor: Caller, id: string): Promise<void> {
  requireAccess(actor, 'identity:manage');
  const token = await findScimToken(deps.db.kysely, id);
  const target = { kind: 'scim-token', id, name: token?.name ?? null };
  const revoked = await auditedChange(
    deps,
    (done) => (done ? { action: 'scim-token.revoked', ...auditBy(actor), target } : null),
    (trx) => revokeScimTokenRow(trx, id, deps.clock.now().toISOString()),
  );
  if (!revoked) throw notFound(SCIM_MESSAGES.tokenNotFound);
}
