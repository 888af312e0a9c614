// What the tick group (group.ts) needs from the database: the TickStore, with the rows and
// parameters both dialects share, and SQLite's store. PostgreSQL's is in postgres-store.ts; the
// app takes the one for its database in createDeps.
import type { Kysely, Selectable } from 'kysely';
import type { ChecklistItem } from '#domain/checklists/api';
import type { RecountedChecklist } from '#domain/checklists/recount';
import type { IsoDate } from '#domain/dates';
import { rawStatement, runStatement } from '../../db/raw-statement';
import type { ChecklistItemsTable, Database } from '../../db/types';
import { keyRow, type IdempotencyClaim } from '../../idempotency/repository';
import { eventRow, type NewChecklistEvent } from '../events-repository';
import { readingRow, type NewReading } from '../../readings/repository';
import { isTemperatureUnit } from '#domain/readings/units';
import { itemStateRow, toItem } from '../items-repository';
import { sectionCountsOf } from '../repository';
import {
  sectionDoneAtOf,
  sectionDoneParameters,
  type SectionDoneColumns,
} from '../section-done-columns';
import type { TickRead } from './decide';

type Executor = Kysely<Database>;

/** Who asks for which item of which checklist, with which Idempotency-Key. */
export interface TickAsked {
  checklistId: string;
  itemId: string;
  userId: string;
  key: string | null;
}

/** What the ticks of one group write to one checklist. */
export interface ChecklistTicks {
  checklistId: string;
  /** The version read: nothing is written unless the checklist is still at it. */
  version: number;
  /** The counts after the last change. */
  counts: RecountedChecklist;
  /** The last change's time. */
  now: string;
  /** Each changed item's last state. */
  items: ChecklistItem[];
  /** One history event per change, in order: the version rises by one for each. */
  events: NewChecklistEvent[];
  /** Every reading entered, for the temperature log. */
  readings: NewReading[];
  /** The Idempotency-Keys with their answers, kept together with the changes. */
  answers: { claim: IdempotencyClaim; statusCode: number; body: string; now: string }[];
}

export interface TickStore {
  /** Holds the checklist's row until the transaction ends; SQLite has one writer anyway. */
  lock(db: Executor, checklistId: string): Promise<void>;
  /** The key as stored, the checklist and the item for each tick asked, in the order asked. */
  read(db: Executor, asked: readonly TickAsked[]): Promise<TickRead[]>;
  /**
   * Writes each checklist's ticks while it is still at the version read, and answers the ids
   * written. A key saved meanwhile fails the whole write.
   */
  write(db: Executor, writes: readonly ChecklistTicks[]): Promise<Set<string>>;
}

/**
 * The row a tick's read answers, on both databases: the item's columns (all null when the item is
 * not there), the checklist's, the key's.
 */
export type TickReadRow = (
  | Selectable<ChecklistItemsTable>
  | ({ [K in keyof Selectable<ChecklistItemsTable>]: null } & { id: null })
) &
  SectionDoneColumns & {
    store_id: string | null;
    created_by: string | null;
    business_date: IsoDate;
    progress: number;
    checklist_completed_at: string | null;
    open_issues: number;
    section_counts: string;
    version: number | null;
    checklist_updated_at: string;
    temperature_unit: string | null;
    key_method: string | null;
    key_path: string;
    key_request_hash: string | null;
    key_status_code: number | null;
    key_response_body: string | null;
  };

export function tickReadOf(checklistId: string, row: TickReadRow): TickRead {
  const { store_id: storeId, version } = row;
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
    checklist:
      version === null || storeId === null
        ? null
        : {
            id: checklistId,
            storeId,
            createdBy: row.created_by,
            businessDate: row.business_date,
            progress: row.progress,
            completedAt: row.checklist_completed_at,
            openIssues: row.open_issues,
            sectionCounts: sectionCountsOf(row.section_counts),
            sectionDoneAt: sectionDoneAtOf(row),
            version,
            updatedAt: row.checklist_updated_at,
          },
    item: row.id === null ? null : toItem(row),
    storeUnit: isTemperatureUnit(row.temperature_unit) ? row.temperature_unit : 'C',
  };
}

/** A checklist's new counts, in the order its update statement sets them. */
export const countParameters = (w: ChecklistTicks) => [
  w.counts.progress,
  w.counts.completedAt,
  w.counts.openIssues,
  JSON.stringify(w.counts.sectionCounts),
  ...sectionDoneParameters(w.counts.sectionDoneAt),
  w.now,
];

/** The values of each row the tick writes, in the order its statements name the columns. */
export const itemParameters = (item: ChecklistItem) => [
  ...Object.values(itemStateRow(item)),
  item.id,
];
export const eventParameters = (event: NewChecklistEvent) => Object.values(eventRow(event));
export const readingParameters = (reading: NewReading) => Object.values(readingRow(reading));
export const keyParameters = (answer: ChecklistTicks['answers'][number]) =>
  Object.values(keyRow(answer.claim, answer));

// SQLite: one read a tick, in process. The ids are joined from a row of parameters rather than
// compared with parameters in each join: SQLite ran the latter, with the same plan, in 30 µs
// against 8.
const SQLITE_READ = rawStatement(`
  select i.*, c.store_id, c.created_by, c.business_date, c.progress,
    c.completed_at as checklist_completed_at, c.open_issues, c.section_counts,
    c.pre_shift_done_at, c.travel_path_done_at, c.post_shift_done_at, c.version,
    c.updated_at as checklist_updated_at, s.temperature_unit, k.method as key_method,
    k.path as key_path, k.request_hash as key_request_hash, k.status_code as key_status_code,
    k.response_body as key_response_body
  from (select cast(? as text) as checklist_id, cast(? as text) as item_id,
      cast(? as text) as user_id, cast(? as text) as "key") as asked
  left join checklists c on c.id = asked.checklist_id
  left join stores s on s.id = c.store_id
  left join checklist_items i on i.checklist_id = c.id and i.id = asked.item_id
  left join idempotency_keys k on k.user_id = asked.user_id and k."key" = asked."key"`);

const SQLITE_WRITE = {
  cas: rawStatement(`update checklists set version = version + ?, progress = ?, completed_at = ?,
    open_issues = ?, section_counts = ?, pre_shift_done_at = ?, travel_path_done_at = ?,
    post_shift_done_at = ?, updated_at = ? where id = ? and version = ?`),
  item: rawStatement(`update checklist_items set completed = ?, completed_at = ?,
    completed_by = ?, failed = ?, failure_comment = ?, failure_priority = ?, resolved = ?,
    resolved_at = ?, answer_value = ?, answer_unit = ?, answered_at = ?, na_reason = ?,
    updated_at = ?
    where id = ?`),
  event: rawStatement(`insert into checklist_events (checklist_id, at, user_id, user_name,
    action, subject, summary, before_json, after_json, made_at, tablet_name)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
  // Every reading of the group in one statement, as one JSON array of rows: a statement through
  // the group's transaction cost some 12 µs besides SQLite's own work.
  readings: rawStatement(`insert into readings (checklist_id, item_id, store_id, business_date,
    at, user_id, user_name, value, unit, measure, within, action)
    select r.value ->> 0, r.value ->> 1, r.value ->> 2, r.value ->> 3, r.value ->> 4,
      r.value ->> 5, r.value ->> 6, r.value ->> 7, r.value ->> 8, r.value ->> 9, r.value ->> 10,
      r.value ->> 11
    from json_each(?) as r order by r.key`),
  key: rawStatement(`insert into idempotency_keys (user_id, "key", method, path, request_hash,
    status_code, response_body, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)`),
};

/**
 * SQLite runs the group in one savepoint of the shared commit (group-commit.ts), where nothing
 * else writes: each checklist's swap applies, then its items, events and keys.
 */
export const sqliteTickStore: TickStore = {
  lock: () => Promise.resolve(),
  async read(db, asked) {
    const reads: TickRead[] = [];
    for (const a of asked) {
      const parameters = [a.checklistId, a.itemId, a.userId, a.key];
      const { rows } = await runStatement<TickReadRow>(db, 'sqlite', SQLITE_READ, parameters);
      if (!rows[0]) throw new Error('the tick read answers one row');
      reads.push(tickReadOf(a.checklistId, rows[0]));
    }
    return reads;
  },
  async write(db, writes) {
    const applied = new Set<string>();
    const readings: unknown[][] = [];
    for (const w of writes) {
      const swap = [w.events.length, ...countParameters(w), w.checklistId, w.version];
      const { changed } = await runStatement(db, 'sqlite', SQLITE_WRITE.cas, swap);
      if (changed === 0) continue;
      for (const item of w.items) {
        await runStatement(db, 'sqlite', SQLITE_WRITE.item, itemParameters(item));
      }
      for (const event of w.events) {
        await runStatement(db, 'sqlite', SQLITE_WRITE.event, eventParameters(event));
      }
      readings.push(...w.readings.map(readingParameters));
      for (const answer of w.answers) {
        await runStatement(db, 'sqlite', SQLITE_WRITE.key, keyParameters(answer));
      }
      applied.add(w.checklistId);
    }
    // `->>` gives JSON's true and false as SQLite's 1 and 0, as the boolean plugin writes them.
    if (readings.length > 0) {
      await runStatement(db, 'sqlite', SQLITE_WRITE.readings, [JSON.stringify(readings)]);
    }
    return applied;
  },
};
