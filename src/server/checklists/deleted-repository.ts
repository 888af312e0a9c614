import type { Kysely, Selectable } from 'kysely';
import type { SessionUser } from '#domain/auth/schemas';
import type { DeletedChecklist } from '#domain/checklists/deleted';
import { personName } from '#domain/checklists/summary';
import { actionsForKeptFailures } from '../actions/repository';
import type {
  ActionsTable,
  ChecklistEventsTable,
  ChecklistItemsTable,
  ChecklistPhotosTable,
  ChecklistsTable,
  Database,
  DeletedChecklistsTable,
  ReadingsTable,
  ShiftTargetsTable,
} from '../db/types';

type Executor = Kysely<Database>;

/**
 * Every row of one checklist, as its tables hold them: what a delete keeps and a restore puts
 * back. Events leave their ids behind; restored, they are appended again in the same order.
 */
export interface ChecklistContents {
  checklist: Selectable<ChecklistsTable>;
  items: Selectable<ChecklistItemsTable>[];
  targets: Selectable<ShiftTargetsTable>[];
  events: Omit<Selectable<ChecklistEventsTable>, 'id'>[];
  photos: Selectable<ChecklistPhotosTable>[];
  /** Its rows of the temperature log; absent from checklists kept before readings existed. */
  readings?: Omit<Selectable<ReadingsTable>, 'id'>[];
  /** Its failures' actions; absent from checklists kept before actions existed. */
  actions?: Selectable<ActionsTable>[];
}

export async function readChecklistContents(
  db: Executor,
  id: string,
): Promise<ChecklistContents | null> {
  const checklist = await db
    .selectFrom('checklists')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!checklist) return null;
  const [items, targets, events, photos, readings, actions] = await Promise.all([
    db.selectFrom('checklist_items').selectAll().where('checklist_id', '=', id).execute(),
    db.selectFrom('shift_targets').selectAll().where('checklist_id', '=', id).execute(),
    db
      .selectFrom('checklist_events')
      .selectAll()
      .where('checklist_id', '=', id)
      .orderBy('id')
      .execute(),
    db.selectFrom('checklist_photos').selectAll().where('checklist_id', '=', id).execute(),
    // By its store and day first: the index readings and actions are found by (migrations 026,
    // 027).
    db
      .selectFrom('readings')
      .selectAll()
      .where('store_id', '=', checklist.store_id)
      .where('business_date', '=', checklist.business_date)
      .where('checklist_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('actions')
      .selectAll()
      .where('store_id', '=', checklist.store_id)
      .where('business_date', '=', checklist.business_date)
      .where('checklist_id', '=', id)
      .orderBy('opened_at')
      .execute(),
  ]);
  return {
    checklist,
    items,
    targets,
    events: events.map(({ id: _id, ...event }) => event),
    photos,
    readings: readings.map(({ id: _id, ...reading }) => reading),
    actions,
  };
}

/** A failure logged at priority A, open or resolved, among the kept rows (0/1 on SQLite). */
export const priorityAFailuresIn = (items: ChecklistContents['items']) =>
  items.filter((item) => Boolean(item.failed) && item.failure_priority === 'A').length;

export async function keepDeletedChecklist(
  db: Executor,
  deletion: { contents: ChecklistContents; priorityAFailures: number; by: SessionUser; at: string },
): Promise<void> {
  const { checklist } = deletion.contents;
  const entry = {
    business_date: checklist.business_date,
    category: checklist.category,
    title: checklist.title,
    creator_name: checklist.creator_name,
    progress: checklist.progress,
    priority_a_failures: deletion.priorityAFailures,
    deleted_at: deletion.at,
    deleted_by: deletion.by.id,
    deleted_by_name: personName(deletion.by),
    contents: JSON.stringify(deletion.contents),
    purged_at: null,
  };
  // Restored once and deleted again, a checklist keeps one entry: its latest deletion.
  await db
    .insertInto('deleted_checklists')
    .values({ id: checklist.id, store_id: checklist.store_id, ...entry })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(entry))
    .execute();
}

type DeletedRow = Selectable<DeletedChecklistsTable> & { store_name: string };

const toDeleted = (row: DeletedRow, restorableUntil: string | null): DeletedChecklist => ({
  id: row.id,
  storeId: row.store_id,
  storeName: row.store_name,
  businessDate: row.business_date,
  category: row.category,
  title: row.title,
  creatorName: row.creator_name,
  progress: row.progress,
  priorityAFailures: row.priority_a_failures,
  deletedAt: row.deleted_at,
  deletedByName: row.deleted_by_name,
  restorableUntil,
});

/** Deleted since `since`, newest first, with until when each can be restored. */
export async function listDeletedChecklists(
  db: Executor,
  since: string,
  restorableUntil: (deletedAt: string) => string,
): Promise<DeletedChecklist[]> {
  const rows = await db
    .selectFrom('deleted_checklists')
    .innerJoin('stores', 'stores.id', 'deleted_checklists.store_id')
    .selectAll('deleted_checklists')
    .select('stores.name as store_name')
    .where('deleted_checklists.deleted_at', '>=', since)
    .orderBy('deleted_checklists.deleted_at', 'desc')
    .orderBy('deleted_checklists.id')
    .execute();
  return rows.map((row) =>
    toDeleted(row, row.contents === null ? null : restorableUntil(row.deleted_at)),
  );
}

/**
 * A deleted checklist's entry, its kept rows read back as they were written: only
 * keepDeletedChecklist writes `contents`, from a ChecklistContents (as sectionCountsOf reads
 * the counts the recount wrote).
 */
export async function findDeletedChecklist(db: Executor, id: string) {
  const row = await db
    .selectFrom('deleted_checklists')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const contents = row.contents === null ? null : (JSON.parse(row.contents) as ChecklistContents);
  return { ...row, contents };
}

/** Puts a kept checklist's rows back; people deleted since are no longer named as its makers. */
export async function putBackChecklist(db: Executor, contents: ChecklistContents): Promise<void> {
  const people = [contents.checklist.created_by, ...contents.photos.map((p) => p.created_by)];
  const wanted = [...new Set(people.filter((id): id is string => id !== null))];
  const present = new Set(
    wanted.length === 0
      ? []
      : (await db.selectFrom('users').select('id').where('id', 'in', wanted).execute()).map(
          (user) => user.id,
        ),
  );
  const stillThere = (id: string | null) => (id !== null && present.has(id) ? id : null);
  await db
    .insertInto('checklists')
    .values({ ...contents.checklist, created_by: stillThere(contents.checklist.created_by) })
    .execute();
  if (contents.items.length > 0) {
    const items = contents.items.map((item) => ({
      ...item,
      completed: Boolean(item.completed),
      failed: Boolean(item.failed),
      resolved: Boolean(item.resolved),
      na_allowed: Boolean(item.na_allowed),
      photo_on_fail: Boolean(item.photo_on_fail),
    }));
    await db.insertInto('checklist_items').values(items).execute();
  }
  if (contents.targets.length > 0) {
    const targets = contents.targets.map((target) => ({
      ...target,
      achieved: target.achieved === null ? null : Boolean(target.achieved),
    }));
    await db.insertInto('shift_targets').values(targets).execute();
  }
  if (contents.events.length > 0) {
    await db.insertInto('checklist_events').values(contents.events).execute();
  }
  if (contents.photos.length > 0) {
    await db
      .insertInto('checklist_photos')
      .values(contents.photos.map((p) => ({ ...p, created_by: stillThere(p.created_by) })))
      .execute();
  }
  const readings = contents.readings ?? [];
  if (readings.length > 0) {
    await db
      .insertInto('readings')
      .values(readings.map((reading) => ({ ...reading, within: Boolean(reading.within) })))
      .execute();
  }
  const actions = contents.actions ?? actionsForKeptFailures(contents.checklist, contents.items);
  if (actions.length > 0) {
    await db
      .insertInto('actions')
      .values(actions.map((action) => ({ ...action, recurring: Boolean(action.recurring) })))
      .execute();
  }
}

export async function forgetDeletedChecklist(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('deleted_checklists').where('id', '=', id).execute();
}

/** Kept checklists deleted before `before`: their contents are due to go. */
export async function listDueForPurge(db: Executor, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('deleted_checklists')
    .select('id')
    .where('deleted_at', '<', before)
    .where('contents', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Drops a kept checklist's contents, keeping the record that it was deleted. */
export async function purgeDeletedChecklist(db: Executor, id: string, at: string): Promise<void> {
  await db
    .updateTable('deleted_checklists')
    .set({ contents: null, purged_at: at })
    .where('id', '=', id)
    .execute();
}

/** A store's deleted checklists whose contents are still kept. */
export async function listKeptOfStore(db: Executor, storeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('deleted_checklists')
    .select('id')
    .where('store_id', '=', storeId)
    .where('contents', 'is not', null)
    .execute();
  return rows.map((row) => row.id);
}
