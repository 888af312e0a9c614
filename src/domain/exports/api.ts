// Export queries shared by the server (route schemas, OpenAPI) and the web Export screen.
import { z } from 'zod/mini';
import { storeToday } from '../dates/business-date';
import { compareDates, daysBetween, type IsoDate } from '../dates/calendar';
import type { ShiftSettings } from '../shifts';
import { boundedDateSchema } from '../schemas';
import { EXPORT_MESSAGES, MAX_EXPORT_DAYS } from './messages';

/** The CSV files: one row per checklist, per item, or per failure's corrective action. */
export const EXPORT_KINDS = ['checklists', 'items', 'actions'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/**
 * A store (absent: one's own, or every store for a super admin) and business dates, both ends
 * included. Absent dates: the last 28 days up to the store's today.
 */
export const exportQuerySchema = z.object({
  storeId: z.optional(z.string().check(z.minLength(1))),
  from: z.optional(boundedDateSchema),
  to: z.optional(boundedDateSchema),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The days an export covers by default, today included. */
export const DEFAULT_EXPORT_DAYS = 28;

/** The address of a CSV export, for links on the Export screen and the views. */
export function csvExportUrl(
  kind: ExportKind,
  range: { storeId: string | null; from: string; to: string },
): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.storeId !== null) params.set('storeId', range.storeId);
  return `/api/exports/${kind}.csv?${params.toString()}`;
}

/**
 * The last day an export may reach: the store's business today, or over several stores the
 * latest of theirs, so none is cut off; null without a store. The server refuses a range past
 * it and the Export screen offers none, so both must count it alike: between midnight and the
 * business day's start the calendar has moved on and the store's day has not.
 */
export function exportToday(
  stores: readonly { timezone: string; shiftSettings: ShiftSettings }[],
  now: Date,
): IsoDate | null {
  let latest: IsoDate | null = null;
  for (const store of stores) {
    const today = storeToday(store, now);
    if (latest === null || compareDates(today, latest) > 0) latest = today;
  }
  return latest;
}

/**
 * What is wrong with a range, if anything: the server refuses it with this message and the
 * Export screen shows it next to the field before asking.
 */
export function exportRangeProblem(
  from: IsoDate,
  to: IsoDate,
  today: IsoDate,
): { field: 'from' | 'to'; message: string } | null {
  if (compareDates(from, to) > 0) return { field: 'from', message: EXPORT_MESSAGES.reversed };
  if (compareDates(to, today) > 0) return { field: 'to', message: EXPORT_MESSAGES.future };
  if (daysBetween(from, to) + 1 > MAX_EXPORT_DAYS) {
    return { field: 'from', message: EXPORT_MESSAGES.tooLong };
  }
  return null;
}

/** The header in which the server says, before the first byte, how many checklists a pack holds. */
export const PACK_COUNT_HEADER = 'x-checklist-count';

/** The header in which the server says, before the first byte, how many readings a log holds. */
export const LOG_COUNT_HEADER = 'x-reading-count';

/** The PDFs of one store and a range that the Export screen downloads while they are built. */
export const PDF_EXPORT_KINDS = ['inspection-pack', 'temperature-log'] as const;
export type PdfExportKind = (typeof PDF_EXPORT_KINDS)[number];

/** The address of a store's PDF export: the inspection pack or the temperature log. */
export function pdfExportUrl(
  kind: PdfExportKind,
  range: { storeId: string | null; from: string; to: string },
): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.storeId !== null) params.set('storeId', range.storeId);
  return `/api/exports/${kind}.pdf?${params.toString()}`;
}
