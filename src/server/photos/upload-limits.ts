import { PHOTO_MESSAGES, PHOTO_UPLOADS_PER_MINUTE } from '#domain/photos/messages';
import { reserveAttempts } from '../auth/rate-limit';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';
import { createDecodeQueue } from './decode-queue';

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
    // Retry-After says when the next minute starts: the offline queue waits that long.
    throw tooManyRequests(PHOTO_MESSAGES.tooManyUploads, secondsLeft);
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
