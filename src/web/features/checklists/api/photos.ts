// Photo uploads and removals go through the offline queue like every other change: a photo
// taken without signal waits in IndexedDB (as a Blob) and is sent in order after the change
// that failed its item.
import { z } from 'zod/mini';
import { photoKindSchema } from '#domain/photos/api';
import { PHOTO_KIND_LABELS, type PhotoKind } from '#domain/photos/messages';
import { checklistPath, checklistScope } from './pending-write';
import { enqueueWrite } from '#web/lib/offline-queue';

export const photoWriteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('photo-upload'),
    photoKind: photoKindSchema,
    itemId: z.nullable(z.string()),
  }),
  z.object({ kind: z.literal('photo-remove'), photoId: z.string() }),
]);
export type PhotoWrite = z.infer<typeof photoWriteSchema>;

/** Which set a photo joins: a failed item's issue or fix photos, or the feedback's. */
export interface PhotoSet {
  kind: PhotoKind;
  itemId: string | null;
}

const setName = (set: PhotoSet, itemText: string) =>
  set.kind === 'feedback'
    ? 'the store feedback'
    : `${set.kind === 'failure' ? 'the issue on' : 'the fix of'} “${itemText}”`;

export function queuePhotoUpload(checklistId: string, set: PhotoSet, photo: Blob, itemText = '') {
  const path =
    set.kind === 'feedback' || set.itemId === null
      ? checklistPath(checklistId, 'feedback', 'photos')
      : `${checklistPath(checklistId, 'items', set.itemId, 'photos')}?kind=${set.kind}`;
  return enqueueWrite({
    scope: checklistScope(checklistId),
    label: `Add a photo to ${setName(set, itemText)}`,
    method: 'POST',
    path,
    photo,
    meta: { kind: 'photo-upload', photoKind: set.kind, itemId: set.itemId } satisfies PhotoWrite,
  });
}

export function queuePhotoRemoval(checklistId: string, photoId: string, set: PhotoSet) {
  return enqueueWrite({
    scope: checklistScope(checklistId),
    label: `Remove a photo from the ${PHOTO_KIND_LABELS[set.kind].toLowerCase()}`,
    method: 'DELETE',
    path: checklistPath(checklistId, 'photos', photoId),
    meta: { kind: 'photo-remove', photoId } satisfies PhotoWrite,
  });
}
