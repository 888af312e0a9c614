// Reading corrective actions: a checklist's, one with its item and store, and a list of them in
// due order a page at a time (docs/decisions/047).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { isOutstanding } from '#domain/actions/actions';
import type { ActionBrief } from '#domain/actions/brief';
import { RECURRING_DAYS } from '#domain/actions/messages';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** An action as the list and the detail read it: with its checklist's shift, item and store. */
export interface ActionRow {
  id: string;
  checklist_id: string;
  item_id: string;
  item_text: string;
  store_id: string;
  business_date: string;
  priority: string | null;
  status: string;
  opened_at: string;
  opened_by_name: string;
  due_at: string;
  owner_user_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
  done_at: string | null;
  done_by_name: string | null;
  done_note: string | null;
  product_outcome: string | null;
  verified_at: string | null;
  verified_by_name: string | null;
  reopen_reason: string | null;
  recurring: SqlBool;
  category: string;
  section: string;
  failure_comment: string | null;
  translations: string;
  store_number: string;
  store_name: string;
}

/** What is still to be done, written as the partial indexes are, so the planner may use them. */
const OUTSTANDING = sql<SqlBool>`a.status in ('open', 'in-progress')`;

function actionRows(db: Executor) {
  return db
    .selectFrom('actions as a')
    .innerJoin('checklists as c', (join) =>
      join
        .onRef('c.store_id', '=', 'a.store_id')
        .onRef('c.business_date', '=', 'a.business_date')
        .onRef('c.id', '=', 'a.checklist_id'),
    )
    .innerJoin('checklist_items as i', 'i.id', 'a.item_id')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .select([
      'a.id',
      'a.checklist_id',
      'a.item_id',
      'a.item_text',
      'a.store_id',
      'a.business_date',
      'a.priority',
      'a.status',
      'a.opened_at',
      'a.opened_by_name',
      'a.due_at',
      'a.owner_user_id',
      'a.owner_name',
      'a.owner_email',
      'a.done_at',
      'a.done_by_name',
      'a.done_note',
      'a.product_outcome',
      'a.verified_at',
      'a.verified_by_name',
      'a.reopen_reason',
      'a.recurring',
      'c.category',
      'i.section',
      'i.failure_comment',
      'i.translations',
      's.store_number',
      's.name as store_name',
    ]);
}

export function findActionRow(db: Executor, actionId: string): Promise<ActionRow | undefined> {
  return actionRows(db).where('a.id', '=', actionId).executeTakeFirst();
}

/** The brief of an action row, as a checklist shows it. */
export function briefOf(row: {
  id: string;
  status: string;
  due_at: string;
  owner_user_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
  recurring: SqlBool;
}): ActionBrief | null {
  const status = row.status;
  if (status !== 'open' && status !== 'in-progress' && status !== 'done' && status !== 'verified') {
    return null;
  }
  return {
    id: row.id,
    status,
    dueAt: row.due_at,
    owner: ownerOf(row),
    recurring: Boolean(row.recurring),
  };
}

export function ownerOf(row: {
  owner_user_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
}): ActionBrief['owner'] {
  if (row.owner_user_id !== null) {
    return { kind: 'person', userId: row.owner_user_id, name: row.owner_name ?? '' };
  }
  if (row.owner_email !== null) {
    return { kind: 'contractor', name: row.owner_name ?? '', email: row.owner_email };
  }
  return null;
}

/** A checklist's actions, by item id. */
export async function listChecklistActions(
  db: Executor,
  checklist: { id: string; storeId: string; businessDate: string },
): Promise<Record<string, ActionBrief>> {
  const rows = await db
    .selectFrom('actions')
    .select(['id', 'item_id', 'status', 'due_at', 'owner_user_id', 'owner_name', 'owner_email'])
    .select('recurring')
    .where('store_id', '=', checklist.storeId)
    .where('business_date', '=', checklist.businessDate)
    .where('checklist_id', '=', checklist.id)
    .execute();
  const briefs: Record<string, ActionBrief> = {};
  for (const row of rows) {
    const brief = briefOf(row);
    if (brief) briefs[row.item_id] = brief;
  }
  return briefs;
}

/** Whose actions, and which. `stores` null: every store. */
export interface ActionFilter {
  stores: readonly string[] | null;
  ownerUserId?: string | undefined;
  status: 'outstanding' | 'any' | 'open' | 'in-progress' | 'done' | 'verified';
  priority?: 'A' | 'B' | 'C' | 'D' | 'none' | undefined;
  owner?: string | undefined;
  overdueAt?: string | undefined;
  recurring?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Where a page starts: after this due time and id, in the list's order. */
export interface ActionCursor {
  dueAt: string;
  id: string;
}

/**
 * Outstanding actions soonest due first (what a manager acts on); done and verified ones most
 * recently due first (what was dealt with lately).
 */
export const ascending = (status: ActionFilter['status']) =>
  status === 'outstanding' || isOutstandingStatus(status);

const isOutstandingStatus = (status: string) =>
  (status === 'open' || status === 'in-progress') && isOutstanding(status);

export async function listActionRows(
  db: Executor,
  filter: ActionFilter,
  cursor: ActionCursor | null,
  limit: number,
): Promise<ActionRow[]> {
  const up = ascending(filter.status);
  let query = actionRows(db).where((eb) => eb.and(conditions(eb, filter)));
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('a.due_at', up ? '>' : '<', cursor.dueAt),
        eb.and([eb('a.due_at', '=', cursor.dueAt), eb('a.id', up ? '>' : '<', cursor.id)]),
      ]),
    );
  }
  return query
    .orderBy('a.due_at', up ? 'asc' : 'desc')
    .orderBy('a.id', up ? 'asc' : 'desc')
    .limit(limit)
    .execute();
}

type ActionsBuilder = ExpressionBuilder<
  Database & { a: Database['actions']; c: Database['checklists'] },
  'a' | 'c'
>;

function conditions(eb: ActionsBuilder, filter: ActionFilter): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (filter.stores !== null) {
    where.push(
      filter.stores.length === 0 ? sql<SqlBool>`1 = 0` : eb('a.store_id', 'in', filter.stores),
    );
  }
  if (filter.ownerUserId !== undefined) where.push(eb('a.owner_user_id', '=', filter.ownerUserId));
  if (filter.status === 'outstanding') where.push(OUTSTANDING);
  else if (filter.status !== 'any') where.push(eb('a.status', '=', filter.status));
  if (filter.priority === 'none') where.push(eb('a.priority', 'is', null));
  else if (filter.priority) where.push(eb('a.priority', '=', filter.priority));
  if (filter.owner === 'none') {
    where.push(eb.and([eb('a.owner_user_id', 'is', null), eb('a.owner_email', 'is', null)]));
  } else if (filter.owner === 'contractor') {
    where.push(eb('a.owner_email', 'is not', null));
  } else if (filter.owner !== undefined) {
    where.push(eb('a.owner_user_id', '=', filter.owner));
  }
  if (filter.overdueAt !== undefined) {
    where.push(OUTSTANDING, eb('a.due_at', '<', filter.overdueAt));
  }
  if (filter.recurring) where.push(eb('a.recurring', '=', true));
  if (filter.from !== undefined) where.push(eb('a.business_date', '>=', filter.from));
  if (filter.to !== undefined) where.push(eb('a.business_date', '<=', filter.to));
  return where;
}

/** The same item's failures in the store in the RECURRING_DAYS days before this one. */
export async function listEarlierFailures(
  db: Executor,
  action: { id: string; store_id: string; item_text: string; opened_at: string },
) {
  const since = new Date(Date.parse(action.opened_at) - RECURRING_DAYS * 86_400_000).toISOString();
  return db
    .selectFrom('actions as a')
    .innerJoin('checklists as c', (join) =>
      join
        .onRef('c.store_id', '=', 'a.store_id')
        .onRef('c.business_date', '=', 'a.business_date')
        .onRef('c.id', '=', 'a.checklist_id'),
    )
    .select(['a.id', 'a.checklist_id', 'a.business_date', 'a.status', 'c.category'])
    .where('a.store_id', '=', action.store_id)
    .where('a.item_text', '=', action.item_text)
    .where('a.opened_at', '>=', since)
    .where('a.opened_at', '<', action.opened_at)
    .where('a.id', '!=', action.id)
    .orderBy('a.opened_at', 'desc')
    .limit(20)
    .execute();
}

/** People of the store an action can be handed to: its managers and shift leaders. */
export function listStorePeople(db: Executor, storeId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'display_name', 'role'])
    .where('store_id', '=', storeId)
    .where('role', 'is not', null)
    .orderBy('display_name')
    .execute();
}
