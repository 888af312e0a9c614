import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import {
  PHOTO_LONG_SIDE_MAX,
  PHOTO_MESSAGES,
  PHOTO_PIXELS_MAX,
  PHOTO_THUMBNAIL_LONG_SIDE,
} from '../../domain/photos/messages';
import { AppError, badRequest } from '../http/errors';
import { ERROR_CODES } from '../../domain/api-error';

/** What the server accepts, recognised from the bytes, never from the name or the header. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface ProcessedPhoto {
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const unsupported = () =>
  new AppError(415, ERROR_CODES.unsupportedMediaType, PHOTO_MESSAGES.notAPhoto);

/**
 * Checks an uploaded photo and re-encodes it as a JPEG of at most 1600 px with no metadata at all
 * (EXIF, GPS, maker notes are dropped; the orientation is applied to the pixels first), plus a
 * thumbnail. Every refusal is a 4xx with the reason, before anything is stored.
 */
export async function processPhoto(data: Buffer): Promise<ProcessedPhoto> {
  if (data.length === 0) throw badRequest(PHOTO_MESSAGES.empty);
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupported();
  let metadata: Metadata;
  try {
    // Reads the header only: dimensions are known before a single pixel is decoded.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(PHOTO_MESSAGES.unreadable);
  }
  const { width, height } = metadata;
  if (!width || !height) throw badRequest(PHOTO_MESSAGES.unreadable);
  if (width * height > PHOTO_PIXELS_MAX) throw badRequest(PHOTO_MESSAGES.tooManyPixels);
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
