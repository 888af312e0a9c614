// The reports API (daily/weekly/monthly views): bodies and responses shared by server and web.
// Every figure is aggregated by the database from the stored per-checklist progress and open
// issue counts; no report loads checklist items.
import { z } from 'zod/mini';
import en from '#domain/i18n/catalogues/rules-reports/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';
import {
  boundedDateSchema,
  isoDateSchema,
  shiftCategorySchema,
  shiftSettingsSchema,
} from '../schemas';
import { DATE_OUT_OF_RANGE } from '../dates/calendar';
import { SHIFT_CATEGORIES } from '../shifts';

const count = z.int().check(z.minimum(0));
const percent = z.number().check(z.minimum(0), z.maximum(100));

/** Sections due in the period (up to now): on time, late, missed, and the on-time rate. */
export const onTimeFiguresSchema = z.object({
  onTime: count,
  late: count,
  missed: count,
  onTimeRate: z.nullable(percent),
});

// ---- Stores a person may view ---------------------------------------------------------------

export const viewableStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  storeNumber: z.string(),
  timezone: z.string(),
  shiftSettings: shiftSettingsSchema,
});
export type ViewableStore = z.infer<typeof viewableStoreSchema>;

/** GET /api/stores: every store for a super-admin, the assigned store for anyone else. */
export const viewableStoresSchema = z.object({ stores: z.array(viewableStoreSchema) });
export type ViewableStores = z.infer<typeof viewableStoresSchema>;

// ---- Queries --------------------------------------------------------------------------------

/**
 * storeId absent: the caller's own store, or for a super-admin every store (SPEC §6 "Store
 * scope"). Another store than one's own gives an empty report, never an error. Absent for
 * someone who is neither a super-admin nor assigned a store: 403 with 'You do not have an
 * assigned store. Please contact your administrator.'
 */
export const weekReportQuerySchema = z.object({
  storeId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** Any date in the week wanted; weeks start on Monday. Default: the current week. */
  date: z.optional(boundedDateSchema),
});
export type WeekReportQuery = z.infer<typeof weekReportQuerySchema>;

export const monthReportQuerySchema = z.object({
  storeId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  year: z.optional(
    z.coerce
      .number({ error: DATE_OUT_OF_RANGE })
      .check(
        z.int(DATE_OUT_OF_RANGE),
        z.minimum(2000, DATE_OUT_OF_RANGE),
        z.maximum(9999, DATE_OUT_OF_RANGE),
      ),
  ),
  month: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12))),
});
export type MonthReportQuery = z.infer<typeof monthReportQuerySchema>;

// ---- Responses ------------------------------------------------------------------------------

/** The checklists of one shift on one day (one for a single store, several for the chain). */
export const shiftCellSchema = z.object({
  category: shiftCategorySchema,
  count,
  averageProgress: percent,
  /** Checklists at 100 % with no unresolved failure (a green tick when all of them are). */
  completeAndResolved: count,
  openIssues: count,
  /** The checklist's id when exactly one is behind the cell. */
  checklistId: z.nullable(z.string()),
});
export type ShiftCell = z.infer<typeof shiftCellSchema>;

export const reportDaySchema = z.object({
  date: isoDateSchema,
  /**
   * One cell per shift category that has checklists that day, in shift order (breakfast, day,
   * night, overnight); a category with none has no cell (the grid's dash). Empty when the day
   * has no checklists.
   */
  shifts: z.array(shiftCellSchema),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const countsByShiftSchema = z.object(
  Object.fromEntries(SHIFT_CATEGORIES.map((c) => [c, count])) as Record<
    (typeof SHIFT_CATEGORIES)[number],
    typeof count
  >,
);

export const reportScopeSchema = z.object({
  /** null: every store (a super-admin with no store selected). */
  storeId: z.nullable(z.string()),
  /** The business date today in the store's time zone (the chain's default one for all stores). */
  today: isoDateSchema,
});

export const weekSummarySchema = z.object({
  total: count,
  fullyCompleted: count,
  fullyCompletedPercent: percent,
  byShift: countsByShiftSchema,
  /** Checklists with at least one unresolved failure: 'Requires attention' when above 0. */
  withIssues: count,
  /**
   * Readings taken in the week so far that were outside their limits (`within` false in the
   * temperature log), of the store or of every store: 'Readings out of limits', which draws
   * attention when above 0. Readings of deleted checklists are not counted.
   */
  readingsOutside: count,
  mostCompleteDay: z.nullable(z.object({ date: isoDateSchema, averageProgress: percent })),
  timeliness: onTimeFiguresSchema,
  completionByDay: z.array(z.object({ date: isoDateSchema, averageProgress: percent, count })),
});
export type WeekSummary = z.infer<typeof weekSummarySchema>;

export const weekReportSchema = z.object({
  scope: reportScopeSchema,
  /** Monday and Sunday of the week. */
  start: isoDateSchema,
  end: isoDateSchema,
  days: z.array(reportDaySchema),
  summary: weekSummarySchema,
});
export type WeekReport = z.infer<typeof weekReportSchema>;

export const monthSummarySchema = z.object({
  total: count,
  fullyCompleted: count,
  averageCompletion: percent,
  byShift: countsByShiftSchema,
  withIssues: count,
  /**
   * Readings taken on the month's own days so far that were outside their limits, of the store
   * or of every store, as the week's `readingsOutside` counts them.
   */
  readingsOutside: count,
  timeliness: onTimeFiguresSchema,
});
export type MonthSummary = z.infer<typeof monthSummarySchema>;

export const monthReportSchema = z.object({
  scope: reportScopeSchema,
  year: z.int(),
  month: z.int().check(z.minimum(1), z.maximum(12)),
  /**
   * Whole Monday-first weeks covering the month. The days from the months either side carry
   * their cells too, but the summary counts only the month's own days.
   */
  weeks: z.array(z.array(reportDaySchema)),
  summary: monthSummarySchema,
});
export type MonthReport = z.infer<typeof monthReportSchema>;

export const REPORT_MESSAGES = {
  requiresAttention: plainText(en.requiresAttention),
  allResolved: plainText(en.allResolved),
  noChecklists: plainText(en.noChecklists),
  /** A day after the store's today: nothing can be missing yet. */
  stillToCome: plainText(en.stillToCome),
} as const;
