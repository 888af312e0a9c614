// The item tick's statements, written out for both dialects (the request a whole region sends
// at opening time). Same tables and meaning as items-repository.ts and repository.ts; the
// integration suites run them on SQLite and PostgreSQL.
import type { Kysely, Selectable } from 'kysely';
import type { ChecklistItem } from '../../domain/checklists/api';
import type { RecountedChecklist } from '../../domain/checklists/recount';
import type { SectionCountsBySection } from '../../domain/checklists/summary';
import type { IsoDate } from '../../domain/dates';
import { parseSectionDoneAt, type SectionDoneAt } from '../../domain/due/shift-timing';
import type { Dialect } from '../db/database';
import { rawStatement, runStatement } from '../db/raw-statement';
import type { ChecklistItemsTable, Database } from '../db/types';
import type { NewChecklistEvent } from './events-repository';
import { toItem } from './items-repository';

type Executor = Kysely<Database>;

/** The checklist as the tick needs it, read while taking its lock. */
export interface LockedForTick {
  id: string;
  storeId: string;
  createdBy: string | null;
  businessDate: IsoDate;
  progress: number;
  completedAt: string | null;
  openIssues: number;
  sectionCounts: SectionCountsBySection;
  /** When each section was first all done (for on time or late). */
  sectionDoneAt: SectionDoneAt;
  /** Already raised by the lock. */
  version: number;
  /** As it was before this change. */
  updatedAt: string;
}

interface LockRow {
  store_id: string;
  created_by: string | null;
  business_date: IsoDate;
  progress: number;
  completed_at: string | null;
  open_issues: number;
  section_counts: string;
  section_done_at: string | null;
  version: number;
  updated_at: string;
}

const LOCK = rawStatement(`
  update checklists set version = version + 1 where id = ?
  returning store_id, created_by, business_date, progress, completed_at, open_issues,
    section_counts, section_done_at, version, updated_at`);

const FIND_ITEM = rawStatement('select * from checklist_items where id = ? and checklist_id = ?');

const UPDATE_ITEM = `update checklist_items set completed = ?, completed_at = ?, completed_by = ?,
  failed = ?, failure_comment = ?, failure_priority = ?, resolved = ?, resolved_at = ?,
  updated_at = ? where id = ?`;
const UPDATE_COUNTS = `update checklists set progress = ?, completed_at = ?, open_issues = ?,
  section_counts = ?, section_done_at = ?, updated_at = ? where id = ?`;
const INSERT_EVENT = `insert into checklist_events (checklist_id, at, user_id, user_name, action,
  subject, summary, before_json, after_json) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const SAVE_SQLITE = [UPDATE_ITEM, UPDATE_COUNTS, INSERT_EVENT].map(rawStatement);
/** PostgreSQL: the three writes in one statement, one round trip. */
const SAVE_POSTGRES = rawStatement(
  `with item as (${UPDATE_ITEM} returning 1), counts as (${UPDATE_COUNTS} returning 1)
   ${INSERT_EVENT}`,
);

/**
 * The first statement of the tick's transaction: raises the version, which on PostgreSQL takes
 * the row lock, so ticks on one checklist apply one after another and each recount starts from
 * the counts the previous one stored. SQLite has one writer at a time anyway.
 */
export async function lockForTick(
  db: Executor,
  dialect: Dialect,
  id: string,
): Promise<LockedForTick | null> {
  const { rows } = await runStatement<LockRow>(db, dialect, LOCK, [id]);
  const row = rows[0];
  if (!row) return null;
  return {
    id,
    storeId: row.store_id,
    createdBy: row.created_by,
    businessDate: row.business_date,
    progress: row.progress,
    completedAt: row.completed_at,
    openIssues: row.open_issues,
    sectionCounts: JSON.parse(row.section_counts) as SectionCountsBySection,
    sectionDoneAt: parseSectionDoneAt(row.section_done_at),
    version: row.version,
    updatedAt: row.updated_at,
  };
}

export async function findItemForTick(
  db: Executor,
  dialect: Dialect,
  checklistId: string,
  itemId: string,
): Promise<ChecklistItem | null> {
  const { rows } = await runStatement<Selectable<ChecklistItemsTable>>(db, dialect, FIND_ITEM, [
    itemId,
    checklistId,
  ]);
  return rows[0] ? toItem(rows[0]) : null;
}

/** The item's new state, the checklist's new counts and the audit event, together. */
export async function saveTick(
  db: Executor,
  dialect: Dialect,
  tick: { item: ChecklistItem; checklistId: string; counts: RecountedChecklist; now: string },
  event: NewChecklistEvent,
): Promise<void> {
  const { item, counts } = tick;
  const parameters = [
    [
      item.completed,
      item.completedAt,
      item.completedBy,
      item.failed,
      item.failureComment,
      item.failurePriority,
      item.resolved,
      item.resolvedAt,
      item.updatedAt,
      item.id,
    ],
    [
      counts.progress,
      counts.completedAt,
      counts.openIssues,
      JSON.stringify(counts.sectionCounts),
      JSON.stringify(counts.sectionDoneAt),
      tick.now,
      tick.checklistId,
    ],
    [
      event.checklistId,
      event.at,
      event.userId,
      event.userName,
      event.action,
      event.subject,
      event.summary,
      event.before === null ? null : JSON.stringify(event.before),
      event.after === null ? null : JSON.stringify(event.after),
    ],
  ];
  if (dialect === 'postgres') {
    await runStatement(db, dialect, SAVE_POSTGRES, parameters.flat());
    return;
  }
  for (const [index, statement] of SAVE_SQLITE.entries()) {
    await runStatement(db, dialect, statement, parameters[index] ?? []);
  }
}
