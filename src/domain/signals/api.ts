// Record confidence (docs/decisions/050): signals that a record may not be what it claims, for
// coaching. What each kind saw, the chain's thresholds, and the answers of their routes.
import { z } from 'zod/mini';
import { SHIFT_CATEGORIES } from '../shifts';
import { isoDateSchema } from '../schemas';
import { SIGNAL_MESSAGES } from './messages';

const count = z.int().check(z.minimum(0));
const timestampSchema = z.string();

export const SIGNAL_KINDS = [
  'fast-ticks',
  'after-shift',
  'one-person-day',
  'same-reading',
  'round-readings',
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** The chain's thresholds: when each kind of signal is raised. */
export interface SignalThresholds {
  /** More than this many Travel Path items ticked within `fastTickSeconds`. */
  fastTickItems: number;
  fastTickSeconds: number;
  /** Items ticked more than this many minutes after the shift's end. */
  afterShiftMinutes: number;
  /** One person ticked every item of every shift of a day with at least this many shifts. */
  onePersonShifts: number;
  /** The same reading of the same equipment on this many days in a row. */
  sameReadingDays: number;
  /** Of a store's temperature readings in a week (at least `roundReadingsMin`), this share whole. */
  roundReadingsMin: number;
  roundReadingsPercent: number;
}

export const DEFAULT_SIGNAL_THRESHOLDS: SignalThresholds = {
  fastTickItems: 20,
  fastTickSeconds: 60,
  afterShiftMinutes: 30,
  onePersonShifts: 3,
  sameReadingDays: 5,
  roundReadingsMin: 20,
  roundReadingsPercent: 90,
};

export type SignalThresholdField = keyof SignalThresholds;

/** Every threshold, each made from its field's name, in the order the settings form shows them. */
export function eachThreshold<T>(
  value: (field: SignalThresholdField) => T,
): Record<SignalThresholdField, T> {
  return {
    fastTickItems: value('fastTickItems'),
    fastTickSeconds: value('fastTickSeconds'),
    afterShiftMinutes: value('afterShiftMinutes'),
    onePersonShifts: value('onePersonShifts'),
    sameReadingDays: value('sameReadingDays'),
    roundReadingsMin: value('roundReadingsMin'),
    roundReadingsPercent: value('roundReadingsPercent'),
  };
}

/** The bounds of each threshold, as the settings form and the server check them. */
export const SIGNAL_THRESHOLD_BOUNDS: Record<keyof SignalThresholds, { min: number; max: number }> =
  {
    fastTickItems: { min: 2, max: 500 },
    fastTickSeconds: { min: 5, max: 3600 },
    afterShiftMinutes: { min: 0, max: 720 },
    onePersonShifts: { min: 2, max: 4 },
    sameReadingDays: { min: 2, max: 60 },
    roundReadingsMin: { min: 5, max: 1000 },
    roundReadingsPercent: { min: 50, max: 100 },
  };

/** How long an explanation may be. */
export const EXPLANATION_MAX_LENGTH = 500;

const bounded = (key: SignalThresholdField) => {
  const { min, max } = SIGNAL_THRESHOLD_BOUNDS[key];
  return z
    .int({ error: SIGNAL_MESSAGES.threshold(min, max) })
    .check(
      z.minimum(min, { error: SIGNAL_MESSAGES.threshold(min, max) }),
      z.maximum(max, { error: SIGNAL_MESSAGES.threshold(min, max) }),
    );
};

export const signalThresholdsSchema = z.object(
  eachThreshold(bounded),
) satisfies z.ZodMiniType<SignalThresholds>;

const name = z.string();

/** What each kind saw, in figures and times; the screens put it in words. */
export const signalDetailSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fast-ticks'),
    /** Who ticked most of them. */
    userName: name,
    items: count,
    seconds: count,
    from: timestampSchema,
    to: timestampSchema,
  }),
  z.object({
    kind: z.literal('after-shift'),
    userName: name,
    items: count,
    shiftEnd: timestampSchema,
    from: timestampSchema,
    to: timestampSchema,
  }),
  z.object({
    kind: z.literal('one-person-day'),
    userName: name,
    shifts: z.array(
      z.object({ category: z.enum(SHIFT_CATEGORIES), from: timestampSchema, to: timestampSchema }),
    ),
  }),
  z.object({
    kind: z.literal('same-reading'),
    itemText: z.string(),
    value: z.string(),
    unit: z.string(),
    days: count,
    from: isoDateSchema,
    to: isoDateSchema,
  }),
  z.object({
    kind: z.literal('round-readings'),
    readings: count,
    round: count,
    from: isoDateSchema,
    to: isoDateSchema,
  }),
]);
export type SignalDetail = z.infer<typeof signalDetailSchema>;

export const signalExplanationSchema = z.object({
  at: timestampSchema,
  byName: z.string(),
  note: z.string(),
});

export const recordSignalSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  storeNumber: z.string(),
  /** The store's time zone, which its times are read in. */
  timeZone: z.string(),
  /** The day it is about: the checklist's, the run's last day, the week's first. */
  businessDate: isoDateSchema,
  /** The checklist it is about, for the kinds about one checklist. */
  checklistId: z.nullable(z.string()),
  category: z.nullable(z.enum(SHIFT_CATEGORIES)),
  detail: signalDetailSchema,
  foundAt: timestampSchema,
  explanation: z.nullable(signalExplanationSchema),
});
export type RecordSignal = z.infer<typeof recordSignalSchema>;

export const recordSignalsSchema = z.object({ signals: z.array(recordSignalSchema) });
export type RecordSignals = z.infer<typeof recordSignalsSchema>;

export const explainSignalBodySchema = z.object({
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: SIGNAL_MESSAGES.noteRequired }),
      z.maxLength(EXPLANATION_MAX_LENGTH),
    ),
});

/**
 * A write's headers as a tick reads them: Made-At, when the person's device made the change
 * (the offline queue sends it with every write). Every other header passes as it is.
 */
export const madeAtHeadersSchema = z.looseObject({
  'made-at': z.optional(z.iso.datetime({ error: SIGNAL_MESSAGES.madeAt })),
});

export const signalParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** GET and PUT /api/signal-settings: the chain's thresholds, and who last changed them. */
export const signalSettingsSchema = z.object({
  thresholds: signalThresholdsSchema,
  updatedAt: z.nullable(z.string()),
  updatedByName: z.nullable(z.string()),
});
export type SignalSettings = z.infer<typeof signalSettingsSchema>;
