// A tick under the checklist's lock, in a transaction: the way a tick goes when the lock-free
// write (tick-repository.ts) found the checklist changed too often, or when it must also notify
// managers or drop photos. Same tables and meaning as the lock-free write; the integration
// suites run both on SQLite and PostgreSQL.
import type { Kysely, Selectable } from 'kysely';
import type { ChecklistItem } from '#domain/checklists/api';
import type { RecountedChecklist } from '#domain/checklists/recount';
import type { Dialect } from '../db/database';
import { rawStatement, runStatement } from '../db/raw-statement';
import type { ChecklistItemsTable, Database } from '../db/types';
import type { NewChecklistEvent } from './events-repository';
import { toItem } from './items-repository';
import { SECTION_DONE_COLUMNS } from './section-done-columns';
import { lockedFromRow, type LockedForTick, type LockRow } from './tick-repository';
import {
  countParameters,
  eventParameters,
  INSERT_EVENT,
  itemParameters,
  SET_COUNTS,
  UPDATE_ITEM,
} from './tick-statements';

type Executor = Kysely<Database>;

const LOCK = rawStatement(`
  update checklists set version = version + 1 where id = ?
  returning store_id, created_by, business_date, progress, completed_at, open_issues,
    section_counts, ${SECTION_DONE_COLUMNS}, version, updated_at`);

const FIND_ITEM = rawStatement('select * from checklist_items where id = ? and checklist_id = ?');

const UPDATE_COUNTS = `update checklists set ${SET_COUNTS} where id = ?`;
const SAVE_SQLITE = [UPDATE_ITEM, UPDATE_COUNTS, INSERT_EVENT].map((text) => rawStatement(text));
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
  return row ? lockedFromRow(id, row) : null;
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
    itemParameters(item),
    [...countParameters(counts, tick.now), tick.checklistId],
    eventParameters(event),
  ];
  if (dialect === 'postgres') {
    await runStatement(db, dialect, SAVE_POSTGRES, parameters.flat());
    return;
  }
  for (const [index, statement] of SAVE_SQLITE.entries()) {
    await runStatement(db, dialect, statement, parameters[index] ?? []);
  }
}
