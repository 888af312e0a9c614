// Photos are made small in the browser before they wait in the queue or cross the network: a
// 12-megapixel phone photo (4–6 MB) becomes a JPEG of at most 1600 px on its long side.
import {
  PHOTO_LONG_SIDE_MAX,
  PHOTO_MESSAGES,
  PHOTO_PICK_MAX_BYTES,
  PHOTO_UPLOAD_MAX_BYTES,
} from '#domain/photos/messages';

export class PhotoPickError extends Error {}

const QUALITIES = [0.82, 0.7, 0.55];

async function encode(bitmap: ImageBitmap, width: number, height: number, quality: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoPickError(PHOTO_MESSAGES.unreadable);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoPickError(PHOTO_MESSAGES.unreadable))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * Decodes the picked file (turned upright by its EXIF orientation), scales it to fit 1600 px
 * and re-encodes it as a JPEG, which also leaves its metadata (GPS included) behind.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  if (file.size === 0) throw new PhotoPickError(PHOTO_MESSAGES.empty);
  if (file.size > PHOTO_PICK_MAX_BYTES) throw new PhotoPickError(PHOTO_MESSAGES.pickedTooLarge);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoPickError(PHOTO_MESSAGES.notAPhoto);
  }
  try {
    const scale = Math.min(1, PHOTO_LONG_SIDE_MAX / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    for (const quality of QUALITIES) {
      const blob = await encode(bitmap, width, height, quality);
      if (blob.size <= PHOTO_UPLOAD_MAX_BYTES) return blob;
    }
    throw new PhotoPickError(PHOTO_MESSAGES.tooLarge);
  } finally {
    bitmap.close();
  }
}
