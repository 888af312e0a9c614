// The check of the API's error shape, which every failed request reads before any screen loads.
// Written by hand rather than with the zod schema in src/domain, so the first page does not carry
// zod (answers are parsed with their domain schemas by api-client.ts).
import type { ApiError } from '#domain/api-error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The `error` of an answer in the API's one error shape, or null for anything else. */
export function apiErrorOf(payload: unknown): ApiError['error'] | null {
  if (!isRecord(payload) || !isRecord(payload.error)) return null;
  const { code, message } = payload.error;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}
