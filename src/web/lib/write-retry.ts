// When the offline queue sends a write again and when it gives up. A leader's tick is worth
// waiting for: anything that may pass later (no connection, a proxy restarting, the server busy
// or still handling the first copy) is retried for as long as it takes; only a refusal that
// would come back the same every time drops the write, and the leader is told.
import { IDEMPOTENCY_MESSAGES } from '#domain/idempotency';
import { ApiRequestError, NetworkError } from './api-client';

export type WriteErrorKind = 'offline' | 'retry' | 'session-ended' | 'refused';

/** Timeout, too early, too many requests: the request itself was fine. */
const TRY_AGAIN_STATUSES = new Set([408, 425, 429]);

export function classifyWriteError(error: unknown): WriteErrorKind {
  if (error instanceof NetworkError) return 'offline';
  // Anything unexpected (a bug, storage trouble) must not cost the leader a change.
  if (!(error instanceof ApiRequestError)) return 'retry';
  if (error.status === 401) return 'session-ended';
  if (error.status >= 500 || TRY_AGAIN_STATUSES.has(error.status)) return 'retry';
  // The server's idempotency guard: the first copy of this write is still being handled.
  if (error.status === 409 && error.message === IDEMPOTENCY_MESSAGES.inProgress) return 'retry';
  // 400, 403, 404, 409 state conflict, 413, 422: the same write would be refused again.
  return 'refused';
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;
/** A server asking for more than this is probably misconfigured; the leader still waits less. */
const RETRY_AFTER_CAP_MS = 5 * 60_000;

/**
 * Exponential backoff with jitter: the n-th retry waits between half and all of
 * min(cap, base × 2^(n−1)), so phones that lost the server together do not return together.
 * `random` is in [0, 1). A Retry-After from the server is honoured when it asks for longer.
 */
export function retryDelayMs(attempt: number, random: number, retryAfterMs?: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const delay = Math.round(ceiling / 2 + (random * ceiling) / 2);
  if (retryAfterMs === undefined) return delay;
  return Math.max(delay, Math.min(retryAfterMs, RETRY_AFTER_CAP_MS));
}

export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.retryAfterMs : undefined;
}
