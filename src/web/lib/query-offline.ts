import type { UseQueryResult } from '@tanstack/react-query';
import { NetworkError } from './api-client';

/**
 * A query with nothing to show that cannot get anything until the connection is back: paused
 * by the offline state, or failed to reach the server with no answer kept by the service worker.
 */
export function isUnavailableOffline(query: UseQueryResult<unknown>): boolean {
  if (query.data !== undefined) return false;
  if (query.isPending && query.fetchStatus === 'paused') return true;
  return query.isError && query.error instanceof NetworkError;
}
