// Each failure's corrective action (docs/decisions/047), written in the transaction of the change
// that failed, re-prioritised, resolved or took back the item: no failure is ever without its
// action.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { actionDueAt, actionStep, DEFAULT_DUE_MINUTES } from '#domain/actions/actions';
import type { ActionDueMinutes } from '#domain/actions/api';
import { RECURRING_COUNT, RECURRING_DAYS } from '#domain/actions/messages';
import type { ChecklistItem } from '#domain/checklists/api';
import type { ActionsTable, ChecklistItemsTable, ChecklistsTable, Database } from '../db/types';
import { actionDueMinutesOf } from '../stores/repository';

type Executor = Kysely<Database>;

/** Where the item is, and who changed it when. */
export interface ActionContext {
  checklist: { id: string; storeId: string; businessDate: string };
  by: { id: string | null; name: string };
  now: string;
}

/** A store's due windows by priority: its own where it set them, else the defaults. */
async function storeDueMinutes(db: Executor, storeId: string): Promise<ActionDueMinutes> {
  const store = await db
    .selectFrom('stores')
    .select('action_due_minutes')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return actionDueMinutesOf(store?.action_due_minutes) ?? DEFAULT_DUE_MINUTES;
}

/**
 * Whether a failure of `itemText` opened at `now` in the store is recurring: the same item failed
 * at least RECURRING_COUNT times in the RECURRING_DAYS days up to now, this one included.
 */
async function isRecurring(db: Executor, storeId: string, itemText: string, now: string) {
  const since = new Date(Date.parse(now) - RECURRING_DAYS * 86_400_000).toISOString();
  const earlier = await db
    .selectFrom('actions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('store_id', '=', storeId)
    .where('item_text', '=', itemText)
    .where('opened_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(earlier.count) + 1 >= RECURRING_COUNT;
}

/** The action of an item's failure. */
function actionOf(db: Executor, context: ActionContext, itemId: string) {
  const { checklist } = context;
  return db
    .selectFrom('actions')
    .selectAll()
    .where('store_id', '=', checklist.storeId)
    .where('business_date', '=', checklist.businessDate)
    .where('checklist_id', '=', checklist.id)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

/**
 * Brings the item's action in line with the change from `before` to `after`: a new failure opens
 * one (owned by whoever logged it until it is handed on), a new priority moves its due time,
 * resolving marks it done, failing again reopens it, taking the failure back removes it.
 */
export async function followItemChange(
  db: Executor,
  context: ActionContext,
  before: ChecklistItem,
  after: ChecklistItem,
): Promise<void> {
  const step = actionStep(before, after);
  if (step === null) return;
  const { checklist, by, now } = context;
  const minutes =
    step === 'open' || step === 'reopen' || step === 'reprioritise'
      ? await storeDueMinutes(db, checklist.storeId)
      : DEFAULT_DUE_MINUTES;
  if (step === 'open') {
    const recurring = await isRecurring(db, checklist.storeId, after.text, now);
    await db
      .insertInto('actions')
      .values({
        id: randomUUID(),
        checklist_id: checklist.id,
        item_id: after.id,
        item_text: after.text,
        store_id: checklist.storeId,
        business_date: checklist.businessDate,
        priority: after.failurePriority,
        status: 'open',
        opened_at: now,
        opened_by: by.id,
        opened_by_name: by.name,
        due_at: actionDueAt(after.failurePriority, now, minutes),
        owner_user_id: by.id,
        owner_name: by.name,
        recurring,
        updated_at: now,
      })
      .execute();
    return;
  }
  const action = await actionOf(db, context, after.id);
  if (!action) throw new Error(`the failed item ${after.id} has no action`);
  if (step === 'withdraw') {
    await db.deleteFrom('actions').where('id', '=', action.id).execute();
    return;
  }
  const update = db.updateTable('actions').where('id', '=', action.id);
  if (step === 'reopen') {
    await update
      .set({
        status: 'open',
        priority: after.failurePriority,
        due_at: actionDueAt(after.failurePriority, now, minutes),
        done_at: null,
        done_note: null,
        product_outcome: null,
        reopen_reason: null,
        done_by_name: null,
        verified_at: null,
        verified_by_name: null,
        updated_at: now,
      })
      .execute();
  } else if (step === 'done') {
    await update
      .set({ status: 'done', done_at: now, done_by_name: by.name, updated_at: now })
      .execute();
  } else {
    const openedAt = new Date(action.opened_at).toISOString();
    await update
      .set({
        priority: after.failurePriority,
        due_at: actionDueAt(after.failurePriority, openedAt, minutes),
        updated_at: now,
      })
      .execute();
  }
}

/**
 * The actions of a checklist's failures kept without them (deleted before actions existed), as
 * migration 027 gave every failure logged before: owned by nobody yet, opened when the item last
 * changed, done when it was resolved.
 */
export function actionsForKeptFailures(
  checklist: Pick<
    Selectable<ChecklistsTable>,
    'id' | 'store_id' | 'business_date' | 'creator_name'
  >,
  items: readonly Selectable<ChecklistItemsTable>[],
): Insertable<ActionsTable>[] {
  return items
    .filter((item) => Boolean(item.failed))
    .map((item) => {
      const openedAt = new Date(item.updated_at).toISOString();
      const done = Boolean(item.resolved);
      return {
        id: randomUUID(),
        checklist_id: checklist.id,
        item_id: item.id,
        item_text: item.text,
        store_id: checklist.store_id,
        business_date: checklist.business_date,
        priority: item.failure_priority,
        status: done ? 'done' : 'open',
        opened_at: openedAt,
        opened_by: null,
        opened_by_name: checklist.creator_name,
        due_at: actionDueAt(item.failure_priority, openedAt),
        done_at: done ? new Date(item.resolved_at ?? item.updated_at).toISOString() : null,
        updated_at: openedAt,
      };
    });
}
