import { z } from 'zod/mini';
import en from '#domain/i18n/catalogues/rules-api/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

/** The one error shape every API route answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    /** In the request's language: the person's choice, else Accept-Language, else their store's. */
    message: z.string(),
    /** The catalogue entry that wrote the message ('rules-stores.duplicateNumber')… */
    key: z.optional(z.string()),
    /** …and its values, for a client that words the message itself. */
    params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
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
export const REFERENCE_GONE_MESSAGE = plainText(en.referenceGone);

/**
 * The server's disk refused a write: full (507), or read-only or failing (503). Nothing of the
 * change was kept, so the offline queue sends it again.
 */
export const STORAGE_MESSAGES = {
  full: plainText(en.storageFull),
  unwritable: plainText(en.storageUnwritable),
} as const;
