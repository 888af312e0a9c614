// The corrective actions (docs/decisions/047) their notifications are about: each with what its
// texts name (its checklist, item and owner), read in the transaction or run that raises them.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ActionStatus } from '#domain/actions/actions';
import type { FailurePriority } from '#domain/checklists/priorities';
import type { IsoDate } from '#domain/dates';
import { actionIdOfSubject, type ActionRef } from '#domain/notifications/action-texts';
import type { NotificationKind } from '#domain/notifications/kinds';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** An action as the scheduler first reads it: from the actions table alone. */
export interface DueAction {
  id: string;
  storeId: string;
  businessDate: IsoDate;
  /** The item's words as its checklist froze them. */
  itemText: string;
  priority: FailurePriority | null;
  status: ActionStatus;
  dueAt: string;
  ownerUserId: string | null;
  ownerName: string | null;
  /** An outside contractor's address (they have no account); null for a person or nobody. */
  ownerEmail: string | null;
}

/** With what its texts name besides: its checklist, and its item's translations and comment. */
export interface ActionNotice extends DueAction {
  checklistTitle: string;
  /** JSON: the item's words in the checklist's other languages (ShownTranslations). */
  itemTranslations: string;
  failureComment: string | null;
}

/**
 * An action (aliased `a`) open or in progress, written as the partial indexes of outstanding
 * actions are (migration 027): with the values in the statement, not bound, so that both
 * databases' planners can see that a query's rows are the index's.
 */
export const isOutstandingSql = sql<SqlBool>`${sql.ref('a.status')} in ('open', 'in-progress')`;

function dueActions(db: Executor) {
  return db
    .selectFrom('actions as a')
    .select([
      'a.id',
      'a.store_id as storeId',
      'a.business_date as businessDate',
      'a.item_text as itemText',
      'a.priority',
      'a.status',
      'a.due_at as dueAt',
      'a.owner_user_id as ownerUserId',
      'a.owner_name as ownerName',
      'a.owner_email as ownerEmail',
    ]);
}

function notices(db: Executor) {
  return dueActions(db)
    .innerJoin('checklists as c', 'c.id', 'a.checklist_id')
    .innerJoin('checklist_items as i', 'i.id', 'a.item_id')
    .select([
      'c.title as checklistTitle',
      'i.translations as itemTranslations',
      'i.failure_comment as failureComment',
    ]);
}

/** Its due time as the notifications' keys hold it, whatever the database handed back. */
const normalised = <Row extends { dueAt: string }>(row: Row): Row => ({
  ...row,
  dueAt: new Date(row.dueAt).toISOString(),
});

export async function findActionNotice(db: Executor, actionId: string) {
  const row = await notices(db).where('a.id', '=', actionId).executeTakeFirst();
  return row ? normalised(row) : null;
}

/** These actions with what their texts name, by id. */
export async function findActionNotices(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, ActionNotice>> {
  const found = new Map<string, ActionNotice>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await notices(db)
      .where('a.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, normalised(row));
  }
  return found;
}

/**
 * Every store's outstanding actions that fell due in (since, now], the soonest first: a range of
 * the partial index of outstanding actions by due time (actions_due_idx), nothing joined, so
 * that a minute with nothing new to say reads no more than that.
 */
export function dueActionsQuery(db: Executor, since: Date, now: Date) {
  return dueActions(db)
    .where(isOutstandingSql)
    .where('a.due_at', '>', since.toISOString())
    .where('a.due_at', '<=', now.toISOString())
    .orderBy('a.due_at')
    .orderBy('a.id');
}

export async function listDueActions(db: Executor, since: Date, now: Date): Promise<DueAction[]> {
  const rows = await dueActionsQuery(db, since, now).execute();
  return rows.map(normalised);
}

/** The action as its texts name it. */
export const actionRefOf = (notice: DueAction): ActionRef => ({
  id: notice.id,
  itemText: notice.itemText,
  priority: notice.priority,
  ownerName: notice.ownerName,
});

/** The kinds about one action, whose texts name its item. */
export const ACTION_KINDS: readonly NotificationKind[] = [
  'action-assigned',
  'action-due',
  'action-overdue',
  'action-escalated',
];

/**
 * The frozen words (JSON) of the items of the actions these notifications are about, by
 * notification id, for those whose checklist has translations: what says the item in the reader's
 * language.
 */
export async function actionItemTranslations(
  db: Executor,
  notificationIds: readonly string[],
): Promise<Map<string, string>> {
  if (notificationIds.length === 0) return new Map();
  const about = await db
    .selectFrom('notifications')
    .select(['id', 'subject'])
    .where('id', 'in', notificationIds)
    .where('kind', 'in', ACTION_KINDS)
    .execute();
  if (about.length === 0) return new Map();
  const actionIds = [...new Set(about.map((n) => actionIdOfSubject(n.subject)))];
  const rows = await db
    .selectFrom('actions as a')
    .innerJoin('checklist_items as i', 'i.id', 'a.item_id')
    .select(['a.id', 'i.translations'])
    .where('a.id', 'in', actionIds)
    .where('i.translations', '!=', '{}')
    .execute();
  const words = new Map(rows.map((row) => [row.id, row.translations]));
  const out = new Map<string, string>();
  for (const n of about) {
    const found = words.get(actionIdOfSubject(n.subject));
    if (found) out.set(n.id, found);
  }
  return out;
}
