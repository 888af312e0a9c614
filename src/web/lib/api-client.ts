import { apiErrorOf } from './api-payloads';
import { OFFLINE_ANSWER_HEADER } from './service-worker';

/** The server answered with an error; `message` is meant for the user. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** How long the server asked to wait before trying again (Retry-After), if it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** The request never reached the server (no signal, server down). */
export class NetworkError extends Error {
  constructor() {
    super('No connection to the server.');
  }
}

type Listener = (reachable: boolean) => void;
const reachabilityListeners = new Set<Listener>();

/** Lets the offline banner follow real request outcomes, not only navigator.onLine. */
export function onReachabilityChange(listener: Listener): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}

function report(reachable: boolean) {
  for (const listener of reachabilityListeners) listener(reachable);
}

const sessionEndedListeners = new Set<() => void>();

/**
 * Called when the server answers 401 to anything but the sign-in routes themselves (where a 401
 * is a wrong password): the session this page relied on has ended.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** Retry-After is either seconds or an HTTP date. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    report(false);
    throw new NetworkError();
  }
  // An answer the service worker kept from earlier: the data is shown, the app is offline.
  report(response.headers.get(OFFLINE_ANSWER_HEADER) === null);
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401 && !path.startsWith('/api/auth/')) {
    for (const listener of sessionEndedListeners) listener();
  }
  if (!response.ok) {
    // A proxy's error page is not our error shape: the status still says what happened.
    const error = apiErrorOf(payload);
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'unknown',
      error?.message ?? 'Something went wrong. Please try again.',
      retryAfterMs(response.headers.get('Retry-After')),
    );
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
