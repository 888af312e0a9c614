import type { Metadata } from 'sharp';
import {
  PHOTO_DECODED_BYTES_MAX,
  PHOTO_LONG_SIDE_MAX,
  PHOTO_MESSAGES,
  PHOTO_PIXELS_MAX,
  PHOTO_THUMBNAIL_LONG_SIDE,
} from '#domain/photos/messages';
import { AppError, badRequest } from '../http/errors';
import { ERROR_CODES } from '#domain/api-error';

/**
 * sharp (with libvips) and file-type come with the first photo, not at start: most requests
 * never see one, and the two hold some 15 MiB once loaded.
 */
const sharpOf = async () => (await import('sharp')).default;

/** What the server accepts, recognised from the bytes, never from the name or the header. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * sharp decodes a baseline JPEG at a fraction of its size straight from the file (shrink-on-load,
 * a strip of rows at a time): a 48 MP phone photo takes 0.15 s. PNG, WebP and progressive JPEG
 * are decoded at full size, in time that grows with their decoded bytes (a progressive JPEG
 * holds them all in memory too), and phones send those only as screenshots: they get a quarter
 * of the budget, still more than a 4K screenshot takes.
 */
const FULL_SIZE_SHARE = 4;

const BYTES_PER_SAMPLE: Partial<Record<Metadata['depth'], number>> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
};

/** An upload whose header passed every check: what decoding it costs is known and allowed. */
export interface CheckedPhoto {
  data: Buffer;
}

export interface ProcessedPhoto {
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const unsupported = () =>
  new AppError(415, ERROR_CODES.unsupportedMediaType, PHOTO_MESSAGES.notAPhoto);

/** The bytes the pixels take once decoded; an unusual sample format counts as the widest. */
function decodedBytes({ width, height, channels, depth }: Metadata): number {
  return width * height * channels * (BYTES_PER_SAMPLE[depth] ?? 8);
}

function decodeBudget({ format, isProgressive }: Metadata): number {
  const shrunkOnLoad = format === 'jpeg' && !isProgressive;
  return shrunkOnLoad ? PHOTO_DECODED_BYTES_MAX : PHOTO_DECODED_BYTES_MAX / FULL_SIZE_SHARE;
}

/**
 * Checks an upload from its bytes and header alone, in milliseconds, before any pixel is
 * decoded: a photo in a format we accept, of at most 50 megapixels, whose decoded pixels fit
 * in what a phone's photo or screenshot takes. Every refusal is a 4xx with the reason.
 */
export async function checkPhoto(data: Buffer): Promise<CheckedPhoto> {
  if (data.length === 0) throw badRequest(PHOTO_MESSAGES.empty);
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupported();
  const sharp = await sharpOf();
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(PHOTO_MESSAGES.unreadable);
  }
  const { width, height } = metadata;
  if (!width || !height) throw badRequest(PHOTO_MESSAGES.unreadable);
  if (width * height > PHOTO_PIXELS_MAX) throw badRequest(PHOTO_MESSAGES.tooManyPixels);
  if (decodedBytes(metadata) > decodeBudget(metadata)) {
    throw badRequest(PHOTO_MESSAGES.tooMuchImageData);
  }
  return { data };
}

/**
 * Re-encodes a checked photo as a JPEG of at most 1600 px with no metadata at all (EXIF, GPS,
 * maker notes are dropped; the orientation is applied to the pixels first), plus a thumbnail.
 * Pixel data that turns out broken is a 4xx too, and nothing is stored.
 */
export async function processPhoto({ data }: CheckedPhoto): Promise<ProcessedPhoto> {
  const sharp = await sharpOf();
  // The pixel limit again, in case the header read and the decoder ever disagree.
  const decode = () =>
    sharp(data, { limitInputPixels: PHOTO_PIXELS_MAX, failOn: 'error' }).rotate();
  try {
    const full = await decode()
      .resize(PHOTO_LONG_SIDE_MAX, PHOTO_LONG_SIDE_MAX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(full.data)
      .resize(PHOTO_THUMBNAIL_LONG_SIDE, PHOTO_THUMBNAIL_LONG_SIDE, { fit: 'inside' })
      .jpeg({ quality: 70, mozjpeg: true })
      .toBuffer();
    return { full: full.data, thumbnail, width: full.info.width, height: full.info.height };
  } catch {
    throw badRequest(PHOTO_MESSAGES.unreadable);
  }
}
