import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AppDeps } from '../deps';
import { deletePhotos, listPhotoSet, type PhotoRecord } from './repository';
import { withStorage } from './storage-errors';

/**
 * Removes photos whose subject went away (a failure cleared, feedback replaced by someone else)
 * inside the change's transaction: the files are deleted last, just before the commit, so a
 * storage failure rolls the whole change back instead of leaving rows without files.
 */
export async function dropPhotos(
  deps: AppDeps,
  trx: Kysely<Database>,
  photos: readonly PhotoRecord[],
): Promise<void> {
  if (photos.length === 0) return;
  await deletePhotos(
    trx,
    photos.map((photo) => photo.id),
  );
  const keys = photos.flatMap((photo) => [photo.storageKey, photo.thumbnailKey]);
  await withStorage(() => deps.photos.remove(keys));
}

/** A failed item's issue and fix photos. */
export async function itemPhotos(trx: Kysely<Database>, checklistId: string, itemId: string) {
  return [
    ...(await listPhotoSet(trx, checklistId, 'failure', itemId)),
    ...(await listPhotoSet(trx, checklistId, 'resolution', itemId)),
  ];
}

/** Every stored file of a deleted checklist, once it is no longer kept for a restore. */
export async function dropChecklistFiles(deps: AppDeps, checklistId: string): Promise<void> {
  await withStorage(() => deps.photos.removeChecklist(checklistId));
}
