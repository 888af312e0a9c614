import { ERROR_CODES } from '#domain/api-error';
import { PHOTO_MESSAGES } from '#domain/photos/messages';
import { AppError } from '../http/errors';
import { PhotoStorageError } from './storage-types';

/** How long a phone waits before sending a photo again to storage that is set up wrong. */
const SETUP_RETRY_SECONDS = 300;

/**
 * Storage trouble reaches the caller as a 503 in plain words, and the log gets the cause. The
 * offline queue keeps the photo and sends it again: soon after an outage; every few minutes, and
 * saying so, when the storage is set up wrong and waits for someone to fix its settings.
 */
export async function withStorage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PhotoStorageError) {
      throw error.setup
        ? new AppError(
            503,
            ERROR_CODES.unavailable,
            PHOTO_MESSAGES.storageMisconfigured,
            SETUP_RETRY_SECONDS,
            error,
          )
        : new AppError(
            503,
            ERROR_CODES.unavailable,
            PHOTO_MESSAGES.storageUnavailable,
            undefined,
            error,
          );
    }
    throw error;
  }
}
