import { ERROR_CODES } from '#domain/api-error';
import { PHOTO_MESSAGES } from '#domain/photos/messages';
import { AppError } from '../http/errors';
import { PhotoStorageError } from './storage-types';

/** Storage trouble reaches the caller as a 503 in plain words (the offline queue retries it). */
export async function withStorage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PhotoStorageError) {
      throw new AppError(503, ERROR_CODES.unavailable, PHOTO_MESSAGES.storageUnavailable);
    }
    throw error;
  }
}
