import type { SessionUser } from '#domain/auth/schemas';
import { storeScopeOf } from '#domain/authz';
import type {
  NotificationList,
  NotificationPreferences,
  PreferencesBody,
} from '#domain/notifications/api';
import { NOTIFICATION_KINDS, type NotificationKind } from '#domain/notifications/kinds';
import { NOTIFICATION_MESSAGES } from '#domain/notifications/kinds';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import { readingLocale, type Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import { notificationIn } from '../mail/notification-texts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { ACTION_KINDS, actionItemTranslations } from './action-notices';
import { channelOf } from './raise';
import {
  countUnread,
  findNotification,
  failedItemTranslations,
  listNotifications,
  loadChannels,
  markAllRead,
  markRead,
  saveChannels,
} from './repository';

/** The newest this many are listed; older ones stay counted until read. */
const LIST_LIMIT = 100;

/** Only notifications of stores the person may see now (null: every store). */
function storeFilter(user: SessionUser): readonly string[] | null {
  const scope = storeScopeOf(user);
  return scope.kind === 'all' ? null : scope.storeIds;
}

/**
 * The person's notifications, newest first, in the language they read: each was stored in
 * English and is written again from the catalogue entry that wrote it (as its e-mail is), a
 * failed item (or an action's) in the words its checklist showed in their language.
 */
export async function getNotifications(deps: AppDeps, user: Caller): Promise<NotificationList> {
  requireAccess(user, 'notification:list');
  const stores = storeFilter(user);
  const [notifications, unread] = await Promise.all([
    listNotifications(deps.db.kysely, user.id, stores, LIST_LIMIT),
    countUnread(deps.db.kysely, user.id, stores),
  ]);
  const locale = readingLocale(user);
  if (locale === 'en-GB' || locale === 'en-US') return { notifications, unread };
  const idsOf = (kinds: readonly NotificationKind[]) =>
    notifications.filter((n) => kinds.includes(n.kind)).map((n) => n.id);
  const words = new Map([
    ...(await failedItemTranslations(deps.db.kysely, idsOf(['priority-failure']))),
    ...(await actionItemTranslations(deps.db.kysely, idsOf(ACTION_KINDS))),
  ]);
  return {
    notifications: notifications.map((n) => {
      const shown = words.get(n.id);
      const item = shown ? translationFor(parseShownTranslations(shown), locale) : null;
      return {
        ...n,
        ...notificationIn(locale, {
          kind: n.kind,
          title: n.title,
          body: n.body,
          businessDate: n.businessDate,
          itemWords: item?.text ?? null,
        }),
      };
    }),
    unread,
  };
}

export async function readNotification(deps: AppDeps, user: SessionUser, id: string) {
  const row = await findNotification(deps.db.kysely, id);
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  requireAccess(user, 'notification:read', {
    recipientId: row.recipient_id,
    storeId: row.store_id,
  });
  await markRead(deps.db.kysely, id, deps.clock.now().toISOString());
  return getNotifications(deps, user);
}

export async function readAllNotifications(deps: AppDeps, user: SessionUser) {
  requireAccess(user, 'notification:list');
  await markAllRead(deps.db.kysely, user.id, storeFilter(user), deps.clock.now().toISOString());
  return getNotifications(deps, user);
}

export async function getPreferences(
  deps: AppDeps,
  user: SessionUser,
): Promise<NotificationPreferences> {
  requireAccess(user, 'notification:list');
  const chosen = (await loadChannels(deps.db.kysely, [user.id])).get(user.id);
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, channelOf(kind, chosen?.get(kind))]),
  ) as NotificationPreferences;
}

export async function setPreferences(deps: AppDeps, user: SessionUser, body: PreferencesBody) {
  requireAccess(user, 'notification:set-preferences');
  await saveChannels(
    deps.db.kysely,
    user.id,
    NOTIFICATION_KINDS.map((kind) => ({ kind, channel: body[kind] })),
  );
  return getPreferences(deps, user);
}
