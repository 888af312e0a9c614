import { z } from 'zod/mini';

/** The one error shape every API route answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  unavailable: 'unavailable',
  storageFull: 'storage_full',
  storageUnwritable: 'storage_unwritable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** A write referred to something deleted a moment before (by someone else). */
export const REFERENCE_GONE_MESSAGE =
  'Something this change refers to was deleted meanwhile. Please reload and try again.';

/**
 * The server's disk refused a write: full (507), or read-only or failing (503). Nothing of the
 * change was kept, so the offline queue sends it again.
 */
export const STORAGE_MESSAGES = {
  full: "The server's disk is full, so this change was not saved. Tell your IT contact; try again once space is freed.",
  unwritable:
    "The server can't write to its disk (it is read-only or failing), so this change was not saved. Tell your IT contact.",
} as const;
