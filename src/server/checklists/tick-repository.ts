// The item tick's statements, written out for both dialects (the request a whole region sends
// at opening time): one read, and one write applied only while the checklist is as read. The
// tick under the checklist's lock is in locked-tick-repository.ts. Same tables and meaning as
// items-repository.ts and repository.ts; the integration suites run them on SQLite and
// PostgreSQL.
import type { Kysely, SqlBool } from 'kysely';
import type { ChecklistItem } from '#domain/checklists/api';
import type { RecountedChecklist } from '#domain/checklists/recount';
import type { SectionCountsBySection } from '#domain/checklists/summary';
import type { IsoDate } from '#domain/dates';
import type { SectionDoneAt } from '#domain/due/shift-timing';
import type { Dialect } from '../db/database';
import type { IdempotencyClaim, StoredKey } from '../idempotency/repository';
import { rawStatement, runStatement, type RawStatement } from '../db/raw-statement';
import type { ChecklistItemsTable, Database } from '../db/types';
import type { NewChecklistEvent } from './events-repository';
import { toItem } from './items-repository';
import { sectionDoneAtOf, type SectionDoneColumns } from './section-done-columns';
import {
  countParameters,
  EVENT_INTO,
  EVENT_VALUES,
  eventParameters,
  INSERT_EVENT,
  itemParameters,
  SET_COUNTS,
  UPDATE_ITEM,
} from './tick-statements';

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

export interface LockRow extends SectionDoneColumns {
  store_id: string;
  created_by: string | null;
  business_date: IsoDate;
  progress: number;
  completed_at: string | null;
  open_issues: number;
  section_counts: string;
  version: number;
  updated_at: string;
}

export function lockedFromRow(id: string, row: LockRow): LockedForTick {
  return {
    id,
    storeId: row.store_id,
    createdBy: row.created_by,
    businessDate: row.business_date,
    progress: row.progress,
    completedAt: row.completed_at,
    openIssues: row.open_issues,
    sectionCounts: JSON.parse(row.section_counts) as SectionCountsBySection,
    sectionDoneAt: sectionDoneAtOf(row),
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** What a tick reads before it writes, in one statement. */
export interface TickRead {
  /** The request's Idempotency-Key as stored, when it was used before. */
  stored: StoredKey | null;
  /** The checklist as stored: `version` is the one the write expects to still find. */
  checklist: LockedForTick | null;
  item: ChecklistItem | null;
}

export interface TickReadRow extends Partial<LockRow> {
  item_id: string | null;
  item_position: number;
  item_section: ChecklistItemsTable['section'];
  item_subsection: string | null;
  item_text: string;
  item_details: string | null;
  item_completed: SqlBool;
  item_completed_at: string | null;
  item_completed_by: string | null;
  item_failed: SqlBool;
  item_failure_comment: string | null;
  item_failure_priority: ChecklistItemsTable['failure_priority'];
  item_resolved: SqlBool;
  item_resolved_at: string | null;
  item_updated_at: string;
  key_method: string | null;
  key_path: string;
  key_request_hash: string | null;
  key_status_code: number | null;
  key_response_body: string | null;
}

// The ids joined from a row of parameters rather than compared with parameters in each join:
// SQLite ran the latter, with the same plan, in 30 µs against 8.
export const READ_COLUMNS = `
  select c.store_id, c.created_by, c.business_date, c.progress, c.completed_at, c.open_issues,
    c.section_counts, c.pre_shift_done_at, c.travel_path_done_at, c.post_shift_done_at,
    c.version, c.updated_at,
    i.id as item_id, i.position as item_position, i.section as item_section,
    i.subsection as item_subsection, i.text as item_text, i.details as item_details,
    i.completed as item_completed, i.completed_at as item_completed_at,
    i.completed_by as item_completed_by, i.failed as item_failed,
    i.failure_comment as item_failure_comment, i.failure_priority as item_failure_priority,
    i.resolved as item_resolved, i.resolved_at as item_resolved_at,
    i.updated_at as item_updated_at,
    k.method as key_method, k.path as key_path, k.request_hash as key_request_hash,
    k.status_code as key_status_code, k.response_body as key_response_body`;

export const READ_JOINS = `
  left join checklists c on c.id = asked.checklist_id
  left join checklist_items i on i.checklist_id = c.id and i.id = asked.item_id
  left join idempotency_keys k on k.user_id = asked.user_id and k."key" = asked."key"`;

// The ids joined from a row of parameters rather than compared with parameters in each join:
// SQLite ran the latter, with the same plan, in 30 µs against 8.
const READ = rawStatement(
  `${READ_COLUMNS}
  from (select cast(? as text) as checklist_id, cast(? as text) as item_id,
      cast(? as text) as user_id, cast(? as text) as "key") as asked
  ${READ_JOINS}`,
  'tick-read',
);

function lockedOf(id: string, row: TickReadRow): LockedForTick | null {
  if (row.version === undefined || row.version === null) return null;
  return lockedFromRow(id, row as LockRow);
}

/** Who asks for which item of which checklist, with which Idempotency-Key. */
export interface TickAsked {
  checklistId: string;
  itemId: string;
  userId: string;
  key: string | null;
}

/**
 * The Idempotency-Key as stored, the checklist and the item, in one statement: a tick's whole
 * read. A key and an item are read even when the checklist is gone (a repeat still finds its
 * answer).
 */
export async function readForTick(
  db: Executor,
  dialect: Dialect,
  ids: TickAsked,
): Promise<TickRead> {
  const { rows } = await runStatement<TickReadRow>(db, dialect, READ, [
    ids.checklistId,
    ids.itemId,
    ids.userId,
    ids.key,
  ]);
  const row = rows[0];
  if (!row) throw new Error('the tick read answers one row');
  return tickReadOf(ids.checklistId, row);
}

export function tickReadOf(checklistId: string, row: TickReadRow): TickRead {
  return {
    stored:
      row.key_method === null
        ? null
        : {
            method: row.key_method,
            path: row.key_path,
            requestHash: row.key_request_hash,
            statusCode: row.key_status_code,
            body: row.key_response_body,
          },
    checklist: lockedOf(checklistId, row),
    item:
      row.item_id === null
        ? null
        : toItem({
            id: row.item_id,
            checklist_id: checklistId,
            position: row.item_position,
            section: row.item_section,
            subsection: row.item_subsection,
            text: row.item_text,
            details: row.item_details,
            completed: row.item_completed,
            completed_at: row.item_completed_at,
            completed_by: row.item_completed_by,
            failed: row.item_failed,
            failure_comment: row.item_failure_comment,
            failure_priority: row.item_failure_priority,
            resolved: row.item_resolved,
            resolved_at: row.item_resolved_at,
            updated_at: row.item_updated_at,
          }),
  };
}

/** A tick's whole write: applied only while the checklist is still at the version read. */
export interface TickWrite {
  checklistId: string;
  /** The version the tick read; the write raises it to the next. */
  version: number;
  item: ChecklistItem;
  counts: RecountedChecklist;
  now: string;
  event: NewChecklistEvent;
  /** The request's Idempotency-Key and its answer, kept together with the change. */
  answer: { claim: IdempotencyClaim; statusCode: number; body: string } | null;
}

const CAS = `update checklists set version = version + 1, ${SET_COUNTS}
  where id = ? and version = ?`;
export const INSERT_KEY = `insert into idempotency_keys (user_id, "key", method, path, request_hash,
  status_code, response_body, created_at)`;
const KEY_VALUES = '?, ?, ?, ?, ?, ?, ?, ?';

export const WRITE_SQLITE = {
  cas: rawStatement(CAS),
  item: rawStatement(UPDATE_ITEM),
  event: rawStatement(INSERT_EVENT),
  key: rawStatement(`${INSERT_KEY} values (${KEY_VALUES})`),
};

/**
 * PostgreSQL: the whole write in one statement, so it needs no transaction around it. Every part
 * hangs on `cas`: when the checklist is no longer at the version read, nothing is written. A key
 * taken meanwhile fails the statement on its primary key, and nothing is written either.
 */
function postgresWrite(withKey: boolean): RawStatement {
  return rawStatement(
    `
    with cas as (${CAS} returning id),
    item as (${UPDATE_ITEM} and exists (select 1 from cas) returning 1),
    event as (${EVENT_INTO} select ${EVENT_VALUES} from cas returning 1)
    ${withKey ? `, answer as (${INSERT_KEY} select ${KEY_VALUES} from cas returning 1)` : ''}
    select count(*) as applied from cas`,
    withKey ? 'tick-write-key' : 'tick-write',
  );
}

const WRITE_POSTGRES = { withKey: postgresWrite(true), withoutKey: postgresWrite(false) };

/**
 * Writes the tick when the checklist is still at the version read: 'applied', or 'stale' when
 * another change (or a deletion) got there first and nothing was written.
 */
export async function writeTick(
  db: Executor,
  dialect: Dialect,
  write: TickWrite,
): Promise<'applied' | 'stale'> {
  const { item, counts, event, answer } = write;
  const cas = [...countParameters(counts, write.now), write.checklistId, write.version];
  const key = answer
    ? [
        answer.claim.userId,
        answer.claim.key,
        answer.claim.method,
        answer.claim.path,
        answer.claim.requestHash,
        answer.statusCode,
        answer.body,
        write.now,
      ]
    : [];
  const itemValues = itemParameters(item);
  const eventValues = eventParameters(event);
  if (dialect === 'postgres') {
    const statement = answer ? WRITE_POSTGRES.withKey : WRITE_POSTGRES.withoutKey;
    const { rows } = await runStatement<{ applied: number | string }>(db, dialect, statement, [
      ...cas,
      ...itemValues,
      ...eventValues,
      ...key,
    ]);
    return Number(rows[0]?.applied ?? 0) > 0 ? 'applied' : 'stale';
  }
  const { changed } = await runStatement(db, dialect, WRITE_SQLITE.cas, cas);
  if (changed === 0) return 'stale';
  await runStatement(db, dialect, WRITE_SQLITE.item, itemValues);
  await runStatement(db, dialect, WRITE_SQLITE.event, eventValues);
  if (answer) await runStatement(db, dialect, WRITE_SQLITE.key, key);
  return 'applied';
}
