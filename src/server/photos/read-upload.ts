import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#domain/api-error';
import { PHOTO_MESSAGES, PHOTO_UPLOAD_MAX_BYTES } from '#domain/photos/messages';
import { AppError, badRequest } from '../http/errors';

const tooLarge = () => new AppError(413, ERROR_CODES.tooLarge, PHOTO_MESSAGES.tooLarge);

/** The one file of a multipart upload, at most PHOTO_UPLOAD_MAX_BYTES, or a 4xx saying why not. */
export function uploadReader(request: FastifyRequest) {
  return async (): Promise<Buffer> => {
    if (!request.isMultipart()) {
      throw new AppError(
        415,
        ERROR_CODES.unsupportedMediaType,
        'Send the photo as multipart/form-data, in a part named "photo".',
      );
    }
    // Refused from the header when it says so, before a byte of the body is read.
    if (Number(request.headers['content-length'] ?? 0) > PHOTO_UPLOAD_MAX_BYTES + 64 * 1024) {
      throw tooLarge();
    }
    try {
      const part = await request.file({
        limits: { fileSize: PHOTO_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2 },
      });
      if (!part || part.fieldname !== 'photo') throw badRequest(PHOTO_MESSAGES.missing);
      return await part.toBuffer();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = error instanceof Error && 'code' in error ? String(error.code) : '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw badRequest(PHOTO_MESSAGES.missing);
    }
  };
}
