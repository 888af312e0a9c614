// The shape of a queued write as read back from IndexedDB (see queued-write.ts).
import { z } from 'zod/mini';
import { UNDESCRIBED_WRITE } from './queued-write';

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type WriteMethod = (typeof WRITE_METHODS)[number];

export const queuedWriteSchema = z.object({
  /** Also sent as the Idempotency-Key header, so a replay of a write that did land is a no-op. */
  id: z.string(),
  order: z.number(),
  /**
   * Who made it: sent only while that person is signed in. Writes stored before this field
   * existed have none, and are taken over by the first person to sign in (as they were then).
   */
  userId: z._default(z.nullable(z.string()), null),
  /** Who made it, in words, for asking another person on the device what to do with it. */
  userLabel: z._default(z.string(), ''),
  /**
   * Made on the store tablet: the key of the PIN session it was made in, which sends it as its
   * maker whoever is signed in when it goes (docs/decisions/051).
   */
  tabletKey: z.optional(z.string()),
  /** Who cares about it, e.g. 'checklist:<id>'; screens show only their own scope. */
  scope: z.string(),
  /** What the change is, in the leader's words: 'Tick “Fryer oil checked”'. */
  label: z._default(z.string(), UNDESCRIBED_WRITE),
  method: z.enum(WRITE_METHODS),
  path: z.string(),
  body: z.optional(z.unknown()),
  /** A newer write with the same key replaces an unsent older one (a field typed letter by letter). */
  coalesceKey: z.optional(z.string()),
  /**
   * A photo to upload as multipart/form-data instead of a JSON body. IndexedDB keeps a Blob as
   * it is, so a photo taken without signal survives a reload.
   */
  photo: z.optional(
    z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob),
  ),
  /** What the write means, for screens that show it before it lands. */
  meta: z.optional(z.unknown()),
  queuedAt: z.string(),
});
