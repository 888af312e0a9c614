import { WEBHOOK_PAUSE_AFTER_HOURS } from '../integrations/webhooks';
import type { NotificationText } from './texts';

/** Where a webhook's settings and delivery log are, in Admin → Integrations. */
export const webhookLink = (webhookId: string) => `/admin/integrations/webhooks/${webhookId}`;

/**
 * Every attempt to send a webhook's events has failed for a day, so it was paused: whoever made
 * it hears what to do. The time it started failing is said as the caller wrote it (a time in
 * numbers, such as `2026-11-22 14:05 UTC`, reads the same in every language).
 */
export function webhookPausedText(
  webhook: { id: string; name: string; url: string },
  failingSinceLabel?: string,
): NotificationText {
  const failed =
    failingSinceLabel === undefined
      ? `has failed for ${WEBHOOK_PAUSE_AFTER_HOURS} hours`
      : `has failed for ${WEBHOOK_PAUSE_AFTER_HOURS} hours, since ${failingSinceLabel}`;
  return {
    title: `Webhook “${webhook.name}” paused`,
    body: `Every attempt to send events to ${webhook.url} ${failed}, so the webhook is paused and no events are sent. Fix the receiving system, then resume the webhook in Integrations and use “Resend everything since…” for the events it missed.`,
    link: webhookLink(webhook.id),
  };
}
