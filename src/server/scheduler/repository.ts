import type { Kysely } from 'kysely';
import type { IsoDate } from '#domain/dates';
import type { FailurePriority } from '#domain/checklists/priorities';
import type { ShiftCategory } from '#domain/shifts';
import { SECTION_DONE_COLUMN_NAMES } from '../checklists/section-done-columns';
import type { Database } from '../db/types';
import { isOutstandingSql } from '../notifications/action-notices';

type Executor = Kysely<Database>;

export interface ShiftChecklist {
  id: string;
  storeId: string;
  businessDate: IsoDate;
  category: ShiftCategory;
  title: string;
  progress: number;
  completedAt: string | null;
  openIssues: number;
}

export async function listChecklistsOn(db: Executor, dates: readonly IsoDate[]) {
  if (dates.length === 0) return [];
  const rows = await db
    .selectFrom('checklists')
    .select([
      'id',
      'store_id',
      'business_date',
      'category',
      'title',
      'progress',
      'completed_at',
      'open_issues',
    ])
    .where('business_date', 'in', dates)
    .execute();
  return rows.map((r): ShiftChecklist => ({
    id: r.id,
    storeId: r.store_id,
    businessDate: r.business_date,
    category: r.category,
    title: r.title,
    progress: r.progress,
    completedAt: r.completed_at,
    openIssues: r.open_issues,
  }));
}

/** Unresolved priority A failures of a checklist. */
export async function countOpenPriorityA(db: Executor, checklistId: string): Promise<number> {
  const row = await db
    .selectFrom('checklist_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('checklist_id', '=', checklistId)
    .where('failed', '=', true)
    .where('resolved', '=', false)
    .where('failure_priority', '=', 'A')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Unresolved failures of the given checklists by priority (null: an item without one). */
export async function openIssuesByPriority(db: Executor, checklistIds: readonly string[]) {
  const counts: Record<FailurePriority | 'none', number> = { A: 0, B: 0, C: 0, D: 0, none: 0 };
  if (checklistIds.length === 0) return counts;
  const rows = await db
    .selectFrom('checklist_items')
    .select(['failure_priority', (eb) => eb.fn.countAll<number>().as('count')])
    .where('checklist_id', 'in', checklistIds)
    .where('failed', '=', true)
    .where('resolved', '=', false)
    .groupBy('failure_priority')
    .execute();
  for (const row of rows) counts[row.failure_priority ?? 'none'] += Number(row.count);
  return counts;
}

/** Who already has the notification of this key (so its figures need not be made again). */
export async function recipientsAlreadyNotified(
  db: Executor,
  key: { kind: 'daily-digest'; subject: string; businessDate: IsoDate },
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('notifications')
    .select('recipient_id')
    .where('kind', '=', key.kind)
    .where('subject', '=', key.subject)
    .where('business_date', '=', key.businessDate)
    .execute();
  return new Set(rows.map((r) => r.recipient_id));
}

/** A store's checklists of one day, with what the digest counts of each. */
export async function listDayChecklists(db: Executor, storeId: string, date: string) {
  return db
    .selectFrom('checklists')
    .select(['id', 'category', 'progress', 'completed_at', ...SECTION_DONE_COLUMN_NAMES])
    .where('store_id', '=', storeId)
    .where('business_date', '=', date)
    .execute();
}

/**
 * A store's outstanding actions past their due time at `now`: how many, and the `limit` longest
 * overdue. Both read a range of the partial index of a store's outstanding actions by due time
 * (actions_outstanding_idx).
 */
export async function overdueActionsOf(db: Executor, storeId: string, now: Date, limit: number) {
  const [count, listed] = await Promise.all([
    overdueActionsQuery(db, storeId, now)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    overdueActionsQuery(db, storeId, now)
      .select(['a.priority', 'a.item_text', 'a.owner_name', 'a.due_at'])
      .orderBy('a.due_at')
      .orderBy('a.id')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(count.count), listed };
}

/** A store's outstanding actions due before `now` (to select from). */
export function overdueActionsQuery(db: Executor, storeId: string, now: Date) {
  return db
    .selectFrom('actions as a')
    .where('a.store_id', '=', storeId)
    .where(isOutstandingSql)
    .where('a.due_at', '<', now.toISOString());
}
