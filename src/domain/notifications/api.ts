import { z } from 'zod/mini';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  isEscalation,
  notificationChannelSchema,
  notificationKindSchema,
} from './kinds';

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  storeId: z.nullable(z.string()),
  businessDate: z.string(),
  title: z.string(),
  body: z.string(),
  /** The app path it is about: a checklist, or a day of the daily view. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest first, and how many are unread in all. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.int().check(z.minimum(0)),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const preferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationChannelSchema])) as {
    [K in (typeof NOTIFICATION_KINDS)[number]]: typeof notificationChannelSchema;
  },
);
export type NotificationPreferences = z.infer<typeof preferencesSchema>;

/** PUT /api/notifications/preferences: every kind's channel; escalations never off. */
export const preferencesBodySchema = preferencesSchema.check(
  z.superRefine((value, ctx) => {
    for (const kind of NOTIFICATION_KINDS) {
      if (isEscalation(kind) && value[kind] === 'off') {
        ctx.addIssue({
          code: 'custom',
          path: [kind],
          message: NOTIFICATION_MESSAGES.escalationOff,
        });
      }
    }
  }),
);
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;
