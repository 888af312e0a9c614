// The store administration API (super admins): bodies and responses shared by the server's
// routes and the web app's forms, with the spec's messages.
import { z } from 'zod/mini';
import { actionDueMinutesSchema } from '../actions/api';
import { isValidTimeZone } from '../dates/business-date';
import { dueSettingsSchema } from '../due/settings-schema';
import { LOCALES } from '../i18n/locales';
import { STORE_CLOCKS } from './clock';
import { TEMPERATURE_UNITS } from '../readings/units';
import { viewableStoreSchema } from '../reports/api';
import {
  DEFAULT_SHIFT_SETTINGS,
  SHIFT_CATEGORIES,
  isTimeOfDay,
  type ShiftSettings,
} from '../shifts';
import {
  DELIVERY_SERVICE_MAX_LENGTH,
  STORE_MESSAGES,
  STORE_NAME_MAX_LENGTH,
  STORE_NUMBER_MAX_LENGTH,
} from './messages';

const M = STORE_MESSAGES;

/** SPEC §3: "storeNumber (text, numeric in content)". */
export const isStoreNumber = (value: string) => /^\d+$/.test(value);

export const storeNameSchema = z
  .string({ error: M.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, M.nameRequired),
    z.maxLength(STORE_NAME_MAX_LENGTH, M.nameTooLong),
  );

/** Required and short; whether it must be digits depends on whether it is new (see below). */
export const storeNumberTextSchema = z
  .string({ error: M.numberRequired })
  .check(
    z.trim(),
    z.minLength(1, M.numberRequired),
    z.maxLength(STORE_NUMBER_MAX_LENGTH, M.numberTooLong),
  );

/**
 * A store number typed in: digits only. Stores made before numbers were checked (the first
 * start's MCD001) may keep theirs, so an edit accepts the number it started with.
 */
export const storeNumberSchema = (keep: string | null = null) =>
  storeNumberTextSchema.check(
    z.refine(
      // An empty number already has its own message.
      (value) => value === '' || value === keep || isStoreNumber(value),
      M.numberNotNumeric,
    ),
  );

export const timeZoneSchema = z
  .string({ error: M.timeZoneInvalid })
  .check(
    z.trim(),
    z.maxLength(64, M.timeZoneInvalid),
    z.refine(isValidTimeZone, M.timeZoneInvalid),
  );

const timeText = z.string({ error: M.timeFormat }).check(z.maxLength(16, M.timeFormat));
const shiftEntrySchema = z.object({ enabled: z.boolean(), startTime: timeText, endTime: timeText });
const TIME_FIELDS = ['startTime', 'endTime'] as const;

/**
 * The four shifts as a form or a request gives them. An enabled shift needs valid times, and
 * overnight both of them, different (SPEC §5); a disabled shift's hidden times are not checked,
 * and an unusable one falls back to the default, so the stored settings are always HH:MM.
 */
export const shiftSettingsInputSchema = z.pipe(
  z
    .object({
      breakfast: shiftEntrySchema,
      day: shiftEntrySchema,
      night: shiftEntrySchema,
      overnight: shiftEntrySchema,
    })
    .check(
      z.superRefine((settings, ctx) => {
        for (const category of SHIFT_CATEGORIES) {
          const shift = settings[category];
          if (!shift.enabled) continue;
          const missing = TIME_FIELDS.filter((field) => shift[field].trim() === '');
          if (category === 'overnight' && missing.length > 0) {
            for (const field of missing) {
              ctx.addIssue({
                code: 'custom',
                path: [category, field],
                message: M.overnightTimesRequired,
              });
            }
            continue;
          }
          const invalid = TIME_FIELDS.filter((field) => !isTimeOfDay(shift[field]));
          for (const field of invalid) {
            ctx.addIssue({ code: 'custom', path: [category, field], message: M.timeFormat });
          }
          if (
            category === 'overnight' &&
            invalid.length === 0 &&
            shift.startTime === shift.endTime
          ) {
            ctx.addIssue({
              code: 'custom',
              path: [category, 'endTime'],
              message: M.overnightSameTimes,
            });
          }
        }
      }),
    ),
  z.transform((settings): ShiftSettings => {
    const stored = {} as ShiftSettings;
    for (const category of SHIFT_CATEGORIES) {
      const shift = settings[category];
      const fallback = DEFAULT_SHIFT_SETTINGS[category];
      stored[category] = {
        enabled: shift.enabled,
        startTime: isTimeOfDay(shift.startTime) ? shift.startTime : fallback.startTime,
        endTime: isTimeOfDay(shift.endTime) ? shift.endTime : fallback.endTime,
      };
    }
    return stored;
  }),
);

/**
 * The store's language (docs/decisions/040): what its people see who chose none in Profile and
 * whose device's language ShiftCheck does not ship. Null: none set, so British English.
 */
export const storeLocaleSchema = z.nullable(z.enum(LOCALES));

/**
 * The delivery service the store's Travel Path names ("Front Counter, Drive thru & Uber Eats");
 * blank: none named, so the reader's language's word for delivery.
 */
export const deliveryServiceSchema = z.pipe(
  z.nullable(
    z.string().check(z.trim(), z.maxLength(DELIVERY_SERVICE_MAX_LENGTH, M.deliveryServiceTooLong)),
  ),
  z.transform((value) => (value ? value : null)),
);

export { STORE_CLOCKS, type StoreClock } from './clock';
export const storeClockSchema = z.nullable(z.enum(STORE_CLOCKS));
/** °C or °F: how the store's readings are entered and its limits shown. */
export const temperatureUnitSchema = z.enum(TEMPERATURE_UNITS);

/**
 * How long after a failure its corrective action is due, by priority, in minutes: the store's
 * own windows; null: the defaults (DEFAULT_DUE_MINUTES, docs/decisions/047).
 */
export const storeActionDueMinutesSchema = z.nullable(actionDueMinutesSchema);

/** The store form, create or edit; `keepNumber` is the edited store's number as it was. */
export const storeFormSchema = (keepNumber: string | null = null) =>
  z.object({
    name: storeNameSchema,
    storeNumber: storeNumberSchema(keepNumber),
    timezone: timeZoneSchema,
    locale: storeLocaleSchema,
    deliveryService: deliveryServiceSchema,
    clock: storeClockSchema,
    temperatureUnit: temperatureUnitSchema,
    /** Its shift leaders may sign its day's records, as its manager may. */
    leadersSignOff: z.boolean(),
    shiftSettings: shiftSettingsInputSchema,
    actionDueMinutes: storeActionDueMinutesSchema,
  });
export type StoreFormInput = z.input<ReturnType<typeof storeFormSchema>>;
export type StoreFormValues = z.output<ReturnType<typeof storeFormSchema>>;

/**
 * POST /api/stores. Without a time zone the store gets the server's default (TZ); without a
 * language, none (null).
 */
export const createStoreBodySchema = z.extend(storeFormSchema(), {
  timezone: z.optional(timeZoneSchema),
  locale: z.optional(storeLocaleSchema),
  deliveryService: z.optional(deliveryServiceSchema),
  clock: z.optional(storeClockSchema),
  /** °F for a US English store when absent, else °C. */
  temperatureUnit: z.optional(temperatureUnitSchema),
  /** No when absent: the manager signs. */
  leadersSignOff: z.optional(z.boolean()),
  shiftSettings: z.optional(shiftSettingsInputSchema),
  /** The defaults when absent. */
  actionDueMinutes: z.optional(storeActionDueMinutesSchema),
});
export type CreateStoreBody = z.output<typeof createStoreBodySchema>;

/**
 * PUT /api/stores/:storeId replaces name, number, time zone and shifts (SPEC §4), and the
 * language, delivery service, clock and action due times when given (absent: unchanged, so an
 * older client keeps the store's).
 */
export const updateStoreBodySchema = z.extend(storeFormSchema(), {
  storeNumber: storeNumberTextSchema,
  locale: z.optional(storeLocaleSchema),
  deliveryService: z.optional(deliveryServiceSchema),
  clock: z.optional(storeClockSchema),
  temperatureUnit: z.optional(temperatureUnitSchema),
  leadersSignOff: z.optional(z.boolean()),
  actionDueMinutes: z.optional(storeActionDueMinutesSchema),
});
export type UpdateStoreBody = z.output<typeof updateStoreBodySchema>;

/** PUT /api/stores/:storeId/shift-settings: the settings dialog. */
export const shiftSettingsBodySchema = z.object({
  shiftSettings: shiftSettingsInputSchema,
  /** When each section is due; unchanged when absent. */
  dueSettings: z.optional(dueSettingsSchema),
});
export type ShiftSettingsBody = z.output<typeof shiftSettingsBodySchema>;
export type ShiftSettingsInput = z.input<typeof shiftSettingsBodySchema>;

/**
 * GET and PUT /api/stores/:storeId/action-due-minutes: the store's action due times alone, which
 * its managers may set as well as a super admin.
 */
export const storeActionDueBodySchema = z.object({
  actionDueMinutes: storeActionDueMinutesSchema,
});
export const storeActionDueSchema = z.object({
  storeId: z.string(),
  actionDueMinutes: storeActionDueMinutesSchema,
});
export type StoreActionDue = z.infer<typeof storeActionDueSchema>;

export const storeParamsSchema = z.object({
  storeId: z.string().check(z.minLength(1), z.maxLength(100)),
});

const count = z.int().check(z.minimum(0));

/** A store as Store Management shows it, with what keeps it from being deleted. */
export const adminStoreSchema = z.extend(viewableStoreSchema, {
  locale: storeLocaleSchema,
  deliveryService: z.nullable(z.string()),
  clock: storeClockSchema,
  temperatureUnit: temperatureUnitSchema,
  leadersSignOff: z.boolean(),
  dueSettings: dueSettingsSchema,
  actionDueMinutes: storeActionDueMinutesSchema,
  createdAt: z.string(),
  userCount: count,
  checklistCount: count,
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

/** GET /api/admin/stores: every store in store-number order, and the default time zone. */
export const adminStoresSchema = z.object({
  stores: z.array(adminStoreSchema),
  defaultTimeZone: z.string(),
});
export type AdminStores = z.infer<typeof adminStoresSchema>;
