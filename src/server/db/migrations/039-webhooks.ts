import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Signed webhooks (docs/decisions/058).
 *
 * `webhook_subscriptions`: where a chain's other system hears of events — its address, the
 * events (a JSON array), its reach (one store, one area, or the chain: both null), its secret
 * and, for a day after a rotation, the one before; paused by a person or after a day of failures.
 *
 * `webhook_deliveries`: the outbox. One row per event and subscription, written in the change's
 * transaction and sent after it commits; claimed for a minute at a time (`claimed_until`) so two
 * instances never send one at once; retried with growing waits (`next_attempt_at`) for a day
 * from when it was queued (`queued_at`: the event, or a "send again"). The row is the
 * subscription's delivery log: status, attempts, the receiver's last answer.
 *
 * `actions.overdue_announced_at`: when other systems were told an action fell overdue (once, by
 * whichever instance marked it). Actions already there are marked: only those opened from now on
 * are announced.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('webhook_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('area_id', 'text', (c) => c.references('areas.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', t.timestamp)
    .addColumn('paused_at', t.timestamp)
    .addColumn('paused_reason', 'text')
    .addColumn('failing_since', t.timestamp)
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('webhook_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('queued_at', t.timestamp, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('claimed_until', t.timestamp)
    .addColumn('last_attempt_at', t.timestamp)
    .addColumn('response_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('delivered_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_log_idx')
    .on('webhook_deliveries')
    .columns(['subscription_id', 'created_at'])
    .execute();
  await db.schema.alterTable('actions').addColumn('overdue_announced_at', t.timestamp).execute();
  await sql`update actions set overdue_announced_at = opened_at`.execute(db);
  // Outstanding actions not yet announced overdue, the soonest due first: what a run looks at.
  await db.schema
    .createIndex('actions_overdue_unannounced_idx')
    .on('actions')
    .columns(['due_at'])
    .where(sql<boolean>`status in ('open', 'in-progress') and overdue_announced_at is null`)
    .execute();
}
