// Checks of the two answers every page reads before any screen loads: an API error and who is
// signed in. Written by hand rather than with the zod schemas in src/domain, so the first page
// does not carry zod (screens loaded on demand parse their data with those schemas).
import type { ApiError } from '#domain/api-error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The `error` of an answer in the API's one error shape, or null for anything else. */
export function apiErrorOf(payload: unknown): ApiError['error'] | null {
  if (!isRecord(payload) || !isRecord(payload.error)) return null;
  const { code, message } = payload.error;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}

/** The id of the person GET /api/auth/session names, null for a visitor; throws on anything else. */
export function signedInUserId(payload: unknown): string | null {
  if (isRecord(payload) && payload.user === null) return null;
  if (isRecord(payload) && isRecord(payload.user) && typeof payload.user.id === 'string') {
    return payload.user.id;
  }
  throw new Error('The session answer has an unexpected shape');
}
