// One write waiting in the offline queue. Records are read back from IndexedDB after a reload
// (possibly written by an older version of the app), so they are parsed, never cast: the schema
// lives in queued-write-schema.ts, loaded only when there are records to read, so the first page
// does not carry zod.
import type { z } from 'zod/mini';
import type { queuedWriteSchema } from './queued-write-schema';

export type QueuedWrite = z.infer<typeof queuedWriteSchema>;

/**
 * The description of a write stored before writes carried one. Stored as it is; the screens
 * show it in the person's language.
 */
export const UNDESCRIBED_WRITE = 'A change';

export type NewWrite = Pick<
  QueuedWrite,
  'scope' | 'label' | 'method' | 'path' | 'body' | 'coalesceKey' | 'meta' | 'photo'
>;

export type WriteOutcome =
  { ok: true; data: unknown } | { ok: false; status: number; message: string };

/** A write the server refused for good: the leader is told which change and why. */
export interface RefusedWrite {
  id: string;
  scope: string;
  label: string;
  message: string;
}
