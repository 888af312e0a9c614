// PostgreSQL's TickStore (store.ts): a group's read in one statement and its write in another,
// each atomic on its own, so the group needs no transaction around them.
import { rawStatement, runStatement } from '../../db/raw-statement';
import {
  countParameters,
  eventParameters,
  itemParameters,
  keyParameters,
  readingParameters,
  tickReadOf,
  type TickReadRow,
  type TickStore,
} from './store';

const arrays = (count: number, type: string) =>
  Array.from({ length: count }, () => `cast(? as ${type}[])`).join(', ');

/** The reads of the ticks asked, one row each, in the order asked. */
const READ = rawStatement(
  `
  select i.*, c.store_id, c.created_by, c.business_date, c.progress,
    c.completed_at as checklist_completed_at, c.open_issues, c.section_counts,
    c.pre_shift_done_at, c.travel_path_done_at, c.post_shift_done_at, c.version,
    c.updated_at as checklist_updated_at, s.temperature_unit, k.method as key_method,
    k.path as key_path, k.request_hash as key_request_hash, k.status_code as key_status_code,
    k.response_body as key_response_body
  from unnest(${arrays(4, 'text')}) with ordinality as asked(checklist_id, item_id, user_id, "key", n)
  left join checklists c on c.id = asked.checklist_id
  left join stores s on s.id = c.store_id
  left join checklist_items i on i.checklist_id = c.id and i.id = asked.item_id
  left join idempotency_keys k on k.user_id = asked.user_id and k."key" = asked."key"
  order by asked.n`,
  'tick-read',
);

/**
 * The writes of ticks to several checklists in one statement. Each checklist's part hangs on its
 * own compare-and-swap: a checklist no longer at the version read gets nothing written, and the
 * others are written all the same. A key taken meanwhile fails the whole statement on its
 * primary key, and nothing is written at all.
 */
const WRITE = rawStatement(
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
      answer_value = v.answer_value, answer_unit = v.answer_unit, answered_at = v.answered_at,
      na_reason = v.na_reason, updated_at = v.updated_at
    from unnest(${arrays(1, 'text')}, ${arrays(1, 'boolean')}, ${arrays(1, 'timestamptz')},
      ${arrays(1, 'text')}, ${arrays(1, 'boolean')}, ${arrays(2, 'text')},
      ${arrays(1, 'boolean')}, ${arrays(1, 'timestamptz')}, ${arrays(2, 'text')},
      ${arrays(1, 'timestamptz')}, ${arrays(1, 'text')}, ${arrays(1, 'timestamptz')},
      ${arrays(1, 'text')})
      as v(checklist_id, completed, completed_at, completed_by, failed, failure_comment,
        failure_priority, resolved, resolved_at, answer_value, answer_unit, answered_at,
        na_reason, updated_at, id)
    where i.id = v.id and i.checklist_id = v.checklist_id
      and v.checklist_id in (select id from cas)
    returning 1
  ),
  event as (
    insert into checklist_events (checklist_id, at, user_id, user_name, action, subject, summary,
      before_json, after_json, made_at, tablet_name)
    select e.checklist_id, e.at, e.user_id, e.user_name, e.action, e.subject, e.summary,
      e.before_json, e.after_json, e.made_at, e.tablet_name
    from unnest(${arrays(1, 'text')}, ${arrays(1, 'timestamptz')}, ${arrays(7, 'text')},
      ${arrays(1, 'timestamptz')}, ${arrays(1, 'text')})
      with ordinality as e(checklist_id, at, user_id, user_name, action, subject, summary,
        before_json, after_json, made_at, tablet_name, n)
    where e.checklist_id in (select id from cas)
    order by e.n
    returning 1
  ),
  reading as (
    insert into readings (checklist_id, item_id, store_id, business_date, at, user_id,
      user_name, value, unit, measure, within, action)
    select r.checklist_id, r.item_id, r.store_id, r.business_date, r.at, r.user_id, r.user_name,
      r.value, r.unit, r.measure, r.within, r.action
    from unnest(${arrays(3, 'text')}, ${arrays(1, 'date')}, ${arrays(1, 'timestamptz')},
      ${arrays(5, 'text')}, ${arrays(1, 'boolean')}, ${arrays(1, 'text')})
      with ordinality as r(checklist_id, item_id, store_id, business_date, at, user_id,
        user_name, value, unit, measure, within, action, n)
    where r.checklist_id in (select id from cas)
    order by r.n
    returning 1
  ),
  answer as (
    insert into idempotency_keys (user_id, "key", method, path, request_hash, status_code,
      response_body, created_at)
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
  'tick-write',
);

const LOCK = rawStatement('select id from checklists where id = ? for update', 'tick-lock');

/** The parameters' rows turned into one array per column, as unnest takes them. */
function columns(rows: readonly (readonly unknown[])[], width: number): unknown[][] {
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column]));
}

export const postgresTickStore: TickStore = {
  async lock(db, checklistId) {
    await runStatement(db, 'postgres', LOCK, [checklistId]);
  },
  async read(db, asked) {
    const { rows } = await runStatement<TickReadRow>(db, 'postgres', READ, [
      asked.map((a) => a.checklistId),
      asked.map((a) => a.itemId),
      asked.map((a) => a.userId),
      asked.map((a) => a.key),
    ]);
    if (rows.length !== asked.length) throw new Error("the ticks' read answers one row each");
    return rows.map((row, i) => tickReadOf(asked[i]!.checklistId, row));
  },
  async write(db, writes) {
    const checklists = writes.map((w) => [
      w.checklistId,
      w.version,
      w.events.length,
      ...countParameters(w),
    ]);
    const items = writes.flatMap((w) =>
      w.items.map((item) => [w.checklistId, ...itemParameters(item)]),
    );
    const events = writes.flatMap((w) => w.events.map(eventParameters));
    const readings = writes.flatMap((w) => w.readings.map(readingParameters));
    const keys = writes.flatMap((w) => w.answers.map((a) => [w.checklistId, ...keyParameters(a)]));
    const { rows } = await runStatement<{ id: string }>(db, 'postgres', WRITE, [
      ...columns(checklists, 11),
      ...columns(items, 15),
      ...columns(events, 11),
      ...columns(readings, 12),
      ...columns(keys, 9),
    ]);
    return new Set(rows.map((row) => row.id));
  },
};
