// Photo uploads and removals go through the offline queue like every other change: a photo
// taken without signal waits in IndexedDB (as a Blob) and is sent in order after the change
// that failed its item.
import { z } from 'zod/mini';
import { photoKindSchema } from '#domain/photos/api';
import type { PhotoKind } from '#domain/photos/messages';
import { currentLocale, translator } from '#web/lib/i18n';
import { enqueueWrite } from '#web/lib/offline-queue';
import { checklistMessages } from '../messages';
import { checklistPath, checklistScope } from './pending-write';

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

/** What the queue calls an upload, in the person's language as they add the photo. */
function uploadLabel(set: PhotoSet, item: string): string {
  const t = translator(checklistMessages, currentLocale());
  if (set.kind === 'feedback') return t('photoUploadFeedback');
  return set.kind === 'failure' ? t('photoUploadIssue', { item }) : t('photoUploadFix', { item });
}

export function queuePhotoUpload(checklistId: string, set: PhotoSet, photo: Blob, itemText = '') {
  const path =
    set.kind === 'feedback' || set.itemId === null
      ? checklistPath(checklistId, 'feedback', 'photos')
      : `${checklistPath(checklistId, 'items', set.itemId, 'photos')}?kind=${set.kind}`;
  return enqueueWrite({
    scope: checklistScope(checklistId),
    label: uploadLabel(set, itemText),
    method: 'POST',
    path,
    photo,
    meta: { kind: 'photo-upload', photoKind: set.kind, itemId: set.itemId } satisfies PhotoWrite,
  });
}

export function queuePhotoRemoval(checklistId: string, photoId: string, set: PhotoSet) {
  return enqueueWrite({
    scope: checklistScope(checklistId),
    label: translator(checklistMessages, currentLocale())('photoRemove', { kind: set.kind }),
    method: 'DELETE',
    path: checklistPath(checklistId, 'photos', photoId),
    meta: { kind: 'photo-remove', photoId } satisfies PhotoWrite,
  });
}
