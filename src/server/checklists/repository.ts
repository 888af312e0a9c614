import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { ChecklistResource } from '#domain/authz';
import type { ChecklistFeedback } from '#domain/checklists/api';
import type { SectionCountsBySection } from '#domain/checklists/summary';
import type { IsoDate } from '#domain/dates';
import type { SectionDoneAt } from '#domain/due/shift-timing';
import type { ShiftCategory } from '#domain/shifts';
import { rawStatement, runHotStatement } from '../db/raw-statement';
import type { ChecklistsTable, Database } from '../db/types';
import { sectionDoneAtOf, sectionDoneColumns } from './section-done-columns';

type Executor = Kysely<Database>;

export interface ChecklistRecord {
  id: string;
  storeId: string;
  businessDate: IsoDate;
  category: ShiftCategory;
  title: string;
  /** Who runs it: its creator, or whoever took it over last. */
  createdBy: string | null;
  creatorName: string;
  takenOverByName: string | null;
  takenOverAt: string | null;
  serviceAreaLeader: string;
  productionAreaLeader: string;
  postShiftAnalysis: string;
  progress: number;
  completedAt: string | null;
  openIssues: number;
  sectionCounts: SectionCountsBySection;
  /** When each section was completed, by the server's time of the completing change. */
  sectionDoneAt: SectionDoneAt;
  feedback: ChecklistFeedback | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProgressFields {
  progress: number;
  completedAt: string | null;
  openIssues: number;
  sectionCounts: SectionCountsBySection;
  sectionDoneAt: SectionDoneAt;
}

export interface NewChecklist extends ProgressFields {
  id: string;
  storeId: string;
  businessDate: IsoDate;
  category: ShiftCategory;
  title: string;
  createdBy: string;
  creatorName: string;
  now: string;
}

export interface DetailFields {
  serviceAreaLeader?: string;
  productionAreaLeader?: string;
  postShiftAnalysis?: string;
}

/** A checklist has feedback once it has both its text and its time. */
const hasFeedback = (
  row: Pick<Selectable<ChecklistsTable>, 'feedback_text' | 'feedback_at'>,
): row is { feedback_text: string; feedback_at: string } =>
  row.feedback_text !== null && row.feedback_at !== null;

/**
 * The stored per-section counts: written only by the recount, from a SectionCountsBySection, so
 * read back as one without a schema (a tick reads them on every change).
 */
export function sectionCountsOf(text: string): SectionCountsBySection {
  return JSON.parse(text) as SectionCountsBySection;
}

function toRecord(row: Selectable<ChecklistsTable>): ChecklistRecord {
  const feedback = hasFeedback(row)
    ? {
        text: row.feedback_text,
        timestamp: row.feedback_at,
        userId: row.feedback_user_id,
        userName: row.feedback_user_name ?? '',
      }
    : null;
  return {
    id: row.id,
    storeId: row.store_id,
    businessDate: row.business_date,
    category: row.category,
    title: row.title,
    createdBy: row.created_by,
    creatorName: row.creator_name,
    takenOverByName: row.taken_over_by_name,
    takenOverAt: row.taken_over_at,
    serviceAreaLeader: row.service_area_leader,
    productionAreaLeader: row.production_area_leader,
    postShiftAnalysis: row.post_shift_analysis,
    progress: row.progress,
    completedAt: row.completed_at,
    openIssues: row.open_issues,
    sectionCounts: sectionCountsOf(row.section_counts),
    sectionDoneAt: sectionDoneAtOf(row),
    feedback,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Inserts unless the store already has a checklist for that business date and shift; the
 * unique key decides, so of two concurrent creates exactly one inserts. True when this one did.
 */
export async function insertChecklistIfAbsent(db: Executor, c: NewChecklist): Promise<boolean> {
  const inserted = await db
    .insertInto('checklists')
    .values({
      id: c.id,
      store_id: c.storeId,
      business_date: c.businessDate,
      category: c.category,
      title: c.title,
      created_by: c.createdBy,
      creator_name: c.creatorName,
      progress: c.progress,
      completed_at: c.completedAt,
      open_issues: c.openIssues,
      section_counts: JSON.stringify(c.sectionCounts),
      ...sectionDoneColumns(c.sectionDoneAt),
      feedback_text: null,
      feedback_at: null,
      feedback_user_id: null,
      feedback_user_name: null,
      created_at: c.now,
      updated_at: c.now,
    })
    .onConflict((oc) => oc.columns(['store_id', 'business_date', 'category']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Read by every request about one checklist: written once, prepared once per connection. */
const CHECKLIST_BY_ID = rawStatement('select * from checklists where id = ?', 'checklist-by-id');

export async function findChecklistById(db: Executor, id: string) {
  const { rows } = await runHotStatement<Selectable<ChecklistsTable>>(db, CHECKLIST_BY_ID, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

// A scalar subquery rather than a join: SQLite runs the join three times slower (22 against
// 7.6 µs), though its plan reads the same two rows by primary key.
const CHECKLIST_WITH_STORE_REVISION = rawStatement(
  `select checklists.*,
     (select revision from stores where stores.id = checklists.store_id) as store_revision
   from checklists where checklists.id = ?`,
  'checklist-with-store-revision',
);

// What deciding who may open a checklist, and which kept document answers, needs of it: a third
// of the columns, which SQLite turns into a row in half the time of the whole checklist.
const CHECKLIST_ACCESS = rawStatement(
  `select id, store_id, created_by, business_date, feedback_user_id, feedback_text, feedback_at,
     version,
     (select revision from stores where stores.id = checklists.store_id) as store_revision
   from checklists where checklists.id = ?`,
  'checklist-access',
);

/** What deciding who may open a checklist needs of it, and its document's version. */
export interface ChecklistAccess extends ChecklistResource {
  id: string;
  version: number;
}

type AccessRow = Pick<
  Selectable<ChecklistsTable>,
  | 'id'
  | 'store_id'
  | 'created_by'
  | 'business_date'
  | 'feedback_user_id'
  | 'feedback_text'
  | 'feedback_at'
  | 'version'
> & { store_revision: string };

/** A checklist's access fields and its store's revision, in one statement. */
export async function findChecklistAccess(db: Executor, id: string) {
  const { rows } = await runHotStatement<AccessRow>(db, CHECKLIST_ACCESS, [id]);
  const [row] = rows;
  if (!row) return null;
  const checklist: ChecklistAccess = {
    id: row.id,
    storeId: row.store_id,
    createdBy: row.created_by,
    businessDate: row.business_date,
    feedback: hasFeedback(row) ? { userId: row.feedback_user_id } : null,
    version: row.version,
  };
  return { checklist, storeRevision: row.store_revision };
}

/** A checklist and its store's revision (store-cache.ts), in one statement. */
export async function findChecklistWithStoreRevision(db: Executor, id: string) {
  const { rows } = await runHotStatement<Selectable<ChecklistsTable> & { store_revision: string }>(
    db,
    CHECKLIST_WITH_STORE_REVISION,
    [id],
  );
  const [row] = rows;
  // A checklist always has its store (the foreign key cascades), so the revision is there.
  return row ? { checklist: toRecord(row), storeRevision: row.store_revision } : null;
}

export async function findChecklistByKey(
  db: Executor,
  key: { storeId: string; businessDate: IsoDate; category: ShiftCategory },
) {
  const row = await db
    .selectFrom('checklists')
    .selectAll()
    .where('store_id', '=', key.storeId)
    .where('business_date', '=', key.businessDate)
    .where('category', '=', key.category)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * A store's revision (store-cache.ts) and the id and version of each of its checklists in
 * [from, to], in date and shift order: what a day view or a report is kept by, in one statement.
 * The database joins them into one string (SQLite's `string_agg` since 3.44, PostgreSQL's): a
 * month's hundred rows as objects cost the server more than the database took to read them.
 * Prepared once, as every day view and report reads it.
 */
const STORE_REVISION_AND_VERSIONS = rawStatement(
  `select stores.revision as store_revision,
     (select string_agg(checklists.id || ':' || checklists.version, ','
         order by checklists.business_date, checklists.category)
       from checklists
       where checklists.store_id = stores.id
         and checklists.business_date >= ? and checklists.business_date <= ?) as versions
   from stores where stores.id = ?`,
  'store-revision-and-versions',
);

export interface ChecklistVersions {
  /** The store's revision; null for a store that does not exist. */
  revision: string | null;
  /** Each checklist's id and version, as one string: what changes when any of them does. */
  versions: string;
}

export async function findStoreRevisionAndVersions(
  db: Executor,
  storeId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<ChecklistVersions> {
  const { rows } = await runHotStatement<{ store_revision: string; versions: string | null }>(
    db,
    STORE_REVISION_AND_VERSIONS,
    [from, to, storeId],
  );
  const row = rows[0];
  // No checklist in the range: the aggregate of no rows is null.
  return { revision: row?.store_revision ?? null, versions: row?.versions ?? '' };
}

export async function listChecklistsForDay(db: Executor, storeId: string, date: IsoDate) {
  const rows = await db
    .selectFrom('checklists')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('business_date', '=', date)
    .execute();
  return rows.map(toRecord);
}

/**
 * The first statement of every change's transaction. On PostgreSQL the update takes the row
 * lock, so changes to one checklist queue here instead of overwriting each other's recomputed
 * progress; SQLite has one writer at a time anyway. Returns the row as it stands under the lock.
 */
/**
 * The version after a change. Every write to a checklist or anything in it raises it in the
 * same transaction: readers key the checklist document by it (checklistDocument).
 */
export const NEXT_VERSION = sql<number>`version + 1`;

export async function lockChecklistForChange(db: Executor, id: string, now: string) {
  const row = await db
    .updateTable('checklists')
    .set({ version: NEXT_VERSION, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function updateChecklistProgress(db: Executor, id: string, fields: ProgressFields) {
  await db
    .updateTable('checklists')
    .set({
      progress: fields.progress,
      completed_at: fields.completedAt,
      open_issues: fields.openIssues,
      section_counts: JSON.stringify(fields.sectionCounts),
      ...sectionDoneColumns(fields.sectionDoneAt),
    })
    .where('id', '=', id)
    .execute();
}

export async function updateChecklistDetails(db: Executor, id: string, fields: DetailFields) {
  await db
    .updateTable('checklists')
    .set({
      service_area_leader: fields.serviceAreaLeader,
      production_area_leader: fields.productionAreaLeader,
      post_shift_analysis: fields.postShiftAnalysis,
    })
    .where('id', '=', id)
    .execute();
}

export async function saveChecklistFeedback(db: Executor, id: string, f: ChecklistFeedback) {
  await db
    .updateTable('checklists')
    .set({
      feedback_text: f.text,
      feedback_at: f.timestamp,
      feedback_user_id: f.userId,
      feedback_user_name: f.userName,
    })
    .where('id', '=', id)
    .execute();
}

/** Items, targets and history go with it (foreign keys cascade). */
export async function deleteChecklistById(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('checklists').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The checklist now run by `by`, who took it over at `at`. */
export async function takeOverChecklist(
  db: Executor,
  id: string,
  by: { id: string; name: string },
  at: string,
): Promise<void> {
  await db
    .updateTable('checklists')
    .set({
      created_by: by.id,
      taken_over_by_name: by.name,
      taken_over_at: at,
      version: NEXT_VERSION,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}
