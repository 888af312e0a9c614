import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '#domain/idempotency';
import { ApiRequestError, NetworkError } from './api-client';
import { BACKOFF_CAP_MS, classifyWriteError, retryDelayMs } from './write-retry';

const answer = (status: number, message = 'x') => new ApiRequestError(status, 'code', message);

describe('classifyWriteError', () => {
  it('waits out what may pass: no connection, server trouble, a first copy still in hand', () => {
    expect(classifyWriteError(new NetworkError())).toBe('offline');
    for (const status of [500, 502, 503, 504, 408, 425, 429]) {
      expect(classifyWriteError(answer(status))).toBe('retry');
    }
    expect(classifyWriteError(answer(409, IDEMPOTENCY_MESSAGES.inProgress))).toBe('retry');
    expect(classifyWriteError(new TypeError('bug'))).toBe('retry');
  });

  it('stops for a sign-in on 401 and drops only what would be refused again', () => {
    expect(classifyWriteError(answer(401))).toBe('session-ended');
    for (const status of [400, 403, 404, 409, 413, 422]) {
      expect(classifyWriteError(answer(status))).toBe('refused');
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s up to the cap, each wait between half and all of its step', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 0.999_999))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(50, 0.999_999)).toBe(BACKOFF_CAP_MS);
    expect(retryDelayMs(50, 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('waits at least as long as Retry-After asks, within reason', () => {
    expect(retryDelayMs(1, 0, 20_000)).toBe(20_000);
    expect(retryDelayMs(6, 0.999_999, 2_000)).toBe(BACKOFF_CAP_MS);
    expect(retryDelayMs(1, 0, 24 * 3_600_000)).toBe(5 * 60_000);
  });
});
