import { sql, type Kysely } from 'kysely';
import type { Area, AreaStore } from '#domain/areas/api';
import { sortByStoreNumber } from '#domain/stores/store-number';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** Every store, in store-number order, with the area it is in. */
export async function listAreaStores(db: Executor): Promise<AreaStore[]> {
  const rows = await db
    .selectFrom('stores')
    .select(['id', 'name', 'store_number as storeNumber', 'area_id as areaId'])
    .execute();
  return sortByStoreNumber(rows);
}

/** Every area by name (or only `areaId`), with its stores in store-number order and managers. */
export async function listAreas(db: Executor, areaId?: string): Promise<Area[]> {
  let query = db.selectFrom('areas').select(['id', 'name', 'created_at as createdAt']);
  if (areaId !== undefined) query = query.where('id', '=', areaId);
  const areas = await query
    .orderBy(sql`lower(name)`)
    .orderBy('name')
    .execute();
  if (areas.length === 0) return [];
  const ids = areas.map((area) => area.id);
  const [stores, managers] = await Promise.all([
    db
      .selectFrom('stores')
      .select(['id', 'store_number as storeNumber', 'area_id as areaId'])
      .where('area_id', 'in', ids)
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'email', 'display_name as displayName', 'area_id as areaId'])
      .where('area_id', 'in', ids)
      .where('role', '=', 'area')
      .orderBy('email')
      .execute(),
  ]);
  const sorted = sortByStoreNumber(stores);
  return areas.map((area) => ({
    ...area,
    storeIds: sorted.filter((store) => store.areaId === area.id).map((store) => store.id),
    managers: managers
      .filter((manager) => manager.areaId === area.id)
      .map(({ id, email, displayName }) => ({ id, email, displayName })),
  }));
}

/** The area already named so, in any letter case, other than `exceptId`. */
export async function findAreaNamed(
  db: Executor,
  name: string,
  exceptId: string | null,
): Promise<string | null> {
  let query = db
    .selectFrom('areas')
    .select('id')
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

export async function insertArea(
  db: Executor,
  area: { id: string; name: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('areas')
    .values({ id: area.id, name: area.name, created_at: area.createdAt })
    .execute();
}

export async function areaExists(db: Executor, areaId: string): Promise<boolean> {
  const row = await db.selectFrom('areas').select('id').where('id', '=', areaId).executeTakeFirst();
  return row !== undefined;
}

/** False when the area is not there (any more). */
export async function renameArea(db: Executor, id: string, name: string): Promise<boolean> {
  const result = await db
    .updateTable('areas')
    .set({ name })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Makes `storeIds` exactly the area's stores: they leave any other area, and the area's stores
 * not listed leave it. Answers how many of the listed stores exist.
 */
export async function setAreaStores(
  db: Executor,
  areaId: string,
  storeIds: readonly string[],
): Promise<number> {
  let leaving = db.updateTable('stores').set({ area_id: null }).where('area_id', '=', areaId);
  if (storeIds.length > 0) leaving = leaving.where('id', 'not in', [...storeIds]);
  await leaving.execute();
  if (storeIds.length === 0) return 0;
  const result = await db
    .updateTable('stores')
    .set({ area_id: areaId })
    .where('id', 'in', [...storeIds])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Its stores and managers lose it (the foreign keys set theirs to null). */
export async function deleteAreaRow(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('areas').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The area managers whose stores a change of these areas changes. */
export async function managersOfAreas(db: Executor, areaIds: readonly string[]) {
  if (areaIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('area_id', 'in', [...areaIds])
    .execute();
  return rows.map((row) => row.id);
}

/** The areas the listed stores are in now. */
export async function areasOfStores(db: Executor, storeIds: readonly string[]) {
  if (storeIds.length === 0) return [];
  const rows = await db
    .selectFrom('stores')
    .select('area_id')
    .distinct()
    .where('id', 'in', [...storeIds])
    .where('area_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.area_id ? [row.area_id] : []));
}
