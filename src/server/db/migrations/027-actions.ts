import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { actionDueAt } from '#domain/actions/actions';
import { failurePrioritySchema } from '#domain/checklists/priorities';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Corrective actions (docs/decisions/047): each failure of a checklist item is an action, with
 * who owns it (a person of the store, or an outside contractor named with an e-mail address),
 * when it is due, its status (open, in progress, done, verified), what was done and who checked
 * it. A failed item has one action: resolved it is done, failing again reopens it, and it goes
 * when the failure is taken back. An action belongs to its checklist as a reading does
 * (migration 026): through the store and business date, so it goes with a deleted checklist.
 *
 * An action keeps its item's words (`item_text`, as the checklist froze them): the same words
 * failing again in the same store within 30 days is a recurring failure, marked on the action
 * when it opens (`recurring`). A store may set its own due windows (`action_due_minutes`, JSON
 * by priority; null is the defaults), part of the store record kept by revision, so SQLite's
 * revision trigger is made again with it among the columns it watches (as in 024).
 *
 * Every failure already logged gets its action here, so that none is without one: owned by
 * nobody yet, opened when the item last changed (the failure's own time was not kept), done when
 * it was resolved.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checklist_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('item_text', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('business_date', t.date, (c) => c.notNull())
    // A–D, or null for a failure logged without a priority.
    .addColumn('priority', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('opened_at', t.timestamp, (c) => c.notNull())
    // No foreign keys to users: an action keeps its names after an account is deleted.
    .addColumn('opened_by', 'text')
    .addColumn('opened_by_name', 'text', (c) => c.notNull())
    .addColumn('due_at', t.timestamp, (c) => c.notNull())
    .addColumn('owner_user_id', 'text')
    .addColumn('owner_name', 'text')
    .addColumn('owner_email', 'text')
    .addColumn('done_at', t.timestamp)
    .addColumn('done_by_name', 'text')
    .addColumn('done_note', 'text')
    .addColumn('product_outcome', 'text')
    .addColumn('verified_at', t.timestamp)
    .addColumn('verified_by_name', 'text')
    .addColumn('reopen_reason', 'text')
    .addColumn('recurring', t.boolean, (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addForeignKeyConstraint(
      'actions_checklist_fkey',
      ['store_id', 'business_date', 'checklist_id'],
      'checklists',
      ['store_id', 'business_date', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // A checklist's actions, one per item: what a change to the item and a deletion find.
  await db.schema
    .createIndex('actions_item_key')
    .on('actions')
    .columns(['store_id', 'business_date', 'checklist_id', 'item_id'])
    .unique()
    .execute();
  // What is still to be done in a store, the soonest due first.
  await db.schema
    .createIndex('actions_outstanding_idx')
    .on('actions')
    .columns(['store_id', 'due_at'])
    .where(sql.ref('status'), 'in', ['open', 'in-progress'])
    .execute();
  // The same item's earlier failures in a store: what makes one recurring.
  await db.schema
    .createIndex('actions_recurring_idx')
    .on('actions')
    .columns(['store_id', 'item_text', 'opened_at'])
    .execute();
  // Every store's outstanding actions, the soonest due first (a super admin's list).
  await db.schema
    .createIndex('actions_due_idx')
    .on('actions')
    .columns(['due_at', 'id'])
    .where(sql.ref('status'), 'in', ['open', 'in-progress'])
    .execute();

  await db.schema.alterTable('stores').addColumn('action_due_minutes', 'text').execute();
  if (dialect === 'sqlite') {
    const fresh = sql`lower(hex(randomblob(16)))`;
    await sql`drop trigger stores_revision_on_update`.execute(db);
    await sql`create trigger stores_revision_on_update after update of
        id, name, store_number, timezone, created_at,
        due_pre_shift_minutes, due_travel_path_percent, due_handover_minutes, locale,
        delivery_service, clock, temperature_unit, leaders_sign_off, action_due_minutes
      on stores begin
        update stores set revision = ${fresh} where id = new.id;
      end`.execute(db);
  }

  await backfill(db);
}

async function backfill(db: Kysely<unknown>): Promise<void> {
  const failures = await sql<{
    id: string;
    checklist_id: string;
    store_id: string;
    business_date: string | Date;
    failure_priority: string | null;
    resolved: boolean | number;
    resolved_at: string | Date | null;
    updated_at: string | Date;
    creator_name: string;
    text: string;
  }>`select i.id, i.text, i.checklist_id, c.store_id, c.business_date, i.failure_priority, i.resolved,
      i.resolved_at, i.updated_at, c.creator_name
    from checklist_items i join checklists c on c.id = i.checklist_id
    where i.failed = ${sql.lit(true)}`.execute(db);
  const iso = (value: string | Date) => new Date(value).toISOString();
  const rows = failures.rows.map((f) => {
    const priority = failurePrioritySchema.safeParse(f.failure_priority);
    const openedAt = iso(f.updated_at);
    const done = Boolean(f.resolved);
    return {
      id: randomUUID(),
      checklist_id: f.checklist_id,
      item_id: f.id,
      item_text: f.text,
      store_id: f.store_id,
      business_date: f.business_date,
      priority: priority.success ? priority.data : null,
      status: done ? 'done' : 'open',
      opened_at: openedAt,
      opened_by: null,
      opened_by_name: f.creator_name,
      due_at: actionDueAt(priority.success ? priority.data : null, openedAt),
      done_at: done ? iso(f.resolved_at ?? f.updated_at) : null,
      updated_at: openedAt,
    };
  });
  const withActions = db.withTables<{ actions: (typeof rows)[number] }>();
  for (let i = 0; i < rows.length; i += 500) {
    await withActions
      .insertInto('actions')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
