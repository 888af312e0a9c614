// Admin → Integrations → Webhooks: what ShiftCheck tells another system as it happens, signed
// the Standard Webhooks way (docs/decisions/058). A subscription names its events and its reach
// (one store, one area, or the chain); each event is one delivery per subscription, retried
// until it lands or 24 hours have passed, and kept in the subscription's log.
import { z } from 'zod/mini';
import { fieldTooLongMessage } from '../auth/messages';
import { WEBHOOK_MESSAGES } from './webhook-messages';

export { WEBHOOK_DELIVERIES_KEPT_DAYS } from './webhook-messages';

/** The events a subscription may ask for. */
export const WEBHOOK_EVENTS = [
  'checklist.created',
  'checklist.completed',
  'failure.logged',
  'action.assigned',
  'action.overdue',
  'action.verified',
  'reading.out-of-limits',
  'day.signed',
  'user.created',
  'user.deactivated',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What "Send a test" sends: to no subscription but the one asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const DELIVERED_EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;
export type DeliveredEvent = (typeof DELIVERED_EVENTS)[number];

/** A secret starts so (Standard Webhooks): `whsec_` and 32 random bytes in base64. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** After a rotation the secret before it still signs for this long. */
export const PREVIOUS_SECRET_HOURS = 24;
/** A delivery is retried, with longer and longer waits, for this long after its event. */
export const WEBHOOK_RETRY_HOURS = 24;
/** A subscription whose every attempt has failed for this long is paused, and its owner told. */
export const WEBHOOK_PAUSE_AFTER_HOURS = 24;

export const WEBHOOK_NAME_MAX_LENGTH = 60;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
const ID_MAX_LENGTH = 100;
const idField = z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH));

const nameField = z
  .string({ error: WEBHOOK_MESSAGES.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, WEBHOOK_MESSAGES.nameRequired),
    z.maxLength(WEBHOOK_NAME_MAX_LENGTH, fieldTooLongMessage(WEBHOOK_NAME_MAX_LENGTH)),
  );

/** An address as typed: http(s), with a host. Whether it may be used is the server's to say. */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (url.hostname === '' || url.username !== '' || url.password !== '') {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  return null;
}

const urlField = z.string({ error: WEBHOOK_MESSAGES.urlRequired }).check(
  z.trim(),
  z.minLength(1, WEBHOOK_MESSAGES.urlRequired),
  z.maxLength(WEBHOOK_URL_MAX_LENGTH, fieldTooLongMessage(WEBHOOK_URL_MAX_LENGTH)),
  z.refine((value) => webhookUrlProblem(value) === null, {
    error: (issue) => webhookUrlProblem(String(issue.input)) ?? WEBHOOK_MESSAGES.urlInvalid,
  }),
);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS), { error: WEBHOOK_MESSAGES.eventsRequired })
  .check(z.minLength(1, WEBHOOK_MESSAGES.eventsRequired), z.maxLength(WEBHOOK_EVENTS.length));

export const newWebhookBodySchema = z.object({
  name: nameField,
  url: urlField,
  events: eventsField,
  /** Its reach: one store, one area, or (both null) the chain. */
  storeId: z.nullable(idField),
  areaId: z.nullable(idField),
});
export type NewWebhookBody = z.infer<typeof newWebhookBodySchema>;

/** A change to a subscription: what is given changes; `paused` pauses or resumes it. */
export const changeWebhookBodySchema = z.object({
  name: z.optional(nameField),
  url: z.optional(urlField),
  events: z.optional(eventsField),
  paused: z.optional(z.boolean()),
});
export type ChangeWebhookBody = z.infer<typeof changeWebhookBodySchema>;

export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
/** Why a subscription is paused: by a person, or because every attempt failed for a day. */
export const WEBHOOK_PAUSE_REASONS = ['by-person', 'failing'] as const;
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  storeId: z.nullable(z.string()),
  storeName: z.nullable(z.string()),
  areaId: z.nullable(z.string()),
  areaName: z.nullable(z.string()),
  status: z.enum(WEBHOOK_STATUSES),
  pausedReason: z.nullable(z.enum(WEBHOOK_PAUSE_REASONS)),
  /** Since when every attempt has failed; null while the last one landed. */
  failingSince: z.nullable(z.string()),
  /** Until when the secret before the last rotation still signs; null when none does. */
  previousSecretUntil: z.nullable(z.string()),
  createdById: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhooksSchema = z.object({ webhooks: z.array(webhookSchema) });
export type Webhooks = z.infer<typeof webhooksSchema>;

/** A subscription just made, or its secret just rotated: `secret` is shown this once. */
export const webhookWithSecretSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

/**
 * Why an attempt got no answer: refused before it was sent (a private or local address, not
 * https), the host not found, the connection refused or reset, no answer within 10 s, or another
 * network failure. A code, worded by each screen in its reader's language.
 */
export const DELIVERY_ERRORS = [
  'private-address',
  'not-https',
  'host-not-found',
  'connection-refused',
  'connection-reset',
  'timeout',
  'network',
] as const;
export type DeliveryError = (typeof DELIVERY_ERRORS)[number];

export const webhookDeliverySchema = z.object({
  /** The `webhook-id` header: the same on every attempt, for the receiver to drop repeats. */
  id: z.string(),
  event: z.enum(DELIVERED_EVENTS),
  createdAt: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  lastAttemptAt: z.nullable(z.string()),
  /** The receiver's HTTP status at the last attempt; null when none came back. */
  responseStatus: z.nullable(z.number()),
  /** Why the last attempt failed, when no status came back. */
  error: z.nullable(z.enum(DELIVERY_ERRORS)),
  deliveredAt: z.nullable(z.string()),
  /** When the next attempt is due, while it is pending. */
  nextAttemptAt: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  /** The cursor of the next (older) page; null on the last. */
  next: z.nullable(z.string()),
});
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;

export const resendSinceBodySchema = z.object({ since: z.iso.datetime({ offset: true }) });
export type ResendSinceBody = z.infer<typeof resendSinceBodySchema>;
export const resentSchema = z.object({ queued: z.number() });
export type Resent = z.infer<typeof resentSchema>;
