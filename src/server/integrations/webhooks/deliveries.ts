import type { Kysely } from 'kysely';
import {
  DELIVERED_EVENTS,
  DELIVERY_ERRORS,
  DELIVERY_STATUSES,
  type WebhookDelivery,
} from '#domain/integrations/webhooks';
import type { Database } from '../../db/types';

type Executor = Kysely<Database>;

/** A delivery as the dispatcher sends it. */
export interface ClaimedDelivery {
  id: string;
  subscriptionId: string;
  event: string;
  payload: string;
  queuedAt: string;
  attempts: number;
}

const claimedColumns = [
  'id',
  'subscription_id as subscriptionId',
  'event',
  'payload',
  'queued_at as queuedAt',
  'attempts',
] as const;

/**
 * Claims deliveries due by `now` whose subscription is not paused, until `until`: one
 * conditional update, so of two instances (or two runs) asking at once, each row goes to one.
 * A claim that lapses (its instance was killed mid-send) is claimed again: at least once.
 */
export async function claimDueDeliveries(
  db: Executor,
  now: string,
  until: string,
  limit: number,
  only?: string,
): Promise<ClaimedDelivery[]> {
  const claimable = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_subscriptions as w', 'w.id', 'd.subscription_id')
    .select('d.id')
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('d.claimed_until', 'is', null), eb('d.claimed_until', '<', now)]))
    .where('w.paused_at', 'is', null)
    .$if(only !== undefined, (query) => query.where('d.id', '=', only ?? ''))
    .orderBy('d.next_attempt_at')
    .limit(limit);
  return db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1), last_attempt_at: now }))
    .where('id', 'in', claimable)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning([...claimedColumns])
    .execute();
}

/** The attempt landed. */
export async function deliverySucceeded(db: Executor, id: string, status: number, now: string) {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: 'delivered',
      response_status: status,
      error: null,
      delivered_at: now,
      next_attempt_at: null,
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/** The attempt failed: tried again at `retryAt`, or, with none, given up. */
export async function deliveryFailed(
  db: Executor,
  id: string,
  answer: { status: number | null; error: string | null },
  retryAt: string | null,
) {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: retryAt === null ? 'failed' : 'pending',
      response_status: answer.status,
      error: answer.error,
      next_attempt_at: retryAt,
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Queues deliveries again, to go at once and be retried for a day from now. */
export async function requeueDeliveries(
  db: Executor,
  subscriptionId: string,
  now: string,
  which: { id: string } | { since: string },
): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', queued_at: now, next_attempt_at: now, claimed_until: null })
    .where('subscription_id', '=', subscriptionId)
    .$if('id' in which, (query) => query.where('id', '=', 'id' in which ? which.id : ''))
    .$if('since' in which, (query) =>
      query.where('created_at', '>=', 'since' in which ? which.since : ''),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deliveries that are done (landed or given up) and older than `before`: removed. */
export async function dropOldDeliveries(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('created_at', '<', before)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const isEvent = (value: string) => DELIVERED_EVENTS.find((event) => event === value);
const isStatus = (value: string) => DELIVERY_STATUSES.find((status) => status === value);
const errorOf = (value: string | null) =>
  value === null ? null : (DELIVERY_ERRORS.find((error) => error === value) ?? 'network');

/** One page of a subscription's log, newest first; `after` is the last row of the page before. */
export async function listDeliveries(
  db: Executor,
  subscriptionId: string,
  limit: number,
  after: { createdAt: string; id: string } | null,
  only?: string,
): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'event',
      'created_at as createdAt',
      'status',
      'attempts',
      'last_attempt_at as lastAttemptAt',
      'response_status as responseStatus',
      'error',
      'delivered_at as deliveredAt',
      'next_attempt_at as nextAttemptAt',
    ])
    .where('subscription_id', '=', subscriptionId)
    .$if(only !== undefined, (query) => query.where('id', '=', only ?? ''))
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('created_at', '<', after?.createdAt ?? ''),
          eb.and([eb('created_at', '=', after?.createdAt ?? ''), eb('id', '<', after?.id ?? '')]),
        ]),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const event = isEvent(row.event);
    const status = isStatus(row.status);
    if (!event || !status) return [];
    return [
      {
        ...row,
        event,
        status,
        error: errorOf(row.error),
        nextAttemptAt: status === 'pending' ? row.nextAttemptAt : null,
      },
    ];
  });
}

export async function findDelivery(db: Executor, subscriptionId: string, id: string) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'created_at as createdAt'])
    .where('subscription_id', '=', subscriptionId)
    .where('id', '=', id)
    .executeTakeFirst();
}
