import { randomUUID } from 'node:crypto';
import type { Area, AreaBody, AreaList } from '#domain/areas/api';
import { AREA_MESSAGES, duplicateAreaNameMessage } from '#domain/areas/messages';
import type { Actor } from '#domain/authz';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, conflict, notFound } from '../http/errors';
import { runTransaction, type Announce } from '../writes/unit-of-work';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Caller } from '../auth/caller';
import { auditBy, changeOf, recordAudit, type AuditBy } from '../integrations/audit/record';
import {
  areasOfStores,
  deleteAreaRow,
  findAreaNamed,
  insertArea,
  listAreas,
  listAreaStores,
  managersOfAreas,
  renameArea,
  setAreaStores,
} from './repository';

/** The Areas screen: every area with its stores and managers, and every store with its area. */
export async function listAreasWithStores(deps: AppDeps, actor: Actor): Promise<AreaList> {
  requireAccess(actor, 'area:manage');
  const db = deps.db.kysely;
  const [areas, stores] = await Promise.all([listAreas(db), listAreaStores(db)]);
  return { areas, stores };
}

export async function getArea(deps: AppDeps, actor: Actor, areaId: string): Promise<Area> {
  requireAccess(actor, 'area:manage');
  const [area] = await listAreas(deps.db.kysely, areaId);
  if (!area) throw notFound(AREA_MESSAGES.notFound);
  return area;
}

/**
 * The managers of every area a change touches (this one, and those its new stores came from)
 * see their stores anew: their sessions are read again and their live streams start over.
 */
async function tellManagers(
  trx: Kysely<Database>,
  announce: Announce,
  areaIds: readonly string[],
): Promise<void> {
  for (const userId of await managersOfAreas(trx, areaIds)) {
    announce({ type: 'access', userId });
  }
}

/** Writes the name and the stores; refuses a name another area has and a store gone meanwhile. */
async function saveArea(
  deps: AppDeps,
  areaId: string,
  body: AreaBody,
  isNew: boolean,
  by: AuditBy,
): Promise<Area> {
  const storeIds = [...new Set(body.storeIds)];
  await runTransaction(deps, async (trx, announce) => {
    const [before] = isNew ? [] : await listAreas(trx, areaId);
    if ((await findAreaNamed(trx, body.name, areaId)) !== null) {
      throw conflict(duplicateAreaNameMessage(body.name));
    }
    try {
      if (isNew) {
        await insertArea(trx, { id: areaId, name: body.name, createdAt: now(deps) });
      } else if (!(await renameArea(trx, areaId, body.name))) {
        throw notFound(AREA_MESSAGES.notFound);
      }
    } catch (error) {
      // Two saves of one name at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(duplicateAreaNameMessage(body.name));
      throw error;
    }
    await recordAudit(trx, deps.clock.now(), {
      action: isNew ? 'area.created' : 'area.updated',
      ...by,
      target: { kind: 'area', id: areaId, name: body.name },
      detail: { name: before && changeOf(before.name, body.name), stores: storeIds.length },
    });
    const movedFrom = await areasOfStores(trx, storeIds);
    if ((await setAreaStores(trx, areaId, storeIds)) !== storeIds.length) {
      throw badRequest(AREA_MESSAGES.storeGone);
    }
    await tellManagers(trx, announce, [areaId, ...movedFrom]);
    return { commit: true, value: undefined };
  });
  const [area] = await listAreas(deps.db.kysely, areaId);
  if (!area) throw notFound(AREA_MESSAGES.notFound);
  return area;
}

const now = (deps: AppDeps) => deps.clock.now().toISOString();

export async function createArea(deps: AppDeps, actor: Caller, body: AreaBody): Promise<Area> {
  requireAccess(actor, 'area:manage');
  return saveArea(deps, randomUUID(), body, true, auditBy(actor));
}

export async function updateArea(
  deps: AppDeps,
  actor: Caller,
  areaId: string,
  body: AreaBody,
): Promise<Area> {
  requireAccess(actor, 'area:manage');
  return saveArea(deps, areaId, body, false, auditBy(actor));
}

/** Its stores stay, in no area; its managers stay, with no stores to see until given another. */
export async function deleteArea(deps: AppDeps, actor: Caller, areaId: string): Promise<void> {
  requireAccess(actor, 'area:manage');
  await runTransaction(deps, async (trx, announce) => {
    await tellManagers(trx, announce, [areaId]);
    const [area] = await listAreas(trx, areaId);
    if (!area || !(await deleteAreaRow(trx, areaId))) throw notFound(AREA_MESSAGES.notFound);
    await recordAudit(trx, deps.clock.now(), {
      action: 'area.deleted',
      ...auditBy(actor),
      target: { kind: 'area', id: areaId, name: area.name },
    });
    return { commit: true, value: undefined };
  });
}
