import { z } from 'zod/mini';
import { DUE_MESSAGES, DUE_MINUTES_MAX, type DueSettings } from './settings';

// Apart from the constants, so the screens that only show due times do not load zod.
const minutes = z
  .int({ error: DUE_MESSAGES.minutes })
  .check(z.minimum(0, DUE_MESSAGES.minutes), z.maximum(DUE_MINUTES_MAX, DUE_MESSAGES.minutes));

export const dueSettingsSchema = z.object({
  preShiftMinutes: minutes,
  travelPathPercent: z
    .int({ error: DUE_MESSAGES.percent })
    .check(z.minimum(1, DUE_MESSAGES.percent), z.maximum(100, DUE_MESSAGES.percent)),
  handoverMinutes: minutes,
}) satisfies z.ZodMiniType<DueSettings>;
