// Retention and erasure's routes: the chain's periods, a store's overrides and legal hold, and
// a person's erasure. Shared by the server (route schemas, OpenAPI) and the Retention screen.
import { z } from 'zod/mini';
import {
  LEGAL_HOLD_REASON_MAX,
  RETENTION_AUDIT_MIN_DAYS,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
} from './retention';
import { RETENTION_MESSAGES } from './messages';

const daysError = RETENTION_MESSAGES.daysRange(RETENTION_MIN_DAYS, RETENTION_MAX_DAYS);

const days = (min: number, error: string) =>
  z.nullable(
    z
      .number({ error: daysError })
      .check(
        z.int({ error: daysError }),
        z.minimum(RETENTION_MIN_DAYS, { error: daysError }),
        z.maximum(RETENTION_MAX_DAYS, { error: daysError }),
        z.minimum(min, { error }),
      ),
  );

const recordDays = days(RETENTION_MIN_DAYS, daysError);
const auditDays = days(
  RETENTION_AUDIT_MIN_DAYS,
  RETENTION_MESSAGES.auditLogMin(RETENTION_AUDIT_MIN_DAYS),
);

export const retentionPeriodsSchema = z.strictObject(
  {
    checklists: recordDays,
    photos: recordDays,
    auditLog: auditDays,
    notifications: recordDays,
  },
  { error: RETENTION_MESSAGES.unknownKind },
);

export const storeRetentionPeriodsSchema = z.strictObject(
  {
    checklists: recordDays,
    photos: recordDays,
    notifications: recordDays,
  },
  { error: RETENTION_MESSAGES.unknownKind },
);

const holdSchema = z.object({
  reason: z.string(),
  heldAt: z.string(),
  heldByName: z.string(),
});
export type LegalHold = z.infer<typeof holdSchema>;

/** One store's row of the Retention screen. */
export const storeRetentionSchema = z.object({
  storeId: z.string(),
  storeNumber: z.string(),
  name: z.string(),
  /** Its own periods; null per kind: the chain's. */
  overrides: storeRetentionPeriodsSchema,
  hold: z.nullable(holdSchema),
});
export type StoreRetention = z.infer<typeof storeRetentionSchema>;

/** Admin → Retention: the chain's periods and every store's overrides and hold. */
export const retentionSettingsSchema = z.object({
  periods: retentionPeriodsSchema,
  updatedAt: z.nullable(z.string()),
  updatedByName: z.nullable(z.string()),
  stores: z.array(storeRetentionSchema),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const legalHoldBodySchema = z.strictObject({
  reason: z
    .string({ error: RETENTION_MESSAGES.holdReason(LEGAL_HOLD_REASON_MAX) })
    .check(
      z.trim(),
      z.minLength(1, RETENTION_MESSAGES.holdReason(LEGAL_HOLD_REASON_MAX)),
      z.maxLength(LEGAL_HOLD_REASON_MAX, RETENTION_MESSAGES.holdReason(LEGAL_HOLD_REASON_MAX)),
    ),
});
export type LegalHoldBody = z.infer<typeof legalHoldBodySchema>;

/** Erasing a person: their e-mail address, typed again, confirms who. */
export const eraseBodySchema = z.object({
  email: z.string({ error: RETENTION_MESSAGES.eraseConfirm }).check(z.maxLength(320)),
});
export type EraseBody = z.infer<typeof eraseBodySchema>;

export const erasedSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  erasedAt: z.string(),
});
export type Erased = z.infer<typeof erasedSchema>;
