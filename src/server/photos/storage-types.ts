import type { Readable } from 'node:stream';

/**
 * Where photo bytes live (ARCHITECTURE "Jobs, mail and files"): one interface, local disk by
 * default and an S3-compatible bucket when configured, so several instances share them. Keys are
 * `<checklistId>/<photoId>[-thumb].jpg`; nothing outside the app reads them, and every read goes
 * through the photo routes' permission check.
 */
export interface PhotoStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes as a stream, or null when there is no such file. */
  read(key: string): Promise<Readable | null>;
  readBuffer(key: string): Promise<Buffer | null>;
  remove(keys: readonly string[]): Promise<void>;
  /** Every file of one checklist, including any left by an upload that did not finish. */
  removeChecklist(checklistId: string): Promise<void>;
}

/** Storage failed (disk error, S3 unreachable): the service answers 503 and keeps nothing. */
export class PhotoStorageError extends Error {}
