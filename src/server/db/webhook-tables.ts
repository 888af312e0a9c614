import type { ColumnType } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Where a chain's other system hears of events (migration 039, docs/decisions/058). */
export interface WebhookSubscriptionsTable {
  id: string;
  name: string;
  url: string;
  /** JSON array of WebhookEvent. */
  events: string;
  store_id: Nullable<string>;
  area_id: Nullable<string>;
  secret: string;
  previous_secret: Nullable<string>;
  previous_secret_until: Nullable<string>;
  paused_at: Nullable<string>;
  /** 'by-person' | 'failing' while paused. */
  paused_reason: Nullable<string>;
  failing_since: Nullable<string>;
  created_by: string;
  created_at: string;
}

/** One event for one subscription: the outbox row and its line in the delivery log. */
export interface WebhookDeliveriesTable {
  id: string;
  subscription_id: string;
  event: string;
  /** The JSON body sent, fixed when the event happened. */
  payload: string;
  created_at: string;
  /** When it was last queued (the event, or a "send again"): retried for a day from then. */
  queued_at: string;
  /** 'pending' | 'delivered' | 'failed' */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Nullable<string>;
  claimed_until: Nullable<string>;
  last_attempt_at: Nullable<string>;
  response_status: Nullable<number>;
  error: Nullable<string>;
  delivered_at: Nullable<string>;
}

export interface WebhookTables {
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
