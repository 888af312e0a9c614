import { NOTIFICATION_NOT_FOUND } from '#domain/notifications/messages';
import type { Actor } from '../actor';
import { ALLOW, hidden, type Decision } from '../decision';
import { canSeeStore } from '../scope';

export interface NotificationResource {
  recipientId: string;
  storeId: string | null;
}

export const notificationPolicies = {
  /** Everyone signed in has a list of their own and chooses what reaches them. */
  'notification:list': (): Decision => ALLOW,
  'notification:set-preferences': (): Decision => ALLOW,
  /** The live stream of changes (GET /api/live): everyone signed in; an API token never. */
  'live:subscribe': (): Decision => ALLOW,
  /**
   * Only the recipient, and only while they may still see its store: someone moved to another
   * store no longer sees the old store's notifications. Anything else answers as missing.
   */
  'notification:read': (actor: Actor, notification: NotificationResource): Decision =>
    notification.recipientId === actor.id &&
    (notification.storeId === null || canSeeStore(actor, notification.storeId))
      ? ALLOW
      : hidden(NOTIFICATION_NOT_FOUND),
};
