// The item tick's statements, written out for both dialects (the request a whole region sends
// at opening time): one read, and one write applied only while the checklist is as read. The
// tick under the checklist's lock is in locked-tick-repository.ts. Same tables and meaning as
// items-repository.ts and repository.ts; the integration suites run them on SQLite and
// PostgreSQL.
import type { Kysely, SqlBool } from 'kysely';
import type { ChecklistItem } from '../../domain/checklists/api';
import type { RecountedChecklist } from '../../domain/checklists/recount';
import type { SectionCountsBySection } from '../../domain/checklists/summary';
import type { IsoDate } from '../../domain/dates';
import type { SectionDoneAt } from '../../domain/due/shift-timing';
import type { Dialect } from '../db/database';
import type { IdempotencyClaim, StoredKey } from '../http/idempotency-repository';
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

interface TickReadRow extends Partial<LockRow> {
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
const READ_COLUMNS = `
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

const READ_JOINS = `
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

/** PostgreSQL: the reads of ticks that arrived together, one row each, in the order asked. */
const READ_MANY = rawStatement(
  `${READ_COLUMNS}
  from unnest(cast(? as text[]), cast(? as text[]), cast(? as text[]), cast(? as text[]))
    with ordinality as asked(checklist_id, item_id, user_id, "key", n)
  ${READ_JOINS}
  order by asked.n`,
  'tick-read-many',
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

/**
 * readForTick for ticks that arrived together, in the order asked: on PostgreSQL one statement
 * for all of them; on SQLite one each, in process and in the caller's savepoint.
 */
export async function readForTicks(
  db: Executor,
  dialect: Dialect,
  asked: readonly TickAsked[],
): Promise<TickRead[]> {
  if (dialect === 'sqlite') {
    const reads: TickRead[] = [];
    for (const one of asked) reads.push(await readForTick(db, dialect, one));
    return reads;
  }
  const { rows } = await runStatement<TickReadRow>(db, dialect, READ_MANY, [
    asked.map((a) => a.checklistId),
    asked.map((a) => a.itemId),
    asked.map((a) => a.userId),
    asked.map((a) => a.key),
  ]);
  if (rows.length !== asked.length) throw new Error("the ticks' read answers one row each");
  return rows.map((row, i) => tickReadOf(asked[i]!.checklistId, row));
}

function tickReadOf(checklistId: string, row: TickReadRow): TickRead {
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
const INSERT_KEY = `insert into idempotency_keys (user_id, "key", method, path, request_hash,
  status_code, response_body, created_at)`;
const KEY_VALUES = '?, ?, ?, ?, ?, ?, ?, ?';

const WRITE_SQLITE = {
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

/** What the ticks that arrived together write to one checklist. */
export interface ChecklistTicks {
  checklistId: string;
  /** The version read; the write raises it by one for each event. */
  version: number;
  /** The counts after the last change. */
  counts: RecountedChecklist;
  /** The last change's time. */
  now: string;
  /** Each changed item's last state. */
  items: ChecklistItem[];
  /** One history event per change, in order. */
  events: NewChecklistEvent[];
  /** The Idempotency-Keys with their answers, kept together with the changes. */
  answers: { claim: IdempotencyClaim; statusCode: number; body: string; at: string }[];
}

const arrays = (count: number, type: string) =>
  Array.from({ length: count }, () => `cast(? as ${type}[])`).join(', ');

/**
 * PostgreSQL: the writes of ticks to several checklists in one statement. Each checklist's part
 * hangs on its own compare-and-swap: a checklist no longer at the version read gets nothing
 * written, and the others are written all the same. A key taken meanwhile fails the whole
 * statement on its primary key, and nothing is written at all.
 */
const WRITE_MANY = rawStatement(
  `
  with asked as (
    select * from unnest(${arrays(1, 'text')}, ${arrays(3, 'integer')},
      ${arrays(1, 'timestamptz')}, ${arrays(1, 'integer')}, ${arrays(1, 'text')},
      ${arrays(4, 'timestamptz')})
      as a(id, version, changes, progress, completed_at, open_issues, section_counts,
        pre_shift_done_at, travel_path_done_at, post_shift_done_at, updated_at)
  ),
  cas as (
    update checklists c set version = c.version + a.changes, progress = a.progress,
      completed_at = a.completed_at, open_issues = a.open_issues, section_counts = a.section_counts,
      pre_shift_done_at = a.pre_shift_done_at, travel_path_done_at = a.travel_path_done_at,
      post_shift_done_at = a.post_shift_done_at, updated_at = a.updated_at
    from asked a where c.id = a.id and c.version = a.version
    returning c.id
  ),
  item as (
    update checklist_items i set completed = v.completed, completed_at = v.completed_at,
      completed_by = v.completed_by, failed = v.failed, failure_comment = v.failure_comment,
      failure_priority = v.failure_priority, resolved = v.resolved, resolved_at = v.resolved_at,
      updated_at = v.updated_at
    from unnest(${arrays(2, 'text')}, ${arrays(1, 'boolean')}, ${arrays(1, 'timestamptz')},
      ${arrays(1, 'text')}, ${arrays(1, 'boolean')}, ${arrays(2, 'text')},
      ${arrays(1, 'boolean')}, ${arrays(2, 'timestamptz')})
      as v(checklist_id, id, completed, completed_at, completed_by, failed, failure_comment,
        failure_priority, resolved, resolved_at, updated_at)
    where i.id = v.id and i.checklist_id = v.checklist_id
      and v.checklist_id in (select id from cas)
    returning 1
  ),
  event as (
    ${EVENT_INTO}
    select e.checklist_id, e.at, e.user_id, e.user_name, e.action, e.subject, e.summary,
      e.before_json, e.after_json
    from unnest(${arrays(1, 'text')}, ${arrays(1, 'timestamptz')}, ${arrays(7, 'text')})
      with ordinality as e(checklist_id, at, user_id, user_name, action, subject, summary,
        before_json, after_json, n)
    where e.checklist_id in (select id from cas)
    order by e.n
    returning 1
  ),
  answer as (
    ${INSERT_KEY}
    select k.user_id, k."key", k.method, k.path, k.request_hash, k.status_code, k.response_body,
      k.created_at
    from unnest(${arrays(6, 'text')}, ${arrays(1, 'integer')}, ${arrays(1, 'text')},
      ${arrays(1, 'timestamptz')})
      as k(checklist_id, user_id, "key", method, path, request_hash, status_code, response_body,
        created_at)
    where k.checklist_id in (select id from cas)
    returning 1
  )
  select id from cas`,
  'tick-write-many',
);

/** The parameters' rows turned into one array per column, as unnest takes them. */
function columns(rows: readonly (readonly unknown[])[], width: number): unknown[][] {
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column]));
}

const CAS_MANY_SQLITE = rawStatement(
  `update checklists set version = version + ?, ${SET_COUNTS} where id = ? and version = ?`,
);

/**
 * Writes the ticks of several checklists: the ids of the checklists written. One missing was
 * changed (or deleted) since it was read, and nothing of its part was written. PostgreSQL: one
 * statement. SQLite: each checklist's swap, then its items, events and keys, in the caller's
 * savepoint (where nothing else writes, so every swap applies).
 */
export async function writeTicks(
  db: Executor,
  dialect: Dialect,
  writes: readonly ChecklistTicks[],
): Promise<Set<string>> {
  const countsOf = (w: ChecklistTicks) => countParameters(w.counts, w.now);
  const keyOf = (a: ChecklistTicks['answers'][number]) => [
    a.claim.userId,
    a.claim.key,
    a.claim.method,
    a.claim.path,
    a.claim.requestHash,
    a.statusCode,
    a.body,
    a.at,
  ];
  if (dialect === 'sqlite') {
    const applied = new Set<string>();
    for (const w of writes) {
      const { changed } = await runStatement(db, dialect, CAS_MANY_SQLITE, [
        w.events.length,
        ...countsOf(w),
        w.checklistId,
        w.version,
      ]);
      if (changed === 0) continue;
      for (const item of w.items) {
        await runStatement(db, dialect, WRITE_SQLITE.item, itemParameters(item));
      }
      for (const event of w.events) {
        await runStatement(db, dialect, WRITE_SQLITE.event, eventParameters(event));
      }
      for (const answer of w.answers) {
        await runStatement(db, dialect, WRITE_SQLITE.key, keyOf(answer));
      }
      applied.add(w.checklistId);
    }
    return applied;
  }
  // The statement's columns after the id: the version read, the changes, then countParameters.
  const checklists = writes.map((w) => [w.checklistId, w.version, w.events.length, ...countsOf(w)]);
  const items = writes.flatMap((w) =>
    w.items.map((item) => [w.checklistId, item.id, ...itemParameters(item).slice(0, -1)]),
  );
  const events = writes.flatMap((w) => w.events.map(eventParameters));
  const answers = writes.flatMap((w) => w.answers.map((a) => [w.checklistId, ...keyOf(a)]));
  const { rows } = await runStatement<{ id: string }>(db, dialect, WRITE_MANY, [
    ...columns(checklists, 11),
    ...columns(items, 11),
    ...columns(events, 9),
    ...columns(answers, 9),
  ]);
  return new Set(rows.map((row) => row.id));
}
