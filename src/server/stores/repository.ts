import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { StoreScope } from '#domain/authz';
import { actionDueMinutesSchema, type ActionDueMinutes } from '#domain/actions/api';
import { DEFAULT_DUE_SETTINGS, type DueSettings } from '#domain/due/settings';
import { isLocale, type Locale } from '#domain/i18n/locales';
import { isStoreClock, type StoreClock } from '#domain/stores/clock';
import { isTemperatureUnit, type TemperatureUnit } from '#domain/readings/units';
import { SHIFT_CATEGORIES, type ShiftSettings } from '#domain/shifts';
import { storedJson } from '#domain/stored-json';
import { rawStatement, runHotStatement } from '../db/raw-statement';
import type { Database } from '../db/types';

export interface StoreRecord {
  id: string;
  name: string;
  storeNumber: string;
  timezone: string;
  /** The store's language, for its people who chose none and whose device's is not shipped. */
  locale: Locale | null;
  /** The delivery service its Travel Path names; null: the reader's language's word. */
  deliveryService: string | null;
  /** How its people read times; null: as their language does. */
  clock: StoreClock | null;
  /** How its readings are entered and its limits shown. */
  temperatureUnit: TemperatureUnit;
  /** Its shift leaders may sign its day's records, as its manager may. */
  leadersSignOff: boolean;
  createdAt: string;
  shiftSettings: ShiftSettings;
  dueSettings: DueSettings;
  /** Its own corrective action due times by priority, in minutes; null: the defaults. */
  actionDueMinutes: ActionDueMinutes | null;
}

export interface NewStore {
  name: string;
  storeNumber: string;
  timezone: string;
  /** None when absent. */
  locale?: Locale | null;
  deliveryService?: string | null;
  clock?: StoreClock | null;
  /** °C when absent (°F for a US English store). */
  temperatureUnit?: TemperatureUnit;
  /** No when absent. */
  leadersSignOff?: boolean;
  shiftSettings: ShiftSettings;
  createdAt: string;
  dueSettings?: DueSettings;
  /** The defaults when absent. */
  actionDueMinutes?: ActionDueMinutes | null;
}

type Executor = Kysely<Database>;

/** The shift rows of the stores named, or of every store (no list of ids to send). */
async function loadShiftSettings(db: Executor, storeIds: string[] | 'all') {
  let query = db.selectFrom('store_shifts').selectAll();
  if (storeIds !== 'all') {
    if (storeIds.length === 0) return new Map<string, Partial<ShiftSettings>>();
    query = query.where('store_id', 'in', storeIds);
  }
  const rows = await query.execute();
  const byStore = new Map<string, Partial<ShiftSettings>>();
  for (const row of rows) {
    const settings = byStore.get(row.store_id) ?? {};
    settings[row.category] = shiftOf(row);
    byStore.set(row.store_id, settings);
  }
  return byStore;
}

function shiftOf(
  row: Pick<Selectable<Database['store_shifts']>, 'enabled' | 'start_time' | 'end_time'>,
) {
  return { enabled: Boolean(row.enabled), startTime: row.start_time, endTime: row.end_time };
}

export const storeClockOf = (value: string | null): StoreClock | null =>
  isStoreClock(value) ? value : null;

/** The stored due times, read: null for none, and for text that is not a valid set. */
export function actionDueMinutesOf(stored: string | null | undefined): ActionDueMinutes | null {
  const parsed = actionDueMinutesSchema.safeParse(storedJson(stored ?? null));
  return parsed.success ? parsed.data : null;
}

/** The column's text for a store's own due times; null keeps the defaults. */
export const actionDueMinutesColumn = (minutes: ActionDueMinutes | null): string | null =>
  minutes === null ? null : JSON.stringify(minutes);

function toRecord(
  row: Selectable<Database['stores']>,
  settings: Partial<ShiftSettings> | undefined,
): StoreRecord {
  const complete = {} as ShiftSettings;
  for (const category of SHIFT_CATEGORIES) {
    complete[category] = settings?.[category] ?? {
      enabled: false,
      startTime: '00:00',
      endTime: '00:00',
    };
  }
  return {
    id: row.id,
    name: row.name,
    storeNumber: row.store_number,
    timezone: row.timezone,
    // A tag a later version stopped shipping reads as none.
    locale: isLocale(row.locale) ? row.locale : null,
    deliveryService: row.delivery_service,
    clock: storeClockOf(row.clock),
    temperatureUnit: isTemperatureUnit(row.temperature_unit) ? row.temperature_unit : 'C',
    // SQLite answers 0/1 (see sqlite-boolean-plugin.ts).
    leadersSignOff: Boolean(row.leaders_sign_off),
    createdAt: row.created_at,
    shiftSettings: complete,
    dueSettings: {
      preShiftMinutes: row.due_pre_shift_minutes,
      travelPathPercent: row.due_travel_path_percent,
      handoverMinutes: row.due_handover_minutes,
    },
    actionDueMinutes: actionDueMinutesOf(row.action_due_minutes),
  };
}

/**
 * One statement for the store and its shift times (one row per shift): nearly every request
 * reads its store, for the access check and the business date.
 */
/** Read by every request about a store's checklists: written once, prepared once per connection. */
const STORE_BY_ID = rawStatement(
  `select stores.*, store_shifts.category, store_shifts.enabled, store_shifts.start_time,
     store_shifts.end_time
   from stores left join store_shifts on store_shifts.store_id = stores.id
   where stores.id = ?`,
  'store-by-id',
);

type StoreWithShiftRow = Selectable<Database['stores']> & {
  category: Selectable<Database['store_shifts']>['category'] | null;
  enabled: Selectable<Database['store_shifts']>['enabled'] | null;
  start_time: string | null;
  end_time: string | null;
};

export async function findStoreById(db: Executor, id: string): Promise<StoreRecord | null> {
  return (await findStoreWithRevision(db, id))?.store ?? null;
}

/** A store as it stands, with the revision it stands at (see migration 014). */
export async function findStoreWithRevision(
  db: Executor,
  id: string,
): Promise<{ store: StoreRecord; revision: string } | null> {
  const { rows } = await runHotStatement<StoreWithShiftRow>(db, STORE_BY_ID, [id]);
  const [row] = rows;
  if (!row) return null;
  const settings: Partial<ShiftSettings> = {};
  for (const { category, enabled, start_time, end_time } of rows) {
    // A store without shift rows comes back as one row of nulls (the left join).
    if (category === null || enabled === null || start_time === null || end_time === null) continue;
    settings[category] = shiftOf({ enabled, start_time, end_time });
  }
  return { store: toRecord(row, settings), revision: row.revision };
}

const STORE_REVISION = rawStatement('select revision from stores where id = ?', 'store-revision');

/** The store's revision alone, or null for a store that does not exist. */
export async function findStoreRevision(db: Executor, id: string): Promise<string | null> {
  const { rows } = await runHotStatement<{ revision: string }>(db, STORE_REVISION, [id]);
  return rows[0]?.revision ?? null;
}

/** Every store, or only those with the given ids; in no particular order. */
export async function listStores(db: Executor, scope: StoreScope): Promise<StoreRecord[]> {
  return (await listStoresWithRevision(db, scope)).map(({ store }) => store);
}

/** listStores, each store with the revision it was read at (see migration 014). */
export async function listStoresWithRevision(
  db: Executor,
  scope: StoreScope,
): Promise<{ store: StoreRecord; revision: string }[]> {
  if (scope.kind === 'stores' && scope.storeIds.length === 0) return [];
  let query = db.selectFrom('stores').selectAll();
  if (scope.kind === 'stores') query = query.where('id', 'in', scope.storeIds);
  const rows = await query.execute();
  const settings = await loadShiftSettings(
    db,
    scope.kind === 'all' ? 'all' : rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    store: toRecord(row, settings.get(row.id)),
    revision: row.revision,
  }));
}

/** Each store's id and revision: what a reader of every store checks its kept records by. */
export async function listStoreRevisions(
  db: Executor,
): Promise<{ id: string; revision: string }[]> {
  return db.selectFrom('stores').select(['id', 'revision']).execute();
}

export async function findStoreByNumber(
  db: Executor,
  storeNumber: string,
): Promise<StoreRecord | null> {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('store_number', '=', storeNumber)
    .executeTakeFirst();
  return row ? findStoreById(db, row.id) : null;
}

/** The store new accounts land in: MCD001 when it exists, else the lowest store number. */
export async function findDefaultStoreId(
  db: Executor,
  preferredNumber: string,
): Promise<string | null> {
  const preferred = await db
    .selectFrom('stores')
    .select('id')
    .where('store_number', '=', preferredNumber)
    .executeTakeFirst();
  if (preferred) return preferred.id;
  const first = await db
    .selectFrom('stores')
    .select('id')
    .orderBy('store_number')
    .executeTakeFirst();
  return first?.id ?? null;
}

export async function countStores(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertStore(db: Kysely<Database>, store: NewStore): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('stores')
      .values({
        id,
        name: store.name,
        store_number: store.storeNumber,
        timezone: store.timezone,
        // Written only when given: tests insert stores into schemas older than the column.
        ...(store.locale ? { locale: store.locale } : {}),
        ...(store.deliveryService ? { delivery_service: store.deliveryService } : {}),
        ...(store.clock ? { clock: store.clock } : {}),
        ...(store.temperatureUnit ? { temperature_unit: store.temperatureUnit } : {}),
        created_at: store.createdAt,
        ...dueColumns(store.dueSettings ?? DEFAULT_DUE_SETTINGS),
      })
      .execute();
    await trx
      .insertInto('store_shifts')
      .values(
        SHIFT_CATEGORIES.map((category) => ({
          store_id: id,
          category,
          enabled: store.shiftSettings[category].enabled,
          start_time: store.shiftSettings[category].startTime,
          end_time: store.shiftSettings[category].endTime,
        })),
      )
      .execute();
  });
  return id;
}

export const dueColumns = (due: DueSettings) => ({
  due_pre_shift_minutes: due.preShiftMinutes,
  due_travel_path_percent: due.travelPathPercent,
  due_handover_minutes: due.handoverMinutes,
});

export async function updateDueSettings(db: Executor, storeId: string, due: DueSettings) {
  await db.updateTable('stores').set(dueColumns(due)).where('id', '=', storeId).execute();
}

/** A store's own corrective action due times (null: the defaults); false when it is gone. */
export async function updateActionDueMinutes(
  db: Executor,
  storeId: string,
  minutes: ActionDueMinutes | null,
): Promise<boolean> {
  const result = await db
    .updateTable('stores')
    .set({ action_due_minutes: actionDueMinutesColumn(minutes) })
    .where('id', '=', storeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
