import type { Kysely } from 'kysely';
import type { Photo } from '#domain/photos/api';
import type { PhotoKind } from '#domain/photos/messages';
import type { ChecklistPhotosTable, Database } from '../db/types';

type Executor = Kysely<Database>;

export interface PhotoRecord extends Photo {
  checklistId: string;
  storageKey: string;
  thumbnailKey: string;
}

const toRecord = (row: ChecklistPhotosTable): PhotoRecord => ({
  id: row.id,
  checklistId: row.checklist_id,
  kind: row.kind,
  itemId: row.item_id,
  width: Number(row.width),
  height: Number(row.height),
  bytes: Number(row.bytes),
  createdAt: row.created_at,
  createdBy: row.created_by,
  storageKey: row.storage_key,
  thumbnailKey: row.thumbnail_key,
});

export const toPhoto = ({
  checklistId: _c,
  storageKey: _s,
  thumbnailKey: _t,
  ...photo
}: PhotoRecord): Photo => photo;

export async function insertPhoto(db: Executor, photo: PhotoRecord): Promise<void> {
  await db
    .insertInto('checklist_photos')
    .values({
      id: photo.id,
      checklist_id: photo.checklistId,
      item_id: photo.itemId,
      kind: photo.kind,
      storage_key: photo.storageKey,
      thumbnail_key: photo.thumbnailKey,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      created_by: photo.createdBy,
      created_at: photo.createdAt,
    })
    .execute();
}

/** Oldest first; the id orders photos added in the same millisecond. */
export async function listChecklistPhotos(
  db: Executor,
  checklistId: string,
): Promise<PhotoRecord[]> {
  const rows = await db
    .selectFrom('checklist_photos')
    .selectAll()
    .where('checklist_id', '=', checklistId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

/** The photos of one set: a failure's, its resolution's, or the feedback's (itemId null). */
export async function listPhotoSet(
  db: Executor,
  checklistId: string,
  kind: PhotoKind,
  itemId: string | null,
): Promise<PhotoRecord[]> {
  const photos = await listChecklistPhotos(db, checklistId);
  return photos.filter((photo) => photo.kind === kind && photo.itemId === itemId);
}

export async function findPhoto(
  db: Executor,
  checklistId: string,
  photoId: string,
): Promise<PhotoRecord | null> {
  const row = await db
    .selectFrom('checklist_photos')
    .selectAll()
    .where('checklist_id', '=', checklistId)
    .where('id', '=', photoId)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The store and owner of a failed item's corrective action, for who may add its fix photos. */
export function findItemAction(
  db: Executor,
  checklistId: string,
  itemId: string,
): Promise<{ storeId: string; ownerUserId: string | null } | undefined> {
  return db
    .selectFrom('actions')
    .select(['store_id as storeId', 'owner_user_id as ownerUserId'])
    .where('checklist_id', '=', checklistId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

export async function deletePhotos(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('checklist_photos').where('id', 'in', ids).execute();
}
