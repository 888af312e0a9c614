// Photo evidence: the limits and the words for refusing a photo, one source for server and web.
import en from '#domain/i18n/catalogues/rules-photos/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

/** A failure, its resolution and the store feedback each hold at most this many photos. */
export const PHOTOS_PER_SUBJECT_MAX = 3;
/** The browser resizes to this long side before upload; the server keeps at most this too. */
export const PHOTO_LONG_SIDE_MAX = 1600;
export const PHOTO_THUMBNAIL_LONG_SIDE = 320;
/** What a resized photo may weigh on the wire; far above a 1600 px JPEG (~300–600 kB). */
export const PHOTO_UPLOAD_MAX_BYTES = 3 * 1024 * 1024;
/** A picked file larger than this is refused in the browser before it is even decoded. */
export const PHOTO_PICK_MAX_BYTES = 30 * 1024 * 1024;
/**
 * Decoding more pixels than this is refused (a "PNG bomb": huge dimensions in a small file).
 * Phones save at most 48–50 MP in their usual modes; the app resizes to 1600 px before upload
 * anyway, so only an original sent some other way comes near it.
 */
export const PHOTO_PIXELS_MAX = 50_000_000;
/**
 * What a photo's pixels may take once decoded (width × height × channels × bytes per channel,
 * read from its header): a 50-megapixel 8-bit colour JPEG, the most a phone sends (48 MP is
 * 145 MB). A PNG, WebP or progressive JPEG gets a quarter (process-image.ts says why). Decoding costs time in
 * proportion, and a PNG of a few hundred kB can claim twice this as 16-bit colour: such a file
 * is refused before a pixel of it is decoded.
 */
export const PHOTO_DECODED_BYTES_MAX = PHOTO_PIXELS_MAX * 3;
/**
 * Photo uploads one person may send in a minute. A photo set holds three, and the offline
 * queue sends waiting photos one after another; it waits out the minute when told to.
 */
export const PHOTO_UPLOADS_PER_MINUTE = 20;

export const PHOTO_KINDS = ['failure', 'resolution', 'feedback'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export const PHOTO_MESSAGES = {
  missing: plainText(en.missing),
  empty: plainText(en.empty),
  tooLarge: englishText(en.tooLarge, { megabytes: PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024 }),
  pickedTooLarge: englishText(en.pickedTooLarge, { megabytes: PHOTO_PICK_MAX_BYTES / 1024 / 1024 }),
  notAPhoto: plainText(en.notAPhoto),
  tooManyPixels: englishText(en.tooManyPixels, { megapixels: PHOTO_PIXELS_MAX / 1_000_000 }),
  tooMuchImageData: plainText(en.tooMuchImageData),
  tooManyUploads: plainText(en.tooManyUploads),
  unreadable: plainText(en.unreadable),
  tooMany: englishText(en.tooMany, { max: PHOTOS_PER_SUBJECT_MAX }),
  itemNotFailed: plainText(en.itemNotFailed),
  noFeedback: plainText(en.noFeedback),
  notFound: plainText(en.notFound),
  storageUnavailable: plainText(en.storageUnavailable),
  storageMisconfigured: plainText(en.storageMisconfigured),
  storageFull: plainText(en.storageFull),
} as const;

export const PHOTO_KIND_LABELS: Record<PhotoKind, string> = {
  failure: 'Issue photos',
  resolution: 'Fix photos',
  feedback: 'Feedback photos',
};
