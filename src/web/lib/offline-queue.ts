// The page's one offline write queue (write-queue.ts), wired to the API client, IndexedDB and
// the connection. Screens read it with subscribeQueue/getQueueSnapshot and add writes with
// enqueueWrite; the sign-in guard tells it who is signed in.
import { api, apiRequest, firstPageSchema, NetworkError, onSessionEnded } from './api-client';
import { subscribeOnline } from './online-status';
import { createQueueStorage } from './queue-storage';

export { onStorageFull } from './queue-storage';
import type { NewWrite, QueuedWrite, WriteOutcome } from './queued-write';
import { createWriteQueue, type QueueSnapshot } from './write-queue';

export type { NewWrite, QueuedWrite, RefusedWrite, WriteOutcome } from './queued-write';
export { otherUsersWrites, ownWrites, type QueueSnapshot } from './write-queue';

const sessionAnswer = firstPageSchema('session');

const queue = createWriteQueue({
  storage: createQueueStorage(),
  send: (write) => {
    const { photo } = write;
    if (!photo) {
      return apiRequest(write.method, write.path, {
        body: write.body,
        // When it was made: a tick sent on reconnecting keeps the time it was ticked at.
        headers: {
          'Idempotency-Key': write.id,
          'Made-At': write.queuedAt,
          // Made on the store tablet: sent as its maker, whoever is signed in now.
          ...(write.tabletKey === undefined ? {} : { 'Tablet-Write-Key': write.tabletKey }),
        },
      });
    }
    // Photo uploads load with the first photo sent; most pages never send one. The service
    // worker keeps the file, and a failed download is retried like a failed request.
    return import('./photo-upload')
      .catch(() => Promise.reject(new NetworkError()))
      .then(({ uploadPhoto }) =>
        uploadPhoto(write.id, write.path, photo, {
          'Idempotency-Key': write.id,
          'Made-At': write.queuedAt,
          ...(write.tabletKey === undefined ? {} : { 'Tablet-Write-Key': write.tabletKey }),
        }),
      );
  },
  signedInUser: async () => (await api.get('/api/auth/session', sessionAnswer)).user?.id ?? null,
});

/** Other tabs of this browser share the cookie: a sign-in or sign-out there changes who we are. */
const SESSION_CHANNEL = 'shiftcheck-session';
let channel: BroadcastChannel | null = null;
let started: Promise<void> | null = null;

/** Loads writes left by an earlier page and starts sending; safe to call any number of times. */
export function startOfflineQueue(): Promise<void> {
  started ??= (() => {
    subscribeOnline((online) => online && queue.retryNow());
    // Any request finding the session gone (adding a target, opening a screen) asks to sign in.
    onSessionEnded(() => queue.endSession());
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(SESSION_CHANNEL);
      channel.onmessage = () => queue.identityMayHaveChanged();
    }
    return queue.start();
  })();
  return started;
}

/** Tells the other tabs that the cookie changed hands; called after every sign-in and sign-out. */
export function announceSessionChange(): void {
  channel?.postMessage('changed');
}

export function getQueueSnapshot(): QueueSnapshot {
  return queue.getSnapshot();
}

export function subscribeQueue(listener: () => void): () => void {
  void startOfflineQueue();
  return queue.subscribe(listener);
}

export function onWriteSettled(
  listener: (write: QueuedWrite, outcome: WriteOutcome) => void,
): () => void {
  return queue.onSettled(listener);
}

export const enqueueWrite = (input: NewWrite): QueuedWrite => queue.enqueue(input);
export const setQueueUser = (userId: string | null, label?: string, tabletKey?: string) =>
  queue.setUser(userId, label, tabletKey);
export const endQueueSession = () => queue.endSession();
export const retryWritesNow = () => queue.retryNow();
/** Drops unsent writes that no longer make sense (say, edits to a target just deleted). */
export const discardWrites = (shouldDiscard: (write: QueuedWrite) => boolean) =>
  queue.discard(shouldDiscard);
export const discardOtherUsersWrites = () => queue.discardOtherUsers();
export const dismissRefusedWrites = (scope: string) => queue.dismissRefused(scope);
