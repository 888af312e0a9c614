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
  /** Writes and removes a small file: throws a PhotoStorageError when storage refuses. */
  check(): Promise<void>;
}

/**
 * Storage failed (disk error, S3 unreachable): the service answers 503 and keeps nothing.
 * `setup`: the storage refuses as it is set up (no such bucket, wrong keys), so trying again
 * does not help until someone changes the settings.
 */
export class PhotoStorageError extends Error {
  readonly setup: boolean;
  constructor(message: string, options: { cause: unknown; setup?: boolean }) {
    super(message, { cause: options.cause });
    this.setup = options.setup ?? false;
  }
}

/** The name of the file a storage check writes and removes. */
export const CHECK_KEY = '.shiftcheck-check';
