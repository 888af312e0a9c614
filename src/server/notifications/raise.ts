import type { Kysely } from 'kysely';
import {
  DEFAULT_CHANNELS,
  isEscalation,
  type NotificationChannel,
  type NotificationKind,
} from '#domain/notifications/kinds';
import type { NotificationText } from '#domain/notifications/texts';
import type { Announce } from '../writes/unit-of-work';
import type { Database } from '../db/types';
import { insertNotificationOnce, loadChannels } from './repository';

/** One event, for the people it concerns. */
export interface NotificationDraft extends NotificationText {
  kind: NotificationKind;
  subject: string;
  businessDate: string;
  storeId: string | null;
  recipientIds: readonly string[];
}

/** A person's channel for a kind; an escalation stored as off (never accepted) stays in-app. */
export function channelOf(
  kind: NotificationKind,
  chosen: NotificationChannel | undefined,
): NotificationChannel {
  const channel = chosen ?? DEFAULT_CHANNELS[kind];
  return channel === 'off' && isEscalation(kind) ? 'in-app' : channel;
}

/**
 * Inserts each recipient's notification once (the unique key decides between instances and
 * restarts) inside the caller's transaction, and announces each new one to its recipient's
 * live streams when that commits. Returns how many new ones wait to be e-mailed.
 */
export async function raiseNotifications(
  trx: Kysely<Database>,
  announce: Announce,
  now: string,
  drafts: readonly NotificationDraft[],
): Promise<number> {
  const everyone = [...new Set(drafts.flatMap((d) => d.recipientIds))];
  const channels = await loadChannels(trx, everyone);
  let emails = 0;
  for (const draft of drafts) {
    for (const recipientId of new Set(draft.recipientIds)) {
      const channel = channelOf(draft.kind, channels.get(recipientId)?.get(draft.kind));
      if (channel === 'off') continue;
      const email = channel === 'in-app-email';
      const inserted = await insertNotificationOnce(trx, {
        kind: draft.kind,
        subject: draft.subject,
        recipientId,
        businessDate: draft.businessDate,
        storeId: draft.storeId,
        title: draft.title,
        body: draft.body,
        link: draft.link,
        email,
        now,
      });
      if (!inserted) continue;
      if (email) emails += 1;
      announce({ type: 'notification', userId: recipientId });
    }
  }
  return emails;
}
