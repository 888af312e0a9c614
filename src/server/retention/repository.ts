import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  KEEP_EVERYTHING,
  RETENTION_AUDIT_MIN_DAYS,
  type RetentionPeriods,
  type StoreRetentionPeriods,
} from '#domain/retention/retention';
import type { LegalHold } from '#domain/retention/api';
import type { Database } from '../db/types';
import { readSetting, writeSetting } from '../settings/repository';

type Executor = Kysely<Database>;

export const RETENTION_SETTING_KEY = 'retention';

const days = z.number().int().positive().nullable();
const storedSchema = z.object({
  checklists: days,
  photos: days,
  auditLog: days,
  notifications: days,
});

/** The chain's periods as saved; everything kept until a super admin saves them. */
export async function readChainPeriods(db: Executor): Promise<RetentionPeriods> {
  const saved = await readSetting(db, RETENTION_SETTING_KEY, storedSchema);
  if (!saved) return KEEP_EVERYTHING;
  // Never below the audit log's floor, whatever was saved.
  const auditLog =
    saved.auditLog === null ? null : Math.max(saved.auditLog, RETENTION_AUDIT_MIN_DAYS);
  return { ...saved, auditLog };
}

export async function writeChainPeriods(
  db: Executor,
  periods: RetentionPeriods,
  by: { name: string; at: string },
): Promise<void> {
  await writeSetting(db, RETENTION_SETTING_KEY, periods, by);
}

export async function chainPeriodsSavedBy(db: Executor) {
  const row = await db
    .selectFrom('app_settings')
    .select(['updated_at', 'updated_by_name'])
    .where('key', '=', RETENTION_SETTING_KEY)
    .executeTakeFirst();
  return row ? { at: row.updated_at, name: row.updated_by_name } : null;
}

export interface StoreRetentionRow {
  storeId: string;
  overrides: StoreRetentionPeriods;
  hold: LegalHold | null;
}

/** Every store's own periods and hold (only the stores that have set either). */
export async function listStoreRetention(db: Executor): Promise<Map<string, StoreRetentionRow>> {
  const rows = await db.selectFrom('store_retention').selectAll().execute();
  return new Map(
    rows.map((row) => [
      row.store_id,
      {
        storeId: row.store_id,
        overrides: {
          checklists: row.checklists_days,
          photos: row.photos_days,
          notifications: row.notifications_days,
        },
        hold:
          row.held_at === null
            ? null
            : {
                reason: row.hold_reason ?? '',
                heldAt: row.held_at,
                heldByName: row.held_by_name ?? '',
              },
      },
    ]),
  );
}

const storeRow = (storeId: string, by: { name: string; at: string }) => ({
  store_id: storeId,
  updated_at: by.at,
  updated_by_name: by.name,
});

export async function writeStoreOverrides(
  db: Executor,
  storeId: string,
  periods: StoreRetentionPeriods,
  by: { name: string; at: string },
): Promise<void> {
  const values = {
    checklists_days: periods.checklists,
    photos_days: periods.photos,
    notifications_days: periods.notifications,
    updated_at: by.at,
    updated_by_name: by.name,
  };
  await db
    .insertInto('store_retention')
    .values({ ...storeRow(storeId, by), ...values })
    .onConflict((conflict) => conflict.column('store_id').doUpdateSet(values))
    .execute();
}

/** Sets the store's hold (a reason and who), or lifts it (null). */
export async function writeLegalHold(
  db: Executor,
  storeId: string,
  hold: { reason: string } | null,
  by: { name: string; at: string },
): Promise<void> {
  const values = {
    held_at: hold ? by.at : null,
    hold_reason: hold?.reason ?? null,
    held_by_name: hold ? by.name : null,
    updated_at: by.at,
    updated_by_name: by.name,
  };
  await db
    .insertInto('store_retention')
    .values({ ...storeRow(storeId, by), ...values })
    .onConflict((conflict) => conflict.column('store_id').doUpdateSet(values))
    .execute();
}
