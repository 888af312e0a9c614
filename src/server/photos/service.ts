import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Photo } from '#domain/photos/api';
import { PHOTO_MESSAGES, PHOTOS_PER_SUBJECT_MAX, type PhotoKind } from '#domain/photos/messages';
import { CHECKLIST_ITEM_NOT_FOUND } from '#domain/checklists/messages';
import type { Caller } from '../auth/caller';
import { authorize } from '#domain/authz';
import { requireAccess } from '../authz/require-access';
import { runChecklistChange } from '../checklists/change';
import { insertChecklistEvents } from '../checklists/events-repository';
import { eventsBy } from '../checklists/history';
import { findChecklistItem } from '../checklists/items-repository';
import { loadChecklistContext } from '../checklists/service';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../http/errors';
import { photoAdded, photoRemoved } from './history';
import { checkPhoto, processPhoto } from './process-image';
import {
  deletePhotos,
  findItemAction,
  findPhoto,
  insertPhoto,
  listPhotoSet,
  toPhoto,
} from './repository';
import { photoKey } from './storage';
import { withStorage } from './storage-errors';
import { noUploadLimits, type UploadLimits } from './upload-limits';

/** Which set a new photo joins: a failed item's issue or fix photos, or the feedback's. */
export type PhotoTarget = { kind: 'failure' | 'resolution'; itemId: string } | { kind: 'feedback' };

/** What the upload route hands over: the bytes are read only once the caller may add them. */
export type ReadUpload = () => Promise<Buffer>;

const itemIdOf = (target: PhotoTarget) => (target.kind === 'feedback' ? null : target.itemId);

/** The item's text for the History; refuses a set the checklist cannot hold photos for now. */
async function checkTarget(
  db: Parameters<typeof findChecklistItem>[0],
  checklist: { id: string; feedback: { userId: string | null } | null },
  target: PhotoTarget,
): Promise<string> {
  if (target.kind === 'feedback') {
    if (!checklist.feedback) throw conflict(PHOTO_MESSAGES.noFeedback);
    return '';
  }
  const item = await findChecklistItem(db, checklist.id, target.itemId);
  if (!item) throw notFound(CHECKLIST_ITEM_NOT_FOUND);
  if (!item.failed) throw conflict(PHOTO_MESSAGES.itemNotFailed);
  return item.text;
}

async function checkRoom(
  db: Parameters<typeof listPhotoSet>[0],
  checklistId: string,
  target: PhotoTarget,
) {
  const set = await listPhotoSet(db, checklistId, target.kind, itemIdOf(target));
  if (set.length >= PHOTOS_PER_SUBJECT_MAX) throw conflict(PHOTO_MESSAGES.tooMany);
}

/**
 * Item photos follow the checklist's edit rule; feedback photos belong to the feedback's author.
 * A fix photo may also come from whoever may carry the failure's corrective action through (its
 * owner, the store's managers: docs/decisions/047), as marking it done resolves the failure.
 */
async function loadForPhotos(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  kind: PhotoKind,
  itemId: string | null = null,
) {
  if (kind === 'resolution' && itemId !== null) {
    const action = await findItemAction(deps.db.kysely, checklistId, itemId);
    if (action && authorize(user, 'actions:progress', action)) {
      return loadChecklistContext(deps, user, checklistId);
    }
  }
  if (kind !== 'feedback') return loadChecklistContext(deps, user, checklistId, 'checklist:edit');
  const context = await loadChecklistContext(deps, user, checklistId, 'checklist:add-feedback');
  if (context.checklist.feedback) requireAccess(user, 'checklist:edit-feedback', context.checklist);
  return context;
}

/**
 * Adds one photo: permission and room are checked before the upload is read, the image is
 * checked from its header, passes the upload `limits` (the routes pass the app's: a rate per
 * person and a decode queue) and is re-encoded, its files are stored, and only then is the row
 * written with its History line, under the checklist's lock (room is counted again there).
 * Anything that fails on the way leaves neither a row nor a file behind.
 */
export async function addPhoto(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  target: PhotoTarget,
  readUpload: ReadUpload,
  limits: UploadLimits = noUploadLimits,
): Promise<Photo> {
  const { checklist } = await loadForPhotos(deps, user, checklistId, target.kind, itemIdOf(target));
  await checkTarget(deps.db.kysely, checklist, target);
  await checkRoom(deps.db.kysely, checklistId, target);
  const upload = await checkPhoto(await readUpload());
  const processed = await limits.decode(user.id, () => processPhoto(upload));

  const storage = deps.photos;
  const id = randomUUID();
  const now = deps.clock.now().toISOString();
  const record = {
    id,
    checklistId,
    kind: target.kind,
    itemId: itemIdOf(target),
    width: processed.width,
    height: processed.height,
    bytes: processed.full.length,
    createdAt: now,
    createdBy: user.id,
    storageKey: photoKey(checklistId, id),
    thumbnailKey: photoKey(checklistId, id, true),
  };
  const keys = [record.storageKey, record.thumbnailKey];
  try {
    await withStorage(async () => {
      await storage.put(record.storageKey, processed.full);
      await storage.put(record.thumbnailKey, processed.thumbnail);
    });
    await runChecklistChange(deps, user, checklistId, now, async (trx, locked) => {
      const itemText = await checkTarget(trx, locked, target);
      await checkRoom(trx, checklistId, target);
      await insertPhoto(trx, record);
      await insertChecklistEvents(
        trx,
        eventsBy(user, checklistId, now, [photoAdded(record, itemText)]),
      );
      return { commit: true, value: null };
    });
  } catch (error) {
    await storage.remove(keys).catch(() => undefined);
    throw error;
  }
  return toPhoto(record);
}

export async function removePhoto(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  photoId: string,
): Promise<void> {
  await loadChecklistContext(deps, user, checklistId);
  const photo = await findPhoto(deps.db.kysely, checklistId, photoId);
  if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
  await loadForPhotos(deps, user, checklistId, photo.kind, photo.itemId);
  const storage = deps.photos;
  const now = deps.clock.now().toISOString();
  await runChecklistChange(deps, user, checklistId, now, async (trx) => {
    const current = await findPhoto(trx, checklistId, photoId);
    if (!current) throw notFound(PHOTO_MESSAGES.notFound);
    const item = current.itemId ? await findChecklistItem(trx, checklistId, current.itemId) : null;
    await deletePhotos(trx, [current.id]);
    await insertChecklistEvents(
      trx,
      eventsBy(user, checklistId, now, [photoRemoved(current, item?.text ?? '')]),
    );
    // Removed before the commit: if the storage cannot, the photo stays, whole, and says so.
    await withStorage(() => storage.remove([current.storageKey, current.thumbnailKey]));
    return { commit: true, value: null };
  });
}

/** A photo's bytes for someone who may see its checklist. */
export async function readPhoto(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  photoId: string,
  size: 'full' | 'thumbnail',
): Promise<Readable> {
  await loadChecklistContext(deps, user, checklistId);
  const photo = await findPhoto(deps.db.kysely, checklistId, photoId);
  if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
  const storage = deps.photos;
  const stream = await withStorage(() =>
    storage.read(size === 'full' ? photo.storageKey : photo.thumbnailKey),
  );
  if (!stream) throw notFound(PHOTO_MESSAGES.notFound);
  return stream;
}
