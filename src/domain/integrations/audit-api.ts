// The audit log's routes (docs/decisions/056): the query a super admin filters it with, a page
// of its entries, and the export of the same filters. Shared by the server (route schemas,
// OpenAPI) and the Audit log screen.
import { z } from 'zod/mini';
import { fieldTooLongMessage } from '../auth/messages';
import { compareDates, type IsoDate } from '../dates/calendar';
import { isValidTimeZone } from '../dates/business-date';
import { EXPORT_MESSAGES } from '../exports/messages';
import { boundedDateSchema } from '../schemas';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS } from './audit';
import { AUDIT_MESSAGES } from './audit-messages';

/** Entries a page holds unless asked otherwise, and at most. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;
/** The longest text "who" looks for in a name or an e-mail address. */
export const AUDIT_WHO_MAX_LENGTH = 100;

/** One action, or a group of them ('sign-in': every sign-in, refused ones and sign-outs too). */
export const AUDIT_FILTERS = [...AUDIT_ACTIONS, ...AUDIT_ACTION_GROUPS] as const;

export const AUDIT_EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

const idSchema = z.string().check(z.minLength(1), z.maxLength(200));

const pageSizeSchema = z.coerce
  .number({ error: AUDIT_MESSAGES.pageSize(AUDIT_PAGE_MAX) })
  .check(
    z.int({ error: AUDIT_MESSAGES.pageSize(AUDIT_PAGE_MAX) }),
    z.minimum(1, { error: AUDIT_MESSAGES.pageSize(AUDIT_PAGE_MAX) }),
    z.maximum(AUDIT_PAGE_MAX, { error: AUDIT_MESSAGES.pageSize(AUDIT_PAGE_MAX) }),
  );

const cursorSchema = z.coerce
  .number({ error: AUDIT_MESSAGES.cursor })
  .check(
    z.int({ error: AUDIT_MESSAGES.cursor }),
    z.minimum(1, { error: AUDIT_MESSAGES.cursor }),
    z.maximum(Number.MAX_SAFE_INTEGER, { error: AUDIT_MESSAGES.cursor }),
  );

/** What narrows the log, for the page and the export alike. */
const filters = {
  action: z.optional(z.enum(AUDIT_FILTERS, { error: AUDIT_MESSAGES.unknownAction })),
  /** Who did it: a person's id (or a token's). */
  actor: z.optional(idSchema),
  /** Text in the name they did it under, or in their e-mail address. */
  who: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(AUDIT_WHO_MAX_LENGTH, fieldTooLongMessage(AUDIT_WHO_MAX_LENGTH)),
      ),
  ),
  storeId: z.optional(idSchema),
  /** Dates, both included, as the calendar of `timeZone` counts them (the server's by default). */
  from: z.optional(boundedDateSchema),
  to: z.optional(boundedDateSchema),
  timeZone: z.optional(
    z
      .string({ error: AUDIT_MESSAGES.timeZone })
      .check(
        z.maxLength(100, AUDIT_MESSAGES.timeZone),
        z.refine(isValidTimeZone, { error: AUDIT_MESSAGES.timeZone }),
      ),
  ),
};

export const auditLogQuerySchema = z.object({
  ...filters,
  /** The page after this entry (its `id`, as the last page's `next` says). */
  before: z.optional(cursorSchema),
  limit: z.optional(pageSizeSchema),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditExportQuerySchema = z.object({
  ...filters,
  format: z.enum(AUDIT_EXPORT_FORMATS, { error: AUDIT_MESSAGES.unknownFormat }),
});
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;
/** The filters alone, as both queries share them. */
export type AuditFilters = Omit<AuditExportQuery, 'format'>;

/** What is wrong with the dates asked for, if anything: a start after the end (as exports say). */
export function auditRangeProblem(from: IsoDate | undefined, to: IsoDate | undefined) {
  return from !== undefined && to !== undefined && compareDates(from, to) > 0
    ? EXPORT_MESSAGES.reversed
    : null;
}

const nameSchema = z.object({
  kind: z.string(),
  id: z.nullable(z.string()),
  name: z.nullable(z.string()),
});

export const auditEntrySchema = z.object({
  /** Its number: later entries have higher ones. */
  id: z.number(),
  at: z.string(),
  /** One of AUDIT_ACTIONS (an entry written by a later version may name another). */
  action: z.string(),
  /** A person, a token, SCIM, the app or nobody known; named as they were called then. */
  actor: nameSchema,
  /** What it was done to: a user, a store, a setting, an export... */
  target: z.nullable(nameSchema),
  storeId: z.nullable(z.string()),
  /** The store's name now (or as it was, for a deleted store). */
  storeName: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  /** What changed (`{ from, to }` for a change), how, which export and period: never a secret. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** `before` for the next page; null on the last. */
  next: z.nullable(z.number()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The address of the log's export for the filters shown (`before` and `limit` left out). */
export function auditExportUrl(format: AuditExportFormat, query: AuditFilters): string {
  const params = new URLSearchParams({ format });
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  return `/api/audit-log/export?${params.toString()}`;
}
