import type { Kysely } from 'kysely';
import { webhookPausedText } from '#domain/notifications/webhook-texts';
import type { Database } from '../../db/types';
import { raiseNotifications } from '../../notifications/raise';
import type { Announce } from '../../writes/unit-of-work';

/** A paused webhook, as its owner is told of it. */
export interface PausedWebhook {
  id: string;
  name: string;
  url: string;
  /** Whoever made it (created_by): the one person told. */
  ownerId: string;
  storeId: string | null;
  businessDate: string;
  /** When its deliveries began to fail (failing_since), as an ISO time; unknown when null. */
  failingSince?: string | null;
}

/** An ISO time in numbers, as every language reads it: `2026-11-22 14:05 UTC`. */
function utcLabel(iso: string): string | undefined {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return undefined;
  const text = at.toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 16)} UTC`;
}

/**
 * A webhook whose every delivery attempt has failed for 24 hours was paused: its owner hears of
 * it in the app, and by e-mail unless they chose the app only. Once per pause: the notification's
 * subject carries the time its deliveries began to fail (or, unknown, the time it was paused).
 * Runs in the caller's transaction; returns how many e-mails wait to be sent.
 */
export async function notifyWebhookPaused(
  trx: Kysely<Database>,
  announce: Announce,
  now: string,
  webhook: PausedWebhook,
): Promise<number> {
  const failingSince = webhook.failingSince ?? null;
  const label = failingSince === null ? undefined : utcLabel(failingSince);
  return raiseNotifications(trx, announce, now, [
    {
      kind: 'webhook-paused',
      subject: `${webhook.id}:${failingSince ?? now}`,
      businessDate: webhook.businessDate,
      storeId: webhook.storeId,
      recipientIds: [webhook.ownerId],
      ...webhookPausedText(webhook, label),
    },
  ]);
}
