import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Mapping, MappingBody } from '#domain/sso/api';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** Every mapping in the list's order, with its store's and area's names. */
export async function listMappings(db: Executor): Promise<Mapping[]> {
  const rows = await db
    .selectFrom('sso_mappings as m')
    .leftJoin('stores as s', 's.id', 'm.store_id')
    .leftJoin('areas as a', 'a.id', 'm.area_id')
    .select([
      'm.id',
      'm.position',
      'm.claim',
      'm.value',
      'm.role',
      'm.store_id',
      's.name as store_name',
      'm.area_id',
      'a.name as area_name',
    ])
    .orderBy('m.position')
    .orderBy('m.created_at')
    .execute();
  return rows.map((row, index) => ({
    id: row.id,
    position: index,
    claim: row.claim,
    value: row.value,
    role: row.role,
    storeId: row.store_id,
    storeName: row.store_name,
    areaId: row.area_id,
    areaName: row.area_name,
  }));
}

export type MappingValues = Required<Pick<MappingBody, 'claim' | 'value' | 'role'>> & {
  storeId: string | null;
  areaId: string | null;
};

export async function countMappings(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('sso_mappings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Puts the ids in this order, 0 first. */
export async function renumber(db: Executor, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.updateTable('sso_mappings').set({ position }).where('id', '=', id).execute();
  }
}

export async function insertMapping(
  db: Executor,
  values: MappingValues,
  position: number,
  now: string,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('sso_mappings')
    .values({
      id,
      position,
      claim: values.claim,
      value: values.value,
      role: values.role,
      store_id: values.storeId,
      area_id: values.areaId,
      created_at: now,
    })
    .execute();
  return id;
}

export async function updateMapping(
  db: Executor,
  id: string,
  values: MappingValues,
): Promise<boolean> {
  const result = await db
    .updateTable('sso_mappings')
    .set({
      claim: values.claim,
      value: values.value,
      role: values.role,
      store_id: values.storeId,
      area_id: values.areaId,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteMapping(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sso_mappings').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
