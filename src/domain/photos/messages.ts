// Photo evidence: the limits and the words for refusing a photo, one source for server and web.

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
  missing: 'Choose a photo to upload.',
  empty: 'The photo is empty (0 bytes). Please take or choose it again.',
  tooLarge: `The photo is larger than ${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  pickedTooLarge: `That file is larger than ${PHOTO_PICK_MAX_BYTES / 1024 / 1024} MB. Please choose a photo.`,
  notAPhoto: 'That file is not a photo. Please choose a JPEG, PNG or WebP image.',
  tooManyPixels: `The photo's dimensions are too large (more than ${PHOTO_PIXELS_MAX / 1_000_000} megapixels).`,
  tooMuchImageData:
    'The photo holds more image data than a phone photo, so it cannot be processed. Please choose an ordinary JPEG photo.',
  tooManyUploads: 'Too many photo uploads. Wait a minute and try again.',
  unreadable: 'The photo could not be read. Please take or choose it again.',
  tooMany: `A photo set holds at most ${PHOTOS_PER_SUBJECT_MAX} photos. Remove one before adding another.`,
  itemNotFailed: 'Photos can be added to a failed item only.',
  noFeedback: 'Write the store feedback before adding photos to it.',
  notFound: 'Photo not found',
  storageUnavailable:
    'Photo storage is not reachable right now, so the photo was not saved. It will be tried again.',
  storageMisconfigured:
    'Photo storage is not set up correctly, so the photo was not saved yet. It waits on this device and is sent once storage is fixed: tell your manager.',
  storageFull:
    "This device's storage is full, so the photo waits only while this page stays open. Free some space, or keep the page open until it has uploaded.",
} as const;

export const PHOTO_KIND_LABELS: Record<PhotoKind, string> = {
  failure: 'Issue photos',
  resolution: 'Fix photos',
  feedback: 'Feedback photos',
};
