import type { ColumnType } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A store's own retention periods and legal hold (migration 038, docs/decisions/057). */
export interface StoreRetentionTable {
  store_id: string;
  /** Days; null: the chain's period. */
  checklists_days: Nullable<number>;
  photos_days: Nullable<number>;
  notifications_days: Nullable<number>;
  /** Set while the store's records are held: nothing of it is removed. */
  held_at: Nullable<string>;
  hold_reason: Nullable<string>;
  held_by_name: Nullable<string>;
  updated_at: string;
  updated_by_name: string;
}

/** One row per day the retention sweep ran (its key: two instances never both run it). */
export interface RetentionSweepsTable {
  day: string;
  started_at: string;
  finished_at: Nullable<string>;
  /** JSON: RetentionCounts. */
  counts: Nullable<string>;
}

/** A person whose personal data was erased; their account stays for their records. */
export interface ErasedPeopleTable {
  user_id: string;
  pseudonym: string;
  erased_at: string;
}

export interface RetentionTables {
  store_retention: StoreRetentionTable;
  retention_sweeps: RetentionSweepsTable;
  erased_people: ErasedPeopleTable;
}
