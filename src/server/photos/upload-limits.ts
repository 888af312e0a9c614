import { ERROR_CODES } from '#domain/api-error';
import { PHOTO_MESSAGES, PHOTO_UPLOADS_PER_MINUTE } from '#domain/photos/messages';
import { reserveAttempts } from '../auth/rate-limit';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { createDecodeQueue } from './decode-queue';

/** A 429 that knows when the next minute starts, for the answer's Retry-After. */
export class TooManyPhotoUploads extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ERROR_CODES.rateLimited, PHOTO_MESSAGES.tooManyUploads);
  }
}

/**
 * Counts a photo about to be decoded against its uploader's limit, in the database like sign-in
 * attempts, so it holds across instances. The minute is part of the subject: each clock minute
 * counts on its own. (The attempts table forgets rows after the sign-in window, for every
 * subject at once; a one-minute window there would forget sign-in failures too early.)
 */
async function reservePhotoUpload(deps: AppDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  const minute = now.toISOString().slice(0, 16);
  const reservation = await reserveAttempts(deps, [
    { subject: `photo-upload:${userId}:${minute}`, max: PHOTO_UPLOADS_PER_MINUTE },
  ]);
  if (!reservation.ok) {
    const secondsLeft = Math.ceil((60_000 - (now.getTime() % 60_000)) / 1000);
    throw new TooManyPhotoUploads(secondsLeft);
  }
}

/** What a checked upload passes before it is decoded. */
export interface UploadLimits {
  decode<T>(userId: string, decode: () => Promise<T>): Promise<T>;
}

/**
 * For uploads sent to the API, one per app: each is counted against its person's limit (429
 * when they must wait), then waits for the app's decode queue.
 */
export function createUploadLimits(deps: AppDeps): UploadLimits {
  const queue = createDecodeQueue();
  return {
    async decode(userId, decode) {
      await reservePhotoUpload(deps, userId);
      return queue.run(decode);
    },
  };
}

/** Photos the server's own code adds (test set-ups): neither counted nor queued. */
export const noUploadLimits: UploadLimits = { decode: (_userId, decode) => decode() };
