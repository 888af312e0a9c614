import type { Kysely } from 'kysely';
import { personName } from '#domain/checklists/summary';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_PAUSE_REASONS,
  type Webhook,
  type WebhookEvent,
} from '#domain/integrations/webhooks';
import type { Database } from '../../db/types';
import type { TokenVisibility } from '../tokens/repository';

type Executor = Kysely<Database>;

const isEvent = (value: unknown): value is WebhookEvent =>
  WEBHOOK_EVENTS.some((event) => event === value);

/** The stored JSON array of events, keeping only events this version knows. */
export function eventsOf(json: string): WebhookEvent[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter(isEvent) : [];
}

function subscriptionsQuery(db: Executor) {
  return db
    .selectFrom('webhook_subscriptions as w')
    .innerJoin('users as u', 'u.id', 'w.created_by')
    .leftJoin('stores as s', 's.id', 'w.store_id')
    .leftJoin('areas as a', 'a.id', 'w.area_id')
    .select([
      'w.id',
      'w.name',
      'w.url',
      'w.events',
      'w.store_id as storeId',
      's.name as storeName',
      's.store_number as storeNumber',
      'w.area_id as areaId',
      'a.name as areaName',
      'w.paused_at as pausedAt',
      'w.paused_reason as pausedReason',
      'w.failing_since as failingSince',
      'w.previous_secret_until as previousSecretUntil',
      'w.created_by as createdById',
      'u.display_name as createdByDisplayName',
      'u.email as createdByEmail',
      'w.created_at as createdAt',
    ]);
}

type SubscriptionRow = Awaited<
  ReturnType<ReturnType<typeof subscriptionsQuery>['executeTakeFirstOrThrow']>
>;

const pauseReasonOf = (value: string | null) =>
  WEBHOOK_PAUSE_REASONS.find((reason) => reason === value) ?? null;

function webhookOf(row: SubscriptionRow, now: string): Webhook {
  const paused = row.pausedAt !== null;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: eventsOf(row.events),
    storeId: row.storeId,
    storeName: row.storeName === null ? null : `${row.storeNumber ?? ''} ${row.storeName}`.trim(),
    areaId: row.areaId,
    areaName: row.areaName,
    status: paused ? 'paused' : 'active',
    pausedReason: paused ? (pauseReasonOf(row.pausedReason) ?? 'by-person') : null,
    failingSince: row.failingSince,
    previousSecretUntil:
      row.previousSecretUntil !== null && new Date(row.previousSecretUntil) > new Date(now)
        ? row.previousSecretUntil
        : null,
    createdById: row.createdById,
    createdByName: personName({ displayName: row.createdByDisplayName, email: row.createdByEmail }),
    createdAt: row.createdAt,
  };
}

/** The subscriptions a person may see, the newest first. */
export async function listWebhooks(
  db: Executor,
  visible: TokenVisibility,
  now: string,
): Promise<Webhook[]> {
  let query = subscriptionsQuery(db);
  if (visible.kind === 'reach') {
    const { storeIds, areaId } = visible;
    query = query.where((eb) =>
      eb.or([
        ...(storeIds.length > 0 ? [eb('w.store_id', 'in', storeIds)] : []),
        ...(areaId !== null ? [eb('w.area_id', '=', areaId)] : []),
        eb.lit(false),
      ]),
    );
  }
  const rows = await query.orderBy('w.created_at', 'desc').orderBy('w.id').execute();
  return rows.map((row) => webhookOf(row, now));
}

export async function findWebhook(db: Executor, id: string, now: string): Promise<Webhook | null> {
  const row = await subscriptionsQuery(db).where('w.id', '=', id).executeTakeFirst();
  return row ? webhookOf(row, now) : null;
}

export async function insertWebhook(
  db: Executor,
  webhook: {
    id: string;
    name: string;
    url: string;
    events: readonly WebhookEvent[];
    storeId: string | null;
    areaId: string | null;
    secret: string;
    createdBy: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('webhook_subscriptions')
    .values({
      id: webhook.id,
      name: webhook.name,
      url: webhook.url,
      events: JSON.stringify(webhook.events),
      store_id: webhook.storeId,
      area_id: webhook.areaId,
      secret: webhook.secret,
      created_by: webhook.createdBy,
      created_at: webhook.now,
    })
    .execute();
}

/** Name, address, events, or paused state; true when the subscription was there to change. */
export async function updateWebhook(
  db: Executor,
  id: string,
  change: {
    name?: string;
    url?: string;
    events?: readonly WebhookEvent[];
    paused?: { at: string; reason: 'by-person' | 'failing' } | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_subscriptions')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.url !== undefined ? { url: change.url } : {}),
      ...(change.events !== undefined ? { events: JSON.stringify(change.events) } : {}),
      ...(change.paused !== undefined
        ? {
            paused_at: change.paused?.at ?? null,
            paused_reason: change.paused?.reason ?? null,
            // Resumed: the next failure starts a new day's count.
            ...(change.paused === null ? { failing_since: null } : {}),
          }
        : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A new secret; the one before keeps signing until `previousUntil`. */
export async function rotateWebhookSecret(
  db: Executor,
  id: string,
  secret: string,
  previousUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_subscriptions')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_until: previousUntil,
      secret,
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteWebhook(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook_subscriptions')
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What a delivery needs of its subscription: where, how to sign, and whether it is paused. */
export interface WebhookTarget {
  id: string;
  name: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: string | null;
  pausedAt: string | null;
  failingSince: string | null;
  createdBy: string;
  storeId: string | null;
}

export async function findWebhookTargets(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, WebhookTarget>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('webhook_subscriptions')
    .select([
      'id',
      'name',
      'url',
      'secret',
      'previous_secret as previousSecret',
      'previous_secret_until as previousSecretUntil',
      'paused_at as pausedAt',
      'failing_since as failingSince',
      'created_by as createdBy',
      'store_id as storeId',
    ])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** A delivery landed: the subscription is no longer failing. */
export async function webhookSucceeded(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('webhook_subscriptions')
    .set({ failing_since: null })
    .where('id', '=', id)
    .where('failing_since', 'is not', null)
    .execute();
}

/** An attempt failed: failing from now, unless it already was. */
export async function webhookFailed(db: Executor, id: string, now: string): Promise<void> {
  await db
    .updateTable('webhook_subscriptions')
    .set({ failing_since: now })
    .where('id', '=', id)
    .where('failing_since', 'is', null)
    .execute();
}

/**
 * Pauses a subscription that has failed since before `failingBefore`; true for the one call that
 * paused it (another instance's call finds it paused already).
 */
export async function pauseFailingWebhook(
  db: Executor,
  id: string,
  failingBefore: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_subscriptions')
    .set({ paused_at: now, paused_reason: 'failing' })
    .where('id', '=', id)
    .where('paused_at', 'is', null)
    .where('failing_since', '<=', failingBefore)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
