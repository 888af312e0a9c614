import type { FastifyBaseLogger } from 'fastify';
import { CHAIN_ADMIN_ROLES } from '#domain/authz/policies/users';
import { parseScimFilter } from '#domain/scim/filter';
import { applyPatch, readPatch } from '#domain/scim/patch';
import {
  SCIM_MAX_COUNT,
  SCIM_SCHEMAS,
  type ScimBody,
  type ScimListQuery,
  type ScimUser,
  type ScimUserList,
} from '#domain/scim/protocol';
import { readScimUser, type Read } from '#domain/scim/user-input';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { deleteSessionsOf, deleteUserRow } from '../users/manage-repository';
import { runTransaction } from '../writes/unit-of-work';
import {
  recordAudit,
  scimAuditBy,
  userTarget,
  type AuditedActor,
} from '../integrations/audit/record';
import { scimBadRequest, ScimError, scimNotFound } from './errors';
import { scimResource } from './resource';
import { saveScimUser } from './save-user';
import { findScimUser, listScimUsers, type ScimUserRow } from './user-repository';

/** The input, or the SCIM 400 that says why not. */
function taken<T>(read: Read<T>): T {
  if (!read.ok) throw scimBadRequest(read.scimType, read.detail);
  return read.value;
}

async function requireUser(deps: AppDeps, id: string): Promise<ScimUserRow> {
  const row = await findScimUser(deps.db.kysely, id);
  if (!row) throw scimNotFound(id);
  return row;
}

export async function getScimUser(
  deps: AppDeps,
  actor: AuditedActor,
  id: string,
  base: string,
): Promise<ScimUser> {
  requireAccess(actor, 'scim:provision');
  return scimResource(await requireUser(deps, id), base);
}

/** A whole number of the query, or none (RFC 7644 §3.4.2.4 then reads the default). */
function whole(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  if (!/^\s*-?\d{1,9}\s*$/.test(text)) {
    throw scimBadRequest('invalidValue', `${name} must be a whole number`);
  }
  return Number(text);
}

/**
 * GET /Users: everyone, or whom `filter` picks, a page at a time: `startIndex` counts from 1
 * (less reads as 1), `count` is capped at SCIM_MAX_COUNT (less than 0 reads as 0).
 */
export async function listScimUserPage(
  deps: AppDeps,
  actor: AuditedActor,
  query: ScimListQuery,
  base: string,
): Promise<ScimUserList> {
  requireAccess(actor, 'scim:provision');
  const filter = query.filter === undefined ? null : parseScimFilter(query.filter);
  if (query.filter !== undefined && !filter) {
    throw scimBadRequest(
      'invalidFilter',
      'Only the filters userName eq "…", externalId eq "…" and id eq "…" are supported',
    );
  }
  const startIndex = Math.max(1, whole(query.startIndex, 'startIndex', 1));
  const count = Math.min(SCIM_MAX_COUNT, Math.max(0, whole(query.count, 'count', SCIM_MAX_COUNT)));
  const page = await listScimUsers(deps.db.kysely, filter, {
    offset: startIndex - 1,
    limit: count,
  });
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: page.total,
    startIndex,
    itemsPerPage: page.rows.length,
    Resources: page.rows.map((row) => scimResource(row, base)),
  };
}

/** POST /Users: a new person, with an unusable random password (they sign in with SSO). */
export async function createScimUser(
  deps: AppDeps,
  actor: AuditedActor,
  body: ScimBody,
  base: string,
  log: FastifyBaseLogger,
): Promise<ScimUser> {
  requireAccess(actor, 'scim:provision');
  const by = await scimAuditBy(deps.db.kysely, actor);
  const id = await saveScimUser(deps, null, taken(readScimUser(body)), log, by);
  return scimResource(await requireUser(deps, id), base);
}

/** PUT /Users/:id: the person as the body says (role and store as they are unless given). */
export async function replaceScimUser(
  deps: AppDeps,
  actor: AuditedActor,
  id: string,
  body: ScimBody,
  base: string,
  log: FastifyBaseLogger,
): Promise<ScimUser> {
  requireAccess(actor, 'scim:provision');
  const current = await requireUser(deps, id);
  const by = await scimAuditBy(deps.db.kysely, actor);
  await saveScimUser(deps, current, taken(readScimUser(body)), log, by);
  return scimResource(await requireUser(deps, id), base);
}

/** PATCH /Users/:id: the operations applied to the person as SCIM shows them, then saved. */
export async function patchScimUser(
  deps: AppDeps,
  actor: AuditedActor,
  id: string,
  body: ScimBody,
  base: string,
  log: FastifyBaseLogger,
): Promise<ScimUser> {
  requireAccess(actor, 'scim:provision');
  const current = await requireUser(deps, id);
  const operations = taken(readPatch(body));
  const patched = taken(applyPatch(scimResource(current, base), operations));
  const by = await scimAuditBy(deps.db.kysely, actor);
  await saveScimUser(deps, current, taken(readScimUser(patched)), log, by);
  return scimResource(await requireUser(deps, id), base);
}

/**
 * DELETE /Users/:id: removes the account as the users list does; its sessions and live streams
 * end, and its checklists and history keep the name they were made under. A super admin is
 * removed in ShiftCheck, never through SCIM.
 */
export async function deleteScimUser(
  deps: AppDeps,
  actor: AuditedActor,
  id: string,
): Promise<void> {
  requireAccess(actor, 'scim:provision');
  const current = await requireUser(deps, id);
  if (current.role !== null && CHAIN_ADMIN_ROLES.includes(current.role)) {
    throw new ScimError(403, undefined, 'A super admin is removed in ShiftCheck, not through SCIM');
  }
  const by = await scimAuditBy(deps.db.kysely, actor);
  await runTransaction(deps, async (trx, announce) => {
    await deleteSessionsOf(trx, id);
    await deleteUserRow(trx, id);
    await recordAudit(trx, deps.clock.now(), {
      action: 'user.deleted',
      ...by,
      target: userTarget(current),
      storeId: current.storeId,
      detail: { role: current.role },
    });
    announce({ type: 'access', userId: id });
    return { commit: true, value: undefined };
  });
}
