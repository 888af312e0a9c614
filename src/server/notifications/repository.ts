import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Notification } from '#domain/notifications/api';
import {
  recipientsOf,
  type NotificationChannel,
  type NotificationKind,
  type RoleKind,
} from '#domain/notifications/kinds';
import type { Database, NotificationsTable } from '../db/types';

type Executor = Kysely<Database>;

/** One notification for one person; (kind, subject, recipient, day) is its unique key. */
export interface NewNotification {
  kind: NotificationKind;
  subject: string;
  recipientId: string;
  businessDate: string;
  storeId: string | null;
  title: string;
  body: string;
  link: string;
  email: boolean;
  now: string;
}

/** True when this call inserted it; false when it existed (another instance, or earlier). */
export async function insertNotificationOnce(db: Executor, n: NewNotification): Promise<boolean> {
  const inserted = await db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      kind: n.kind,
      subject: n.subject,
      recipient_id: n.recipientId,
      business_date: n.businessDate,
      store_id: n.storeId,
      title: n.title,
      body: n.body,
      link: n.link,
      created_at: n.now,
      read_at: null,
      email_state: n.email ? 'pending' : 'none',
      emailed_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['kind', 'subject', 'recipient_id', 'business_date']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    id: row.id,
    kind: row.kind,
    storeId: row.store_id,
    businessDate: row.business_date,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/** The stores a list may show: null for every store, else these (none: only storeless ones). */
type StoreFilter = readonly string[] | null;

function visibleTo(db: Executor, recipientId: string, stores: StoreFilter) {
  let query = db.selectFrom('notifications').where('recipient_id', '=', recipientId);
  if (stores !== null) {
    query = query.where((eb) =>
      stores.length === 0
        ? eb('store_id', 'is', null)
        : eb.or([eb('store_id', 'is', null), eb('store_id', 'in', stores)]),
    );
  }
  return query;
}

export async function listNotifications(
  db: Executor,
  recipientId: string,
  stores: StoreFilter,
  limit: number,
) {
  const rows = await visibleTo(db, recipientId, stores)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toNotification);
}

/** The frozen item words of the listed priority failures' items, by notification id (JSON). */
export async function failedItemTranslations(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('notifications as n')
    .innerJoin('checklist_items as i', 'i.id', 'n.subject')
    .select(['n.id', 'i.translations'])
    .where('n.id', 'in', ids)
    .where('n.kind', '=', 'priority-failure')
    .where('i.translations', '!=', '{}')
    .execute();
  return new Map(rows.map((row) => [row.id, row.translations]));
}

export async function countUnread(db: Executor, recipientId: string, stores: StoreFilter) {
  const row = await visibleTo(db, recipientId, stores)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findNotification(db: Executor, id: string) {
  const row = await db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function markRead(db: Executor, id: string, now: string) {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

export async function markAllRead(
  db: Executor,
  recipientId: string,
  stores: StoreFilter,
  now: string,
) {
  const ids = await visibleTo(db, recipientId, stores)
    .where('read_at', 'is', null)
    .select('id')
    .execute();
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where(
      'id',
      'in',
      ids.map((r) => r.id),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function loadChannels(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, Map<NotificationKind, NotificationChannel>>();
  const rows = await db
    .selectFrom('notification_preferences')
    .selectAll()
    .where('user_id', 'in', userIds)
    .execute();
  const byUser = new Map<string, Map<NotificationKind, NotificationChannel>>();
  for (const row of rows) {
    const channels = byUser.get(row.user_id) ?? new Map<NotificationKind, NotificationChannel>();
    channels.set(row.kind, row.channel);
    byUser.set(row.user_id, channels);
  }
  return byUser;
}

export async function saveChannels(
  db: Executor,
  userId: string,
  channels: readonly { kind: NotificationKind; channel: NotificationChannel }[],
) {
  await db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  await db
    .insertInto('notification_preferences')
    .values(channels.map((c) => ({ user_id: userId, kind: c.kind, channel: c.channel })))
    .execute();
}

/**
 * Who a store's notification of this kind is raised for (RECIPIENT_ROLES): its people of those
 * roles, the managers of its area when theirs is one, and every super admin when theirs is; none
 * who is turned off.
 */
export async function findRecipients(
  db: Executor,
  storeId: string,
  kind: RoleKind,
): Promise<string[]> {
  const roles = recipientsOf(kind);
  if (typeof roles === 'string') throw new Error(`${kind} goes to one person (${roles})`);
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or(
        roles.map((role) => {
          if (role === 'super-admin') return eb('role', '=', role);
          if (role === 'area') {
            const area = eb.selectFrom('stores').select('area_id').where('id', '=', storeId);
            return eb.and([eb('role', '=', role), eb('area_id', '=', area)]);
          }
          return eb.and([eb('role', '=', role), eb('store_id', '=', storeId)]);
        }),
      ),
    )
    // Nobody the identity provider turned off hears of the store any more.
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Who already has a notification of these kinds about these subjects: `kind|subject|recipient`. */
export async function notificationsRaised(
  db: Executor,
  kinds: readonly NotificationKind[],
  subjects: readonly string[],
): Promise<Set<string>> {
  const raised = new Set<string>();
  // In slices, well within either database's limit on a statement's values.
  for (let i = 0; i < subjects.length; i += 500) {
    const rows = await db
      .selectFrom('notifications')
      .select(['kind', 'subject', 'recipient_id'])
      .where('kind', 'in', kinds)
      .where('subject', 'in', subjects.slice(i, i + 500))
      .execute();
    for (const row of rows) raised.add(`${row.kind}|${row.subject}|${row.recipient_id}`);
  }
  return raised;
}

/** A notification whose e-mail waits to be sent, with its recipient's address. */
export interface PendingEmail {
  id: string;
  title: string;
  body: string;
  link: string;
  emailAttempts: number;
  email: string;
}

/** The oldest notifications whose e-mail waits, at most `limit`. */
export async function listPendingEmails(db: Executor, limit: number): Promise<PendingEmail[]> {
  const rows = await db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.recipient_id')
    .select([
      'notifications.id',
      'notifications.title',
      'notifications.body',
      'notifications.link',
      'notifications.email_attempts',
      'users.email',
    ])
    .where('notifications.email_state', '=', 'pending')
    .orderBy('notifications.created_at')
    .limit(limit)
    .execute();
  return rows.map(({ email_attempts: emailAttempts, ...row }) => ({ ...row, emailAttempts }));
}

/** Claims a waiting e-mail for sending: true for the one caller (of any instance) that won it. */
export async function claimEmail(db: Executor, id: string): Promise<boolean> {
  const claimed = await db
    .updateTable('notifications')
    .set({ email_state: 'sending' })
    .where('id', '=', id)
    .where('email_state', '=', 'pending')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function emailSent(db: Executor, id: string, at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ email_state: 'sent', emailed_at: at })
    .where('id', '=', id)
    .execute();
}

/** A failed send: waits for another try, or is given up (`gaveUp`). */
export async function emailFailed(
  db: Executor,
  id: string,
  attempts: number,
  gaveUp: boolean,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ email_state: gaveUp ? 'failed' : 'pending', email_attempts: attempts })
    .where('id', '=', id)
    .execute();
}
