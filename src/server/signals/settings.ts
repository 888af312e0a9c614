// The chain's record-confidence thresholds (docs/decisions/050): the defaults until a super
// admin changes them, then one row.
import type { Kysely } from 'kysely';
import { DEFAULT_SIGNAL_THRESHOLDS, type SignalThresholds } from '#domain/signals/api';
import type { Database } from '../db/types';

const CHAIN = 'chain';

export interface ThresholdSettings {
  thresholds: SignalThresholds;
  /** Who last changed them and when; null while they are the defaults. */
  updatedAt: string | null;
  updatedByName: string | null;
}

export async function readThresholds(db: Kysely<Database>): Promise<ThresholdSettings> {
  const row = await db
    .selectFrom('signal_settings')
    .selectAll()
    .where('id', '=', CHAIN)
    .executeTakeFirst();
  if (!row) return { thresholds: DEFAULT_SIGNAL_THRESHOLDS, updatedAt: null, updatedByName: null };
  return {
    thresholds: {
      fastTickItems: row.fast_tick_items,
      fastTickSeconds: row.fast_tick_seconds,
      afterShiftMinutes: row.after_shift_minutes,
      onePersonShifts: row.one_person_shifts,
      sameReadingDays: row.same_reading_days,
      roundReadingsMin: row.round_readings_min,
      roundReadingsPercent: row.round_readings_percent,
    },
    updatedAt: row.updated_at,
    updatedByName: row.updated_by_name,
  };
}

export async function saveThresholds(
  trx: Kysely<Database>,
  t: SignalThresholds,
  by: { name: string; at: string },
): Promise<void> {
  const values = {
    fast_tick_items: t.fastTickItems,
    fast_tick_seconds: t.fastTickSeconds,
    after_shift_minutes: t.afterShiftMinutes,
    one_person_shifts: t.onePersonShifts,
    same_reading_days: t.sameReadingDays,
    round_readings_min: t.roundReadingsMin,
    round_readings_percent: t.roundReadingsPercent,
    updated_at: by.at,
    updated_by_name: by.name,
  };
  await trx
    .insertInto('signal_settings')
    .values({ id: CHAIN, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
