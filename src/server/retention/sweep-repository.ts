import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** How many rows one transaction of the sweep removes at most. */
export const SWEEP_BATCH = 500;

/** A batch of a store's checklists before `cutoff` (a business date), oldest first. */
export async function oldChecklists(db: Executor, storeId: string, cutoff: string) {
  const rows = await db
    .selectFrom('checklists')
    .select('id')
    .where('store_id', '=', storeId)
    .where('business_date', '<', cutoff)
    .orderBy('business_date')
    .limit(SWEEP_BATCH)
    .execute();
  return rows.map((row) => row.id);
}

/** Removes checklists with everything of theirs (items, events, readings, actions... cascade). */
export async function removeChecklists(trx: Executor, ids: readonly string[]) {
  const photos = await trx
    .selectFrom('checklist_photos')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('checklist_id', 'in', ids)
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('checklists').where('id', 'in', ids).execute();
  return { photos: Number(photos.count) };
}

/** A batch of a store's deleted checklists of business dates before `cutoff`. */
export async function oldDeletedChecklists(db: Executor, storeId: string, cutoff: string) {
  return db
    .selectFrom('deleted_checklists')
    .select(['id', 'contents'])
    .where('store_id', '=', storeId)
    .where('business_date', '<', cutoff)
    .limit(SWEEP_BATCH)
    .execute();
}

export async function removeDeletedChecklists(trx: Executor, ids: readonly string[]) {
  await trx.deleteFrom('deleted_checklists').where('id', 'in', ids).execute();
}

/** The day's records that are not a checklist's: sign-offs, reviews, signals, day totals. */
export async function removeOldDayRecords(trx: Executor, storeId: string, cutoff: string) {
  await trx
    .deleteFrom('day_sign_offs')
    .where('store_id', '=', storeId)
    .where('business_date', '<', cutoff)
    .execute();
  await trx
    .deleteFrom('store_reviews')
    .where('store_id', '=', storeId)
    .where('period_to', '<', cutoff)
    .execute();
  await trx
    .deleteFrom('record_signals')
    .where('store_id', '=', storeId)
    .where('business_date', '<', cutoff)
    .execute();
  await trx
    .deleteFrom('store_days')
    .where('store_id', '=', storeId)
    .where('business_date', '<', cutoff)
    .execute();
}

/** A batch of the photos of a store's checklists before `cutoff`, with their files' keys. */
export async function oldPhotos(db: Executor, storeId: string, cutoff: string) {
  return db
    .selectFrom('checklist_photos as p')
    .innerJoin('checklists as c', 'c.id', 'p.checklist_id')
    .select(['p.id', 'p.storage_key', 'p.thumbnail_key'])
    .where('c.store_id', '=', storeId)
    .where('c.business_date', '<', cutoff)
    .limit(SWEEP_BATCH)
    .execute();
}

export async function removePhotoRows(trx: Executor, ids: readonly string[]) {
  await trx.deleteFrom('checklist_photos').where('id', 'in', ids).execute();
}

/** A batch of notifications made before `before` (a store's, or with no store: null). */
export async function oldNotifications(db: Executor, storeId: string | null, before: string) {
  const query = db
    .selectFrom('notifications')
    .select('id')
    .where('created_at', '<', before)
    .limit(SWEEP_BATCH);
  const rows = await (
    storeId === null ? query.where('store_id', 'is', null) : query.where('store_id', '=', storeId)
  ).execute();
  return rows.map((row) => row.id);
}

export async function removeNotifications(trx: Executor, ids: readonly string[]) {
  await trx.deleteFrom('notifications').where('id', 'in', ids).execute();
}

/** A batch of audit rows before `before`, none of a held store's. */
export async function oldAuditRows(db: Executor, before: string, heldStoreIds: readonly string[]) {
  let query = db
    .selectFrom('audit_log')
    .select('id')
    .where('at', '<', before)
    .orderBy('id')
    .limit(SWEEP_BATCH);
  if (heldStoreIds.length > 0) {
    query = query.where((eb) =>
      eb.or([eb('store_id', 'is', null), eb('store_id', 'not in', [...heldStoreIds])]),
    );
  }
  return (await query.execute()).map((row) => Number(row.id));
}

export async function removeAuditRows(trx: Executor, ids: readonly number[]) {
  await trx.deleteFrom('audit_log').where('id', 'in', ids).execute();
}

/** Claims the day's sweep: true for the one instance that inserted it. */
export async function claimSweepDay(db: Executor, day: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('retention_sweeps')
    .values({ day, started_at: at })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function finishSweepDay(db: Executor, day: string, at: string, counts: object) {
  await db
    .updateTable('retention_sweeps')
    .set({ finished_at: at, counts: JSON.stringify(counts) })
    .where('day', '=', day)
    .execute();
}
