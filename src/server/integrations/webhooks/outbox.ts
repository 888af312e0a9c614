// The webhooks' outbox (docs/decisions/058): an event becomes one delivery row per subscription
// that asked for it, written in the transaction of the change it tells of — so it is kept exactly
// when the change is, and survives a crash between the commit and its sending. The dispatcher
// (dispatcher.ts) sends the rows once they have committed.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DeliveredEvent, WebhookEvent } from '#domain/integrations/webhooks';
import type { Database } from '../../db/types';
import { eventsOf } from './repository';

type Executor = Kysely<Database>;

/** One thing that happened, for the subscriptions reaching its store (none: the chain's only). */
export interface WebhookEventDraft {
  event: WebhookEvent;
  storeId: string | null;
  data: Record<string, unknown>;
}

/** The body a receiver gets: Standard Webhooks' `type`, `timestamp` and `data`. */
export function payloadOf(event: DeliveredEvent, at: string, data: unknown): string {
  return JSON.stringify({ type: event, timestamp: at, data });
}

/** A message id (the `webhook-id` header), the same on every attempt of one delivery. */
export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** The row of one delivery queued now, to be sent at once. */
export function deliveryRow(
  subscriptionId: string,
  event: DeliveredEvent,
  payload: string,
  now: string,
) {
  return {
    id: newMessageId(),
    subscription_id: subscriptionId,
    event,
    payload,
    created_at: now,
    queued_at: now,
    status: 'pending',
    next_attempt_at: now,
  };
}

/**
 * Queues the events for every active subscription that asked for them and reaches their store:
 * the chain's, the store's own, and its area's. Call it in the change's transaction. Returns
 * how many deliveries were queued.
 */
export async function queueWebhookEvents(
  trx: Executor,
  now: string,
  drafts: readonly WebhookEventDraft[],
): Promise<number> {
  if (drafts.length === 0) return 0;
  const kinds = [...new Set(drafts.map((draft) => draft.event))];
  const subscriptions = await trx
    .selectFrom('webhook_subscriptions')
    .select(['id', 'events', 'store_id as storeId', 'area_id as areaId'])
    .where('paused_at', 'is', null)
    .where((eb) => eb.or(kinds.map((kind) => eb('events', 'like', `%"${kind}"%`))))
    .execute();
  if (subscriptions.length === 0) return 0;
  const storeIds = [...new Set(drafts.flatMap((draft) => (draft.storeId ? [draft.storeId] : [])))];
  const areas = new Map(
    storeIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('stores')
            .select(['id', 'area_id as areaId'])
            .where('id', 'in', storeIds)
            .execute()
        ).map((store) => [store.id, store.areaId]),
  );
  const rows = drafts.flatMap((draft) => {
    const areaId = draft.storeId ? (areas.get(draft.storeId) ?? null) : null;
    const payload = payloadOf(draft.event, now, draft.data);
    return subscriptions
      .filter((subscription) => eventsOf(subscription.events).includes(draft.event))
      .filter(
        (subscription) =>
          (subscription.storeId === null && subscription.areaId === null) ||
          (subscription.storeId !== null && subscription.storeId === draft.storeId) ||
          (subscription.areaId !== null && subscription.areaId === areaId),
      )
      .map((subscription) => deliveryRow(subscription.id, draft.event, payload, now));
  });
  if (rows.length > 0) await trx.insertInto('webhook_deliveries').values(rows).execute();
  return rows.length;
}
