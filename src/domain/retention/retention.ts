// Retention (docs/decisions/057): how long each kind of record is kept, chain-wide with a
// per-store override, and a legal hold that keeps everything of a store.
import { AUDIT_LOG_MIN_DAYS } from '../integrations/audit';

/**
 * What a period applies to: checklists (with their items, readings, events, targets, feedback,
 * actions, signals, sign-offs and the deleted ones), their photos, the audit log, notifications.
 */
export const RETENTION_KINDS = ['checklists', 'photos', 'auditLog', 'notifications'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** The kinds a store may set for itself: the audit log is the chain's alone. */
export const STORE_RETENTION_KINDS = ['checklists', 'photos', 'notifications'] as const;
export type StoreRetentionKind = (typeof STORE_RETENTION_KINDS)[number];

/** Days, or null: kept forever. */
export type RetentionDays = number | null;
export type RetentionPeriods = Record<RetentionKind, RetentionDays>;
export type StoreRetentionPeriods = Record<StoreRetentionKind, RetentionDays>;

/** No record is removed younger than a month; a hundred years is the longest period. */
export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 36_500;
/** The audit log's own floor: a year (AUDIT_LOG_MIN_DAYS). */
export const RETENTION_AUDIT_MIN_DAYS = AUDIT_LOG_MIN_DAYS;
/** The longest reason for a legal hold. */
export const LEGAL_HOLD_REASON_MAX = 500;

/** Until a super admin sets a period, everything is kept. */
export const KEEP_EVERYTHING: RetentionPeriods = {
  checklists: null,
  photos: null,
  auditLog: null,
  notifications: null,
};

export const NO_STORE_OVERRIDES: StoreRetentionPeriods = {
  checklists: null,
  photos: null,
  notifications: null,
};

/** A store's periods: its own where it set one, else the chain's. */
export function effectivePeriods(
  chain: RetentionPeriods,
  store: StoreRetentionPeriods,
): StoreRetentionPeriods {
  return {
    checklists: store.checklists ?? chain.checklists,
    photos: store.photos ?? chain.photos,
    notifications: store.notifications ?? chain.notifications,
  };
}

/** What a sweep removed, by kind. */
export type RetentionCounts = Record<RetentionKind, number>;
