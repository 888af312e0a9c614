// Insights (docs/decisions/049): a manager's view across stores — a league table, twelve weeks'
// trend against the chain's median, the most-failed items and how long failures take to put
// right. Queries and answers shared by the server's routes and the web app's screen; every
// figure is added up by the database from the store-day summary rows and the actions.
import { z } from 'zod/mini';
import en from '#domain/i18n/catalogues/rules-reports/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';
import { PRIORITIES } from '../checklists/priorities';
import { boundedDateSchema, isoDateSchema } from '../schemas';

const idSchema = z.string().check(z.minLength(1), z.maxLength(100));
const count = z.int().check(z.minimum(0));
const percent = z.number().check(z.minimum(0), z.maximum(100));

export const INSIGHT_PERIODS = ['week', 'month'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** How many weeks a trend shows, the chosen date's week last. */
export const TREND_WEEKS = 12;
/** How many items the most-failed list names, and stores under each. */
export const MOST_FAILED_ITEMS = 10;
export const MOST_FAILED_STORES = 3;

export const INSIGHT_MESSAGES = {
  storeOrArea: plainText(en.storeOrArea),
} as const;

/**
 * Every insights route's query. No store and no area: every store the person sees (a super
 * admin's chain, an area manager's area, a store manager's store). `date` is any date of the
 * period; by default today.
 */
export const insightsQuerySchema = z
  .object({
    storeId: z.optional(idSchema),
    areaId: z.optional(idSchema),
    period: z.optional(z.enum(INSIGHT_PERIODS)),
    date: z.optional(boundedDateSchema),
  })
  .check(
    z.refine((query) => !(query.storeId && query.areaId), {
      message: INSIGHT_MESSAGES.storeOrArea,
      path: ['areaId'],
    }),
  );
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** What an answer covers: its stores, and the dates of the period. */
export const insightScopeSchema = z.object({
  kind: z.enum(['store', 'area', 'all']),
  storeId: z.nullable(z.string()),
  areaId: z.nullable(z.string()),
  /** The store's or the area's name; null for all the person sees. */
  name: z.nullable(z.string()),
  period: z.enum(INSIGHT_PERIODS),
  from: isoDateSchema,
  to: isoDateSchema,
  /** The chain's business date today. */
  today: isoDateSchema,
});
export type InsightScope = z.infer<typeof insightScopeSchema>;

/** One store's period, or the scope's added up. Rates are null when nothing was counted. */
export const leagueFiguresSchema = z.object({
  checklists: count,
  completed: count,
  /** Checklists at 100 % out of checklists. */
  completion: z.nullable(percent),
  /** Sections done by their due time out of those due (on time, late, missed). */
  onTime: z.nullable(percent),
  sectionsDue: count,
  failures: count,
  failuresPerChecklist: z.nullable(z.number().check(z.minimum(0))),
  /** Corrective actions still to be done now, whenever found; overdue: past their due time. */
  openActions: count,
  overdueActions: count,
  readingsOutside: count,
  /** Failures that were an item's third or more in the store within 30 days (decisions/047). */
  recurring: count,
  /** Past days with checklists and no sign-off of the day's records. */
  signOffsMissing: count,
});
export type LeagueFigures = z.infer<typeof leagueFiguresSchema>;

export const leagueRowSchema = z.extend(leagueFiguresSchema, {
  storeId: z.string(),
  name: z.string(),
  storeNumber: z.string(),
});
export type LeagueRow = z.infer<typeof leagueRowSchema>;

/** GET /api/insights/league: every store of the scope, by store number, and their total. */
export const leagueSchema = z.object({
  scope: insightScopeSchema,
  stores: z.array(leagueRowSchema),
  total: leagueFiguresSchema,
});
export type League = z.infer<typeof leagueSchema>;

const trendFiguresSchema = z.object({
  completion: z.nullable(percent),
  failuresPerChecklist: z.nullable(z.number().check(z.minimum(0))),
});

export const trendWeekSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  checklists: count,
  completed: count,
  failures: count,
  readingsOutside: count,
  recurring: count,
  scope: trendFiguresSchema,
  /** The middle store of the chain that week (of those with checklists). */
  chainMedian: trendFiguresSchema,
});
export type TrendWeek = z.infer<typeof trendWeekSchema>;

/** GET /api/insights/trend: the twelve weeks up to the chosen date's, oldest first. */
export const trendSchema = z.object({
  scope: insightScopeSchema,
  weeks: z.array(trendWeekSchema),
});
export type Trend = z.infer<typeof trendSchema>;

export const failingStoreSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  storeNumber: z.string(),
  failures: count,
  /** Its latest failure of the item in the period, and whether that one was recurring. */
  lastActionId: z.string(),
  lastRecurring: z.boolean(),
});

export const failedItemSchema = z.object({
  /** The item's words as its template has them (how failures of it are told apart). */
  text: z.string(),
  /** The same in the reader's language, where the item has it. */
  textShown: z.string(),
  failures: count,
  recurring: count,
  /** How many stores failed it. */
  storeCount: count,
  /** The stores that failed it most, most first. */
  stores: z.array(failingStoreSchema),
});
export type FailedItem = z.infer<typeof failedItemSchema>;

/** GET /api/insights/most-failed: the items failed most in the period, by their text. */
export const mostFailedSchema = z.object({
  scope: insightScopeSchema,
  items: z.array(failedItemSchema),
});
export type MostFailed = z.infer<typeof mostFailedSchema>;

export const resolutionRowSchema = z.object({
  /** 'none': failures logged without a priority (Pre-Shift Planning, Handover). */
  priority: z.enum([...PRIORITIES, 'none']),
  /** Failures of the period put right, and how many of them within the target. */
  resolved: count,
  withinTarget: count,
  medianMinutes: z.nullable(z.number().check(z.minimum(0))),
  p90Minutes: z.nullable(z.number().check(z.minimum(0))),
  targetMinutes: count,
  /** Failures of the period not yet put right. */
  open: count,
});
export type ResolutionRow = z.infer<typeof resolutionRowSchema>;

/** GET /api/insights/resolution: time from failure to fix by priority, against the targets. */
export const resolutionSchema = z.object({
  scope: insightScopeSchema,
  priorities: z.array(resolutionRowSchema),
});
export type Resolution = z.infer<typeof resolutionSchema>;
