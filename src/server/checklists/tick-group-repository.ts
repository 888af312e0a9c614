// The statements of ticks that arrive together (tick-group.ts): one read and one write for all
// of them. The single tick's statements, which these extend, are in tick-repository.ts.
import type { Kysely } from 'kysely';
import type { ChecklistItem } from '#domain/checklists/api';
import type { RecountedChecklist } from '#domain/checklists/recount';
import type { Dialect } from '../db/database';
import { rawStatement, runStatement } from '../db/raw-statement';
import type { Database } from '../db/types';
import type { IdempotencyClaim } from '../idempotency/repository';
import type { NewChecklistEvent } from './events-repository';
import {
  INSERT_KEY,
  READ_COLUMNS,
  READ_JOINS,
  readForTick,
  tickReadOf,
  WRITE_SQLITE,
  type TickAsked,
  type TickRead,
  type TickReadRow,
} from './tick-repository';
import {
  countParameters,
  EVENT_INTO,
  eventParameters,
  itemParameters,
  SET_COUNTS,
} from './tick-statements';

type Executor = Kysely<Database>;

/** PostgreSQL: the reads of ticks that arrived together, one row each, in the order asked. */
const READ_MANY = rawStatement(
  `${READ_COLUMNS}
  from unnest(cast(? as text[]), cast(? as text[]), cast(? as text[]), cast(? as text[]))
    with ordinality as asked(checklist_id, item_id, user_id, "key", n)
  ${READ_JOINS}
  order by asked.n`,
  'tick-read-many',
);

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
