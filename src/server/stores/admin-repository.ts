import { defaultTemperatureUnit } from '#domain/readings/units';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SHIFT_CATEGORIES, type ShiftSettings } from '#domain/shifts';
import type { Dialect } from '../db/database';
import type { Database } from '../db/types';
import {
  actionDueMinutesColumn,
  findStoreById,
  listStores,
  type NewStore,
  type StoreRecord,
} from './repository';

type Executor = Kysely<Database>;

export interface StoreContents {
  users: number;
  checklists: number;
}

/** A unique index refused the write (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** How many users and checklists each store has (stores with none are absent). */
async function contentsByStore(db: Executor, storeIds: readonly string[] | null) {
  let users = db
    .selectFrom('users')
    .select((eb) => ['store_id', eb.fn.countAll<number>().as('n')])
    .where('store_id', 'is not', null)
    .groupBy('store_id');
  // Kept per store by triggers (migration 012): never a count over the history.
  let checklists = db
    .selectFrom('store_checklist_counts')
    .select(['store_id', 'checklists as n'])
    .where('checklists', '>', 0);
  if (storeIds) {
    // No store has the empty id (a NUL would be refused by PostgreSQL).
    const ids = storeIds.length > 0 ? [...storeIds] : [''];
    users = users.where('store_id', 'in', ids);
    checklists = checklists.where('store_id', 'in', ids);
  }
  const [userRows, checklistRows] = await Promise.all([users.execute(), checklists.execute()]);
  const contents = new Map<string, StoreContents>();
  const entry = (id: string) => contents.get(id) ?? { users: 0, checklists: 0 };
  for (const row of userRows) {
    if (row.store_id) contents.set(row.store_id, { ...entry(row.store_id), users: Number(row.n) });
  }
  for (const row of checklistRows) {
    contents.set(row.store_id, { ...entry(row.store_id), checklists: Number(row.n) });
  }
  return contents;
}

export type StoreWithContents = StoreRecord & StoreContents;

export async function listStoresWithContents(db: Executor): Promise<StoreWithContents[]> {
  const [stores, contents] = await Promise.all([
    listStores(db, { kind: 'all' }),
    contentsByStore(db, null),
  ]);
  return stores.map((store) => ({
    ...store,
    ...(contents.get(store.id) ?? { users: 0, checklists: 0 }),
  }));
}

export async function findStoreWithContents(
  db: Executor,
  storeId: string,
): Promise<StoreWithContents | null> {
  const store = await findStoreById(db, storeId);
  if (!store) return null;
  const contents = await contentsByStore(db, [storeId]);
  return { ...store, ...(contents.get(storeId) ?? { users: 0, checklists: 0 }) };
}

export async function replaceShiftSettings(
  db: Executor,
  storeId: string,
  settings: ShiftSettings,
): Promise<void> {
  await db.deleteFrom('store_shifts').where('store_id', '=', storeId).execute();
  await db
    .insertInto('store_shifts')
    .values(
      SHIFT_CATEGORIES.map((category) => ({
        store_id: storeId,
        category,
        enabled: settings[category].enabled,
        start_time: settings[category].startTime,
        end_time: settings[category].endTime,
      })),
    )
    .execute();
}

/**
 * Inserts the store unless its number is taken: null then. The unique index decides, so two
 * admins creating the same number at once get one store between them.
 */
export async function insertStoreIfNumberFree(
  trx: Executor,
  store: NewStore,
): Promise<string | null> {
  const inserted = await trx
    .insertInto('stores')
    .values({
      id: randomUUID(),
      name: store.name,
      store_number: store.storeNumber,
      timezone: store.timezone,
      locale: store.locale ?? null,
      delivery_service: store.deliveryService ?? null,
      clock: store.clock ?? null,
      temperature_unit: store.temperatureUnit ?? defaultTemperatureUnit(store.locale ?? null),
      leaders_sign_off: store.leadersSignOff ?? false,
      action_due_minutes: actionDueMinutesColumn(store.actionDueMinutes ?? null),
      created_at: store.createdAt,
    })
    .onConflict((oc) => oc.column('store_number').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await replaceShiftSettings(trx, inserted.id, store.shiftSettings);
  return inserted.id;
}

/**
 * Name, number, time zone and, when given, language, delivery service, clock, temperature unit,
 * who signs off and the action due times; false when the store is gone.
 */
export async function updateStoreFields(
  trx: Executor,
  storeId: string,
  fields: Pick<
    NewStore,
    | 'name'
    | 'storeNumber'
    | 'timezone'
    | 'locale'
    | 'deliveryService'
    | 'clock'
    | 'temperatureUnit'
    | 'leadersSignOff'
    | 'actionDueMinutes'
  >,
): Promise<boolean> {
  const result = await trx
    .updateTable('stores')
    .set({
      name: fields.name,
      store_number: fields.storeNumber,
      timezone: fields.timezone,
      ...(fields.locale === undefined ? {} : { locale: fields.locale }),
      ...(fields.deliveryService === undefined ? {} : { delivery_service: fields.deliveryService }),
      ...(fields.clock === undefined ? {} : { clock: fields.clock }),
      ...(fields.temperatureUnit === undefined ? {} : { temperature_unit: fields.temperatureUnit }),
      ...(fields.leadersSignOff === undefined ? {} : { leaders_sign_off: fields.leadersSignOff }),
      ...(fields.actionDueMinutes === undefined
        ? {}
        : { action_due_minutes: actionDueMinutesColumn(fields.actionDueMinutes) }),
    })
    .where('id', '=', storeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The ids of the store's people: whose sessions show its name, number and language. */
export async function userIdsOfStore(db: Executor, storeId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('store_id', '=', storeId).execute();
  return rows.map((row) => row.id);
}

export async function storeExists(db: Executor, storeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function storeIdWithNumber(db: Executor, storeNumber: string): Promise<string | null> {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('store_number', '=', storeNumber)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Deletes the store with its shift rows and store-specific templates (by cascade). */
/**
 * PostgreSQL: holds the store row until the delete commits, so a user or checklist being added
 * to it meanwhile either commits first (and is counted) or waits and then finds the store gone;
 * never is it removed by the cascade unseen. SQLite runs one writer at a time already.
 */
export async function lockStoreRow(trx: Executor, dialect: Dialect, storeId: string) {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('stores').select('id').where('id', '=', storeId).forUpdate().execute();
}

export async function deleteStoreRow(trx: Executor, storeId: string): Promise<boolean> {
  const result = await trx.deleteFrom('stores').where('id', '=', storeId).executeTakeFirst();
  // Its insights' rows, written again by its checklists' deletion as it cascaded (migration 030).
  await trx.deleteFrom('store_days').where('store_id', '=', storeId).execute();
  return Number(result.numDeletedRows) > 0;
}
