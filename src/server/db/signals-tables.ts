import type { ColumnType } from 'kysely';
import type { SignalKind } from '#domain/signals/api';
import type { ShiftCategory } from '#domain/shifts';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A record-confidence signal the sweep found (migration 031, docs/decisions/050). */
export interface RecordSignalsTable {
  id: string;
  kind: SignalKind;
  /** What it is about, unique with the kind: a checklist, a store's day, a run, a week. */
  subject: string;
  store_id: string;
  business_date: string;
  checklist_id: Nullable<string>;
  category: Nullable<ShiftCategory>;
  /** JSON: SignalDetail. */
  detail: string;
  found_at: string;
  explained_at: Nullable<string>;
  explained_by: Nullable<string>;
  explained_by_name: Nullable<string>;
  explanation: Nullable<string>;
}

/** The chain's thresholds, once changed from the defaults (one row, id 'chain'). */
export interface SignalSettingsTable {
  id: string;
  fast_tick_items: number;
  fast_tick_seconds: number;
  after_shift_minutes: number;
  one_person_shifts: number;
  same_reading_days: number;
  round_readings_min: number;
  round_readings_percent: number;
  updated_at: string;
  updated_by_name: string;
}

/** How far the sweep has read the checklists' history (one row, id 'chain'). */
export interface SignalSweepsTable {
  id: string;
  event_id: ColumnType<number, number, number>;
}
