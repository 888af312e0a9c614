import { z } from 'zod/mini';
import { PHOTO_KINDS } from './messages';

export const photoKindSchema = z.enum(PHOTO_KINDS);

/** A photo as the checklist lists it; its bytes are read through the photo routes only. */
export const photoSchema = z.object({
  id: z.string(),
  kind: photoKindSchema,
  /** The failed item it belongs to; null for store feedback photos. */
  itemId: z.nullable(z.string()),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
});
export type Photo = z.infer<typeof photoSchema>;

export const itemPhotoKindSchema = z.enum(['failure', 'resolution']);
export const itemPhotoQuerySchema = z.object({ kind: itemPhotoKindSchema });

export const photoParamsSchema = z.object({
  id: z.string().check(z.minLength(1)),
  photoId: z.string().check(z.minLength(1)),
});

/** Where a photo's bytes are read; the server checks the reader may see the checklist. */
export const photoUrl = (checklistId: string, photoId: string, size: 'full' | 'thumbnail') =>
  `/api/checklists/${encodeURIComponent(checklistId)}/photos/${encodeURIComponent(photoId)}${
    size === 'thumbnail' ? '/thumbnail' : ''
  }`;
