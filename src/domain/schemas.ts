// The zod schemas of the product's basic values. They live apart from the constants they are
// built from (roles.ts, sections.ts, shifts.ts, dates/) so the web app's first page, which needs
// only the constants, does not load zod.
import { z } from 'zod/mini';
import { DATE_OUT_OF_RANGE, ISO_DATE_MESSAGE, isDateInRange, isIsoDate } from './dates/calendar';
import { ROLES } from './roles';
import { SECTIONS } from './sections';
import { SHIFT_CATEGORIES, TIME_OF_DAY_PATTERN, TIME_FORMAT_MESSAGE } from './shifts';

export const roleSchema = z.enum(ROLES);
export const sectionSchema = z.enum(SECTIONS);
export const shiftCategorySchema = z.enum(SHIFT_CATEGORIES);

export const isoDateSchema = z
  .string({ error: ISO_DATE_MESSAGE })
  .check(z.refine(isIsoDate, { error: ISO_DATE_MESSAGE }));

/** A date a request may ask about: a real date, from 2000-01-01 to 9999-12-31. */
export const boundedDateSchema = isoDateSchema.check(
  z.refine(isDateInRange, { error: DATE_OUT_OF_RANGE }),
);

export const timeOfDaySchema = z.string().check(z.regex(TIME_OF_DAY_PATTERN, TIME_FORMAT_MESSAGE));

export const shiftSettingSchema = z.object({
  enabled: z.boolean(),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
});

export const shiftSettingsSchema = z.object({
  breakfast: shiftSettingSchema,
  day: shiftSettingSchema,
  night: shiftSettingSchema,
  overnight: shiftSettingSchema,
});
