import { z } from 'zod';
import { DUE_MESSAGES, DUE_MINUTES_MAX, type DueSettings } from './settings';

// Apart from the constants, so the screens that only show due times do not load zod.
const minutes = z
  .number({ error: DUE_MESSAGES.minutes })
  .int(DUE_MESSAGES.minutes)
  .min(0, DUE_MESSAGES.minutes)
  .max(DUE_MINUTES_MAX, DUE_MESSAGES.minutes);

export const dueSettingsSchema = z.object({
  preShiftMinutes: minutes,
  travelPathPercent: z
    .number({ error: DUE_MESSAGES.percent })
    .int(DUE_MESSAGES.percent)
    .min(1, DUE_MESSAGES.percent)
    .max(100, DUE_MESSAGES.percent),
  handoverMinutes: minutes,
}) satisfies z.ZodType<DueSettings>;
