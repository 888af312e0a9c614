import type { z } from 'zod/mini';
import { apiErrorOf } from './api-payloads';
import { clientText } from './client-texts';
import type * as FirstPageSchemas from './first-page-schemas';
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

/** What a person is told (in English) when an answer does not have the shape its route promises. */
export const UNEXPECTED_ANSWER_MESSAGE =
  'Unexpected answer from the server. Please reload the page.';

/**
 * The server answered, but not in the shape the route's domain schema describes (a server of
 * another version, a proxy's page in place of ours). `issues` says what did not match.
 */
export class UnexpectedAnswerError extends ApiRequestError {
  constructor(
    status: number,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(status, 'unexpected_answer', clientText('unexpectedAnswer'));
  }
}

/** The request never reached the server (no signal, server down). */
export class NetworkError extends Error {
  constructor() {
    super(clientText('noConnection'));
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

let requestLanguage: string | undefined;

/**
 * The language the app shows, sent with every request so the server words its errors in it
 * (the browser's own Accept-Language may name another). Set by the app's locale.
 */
export function setRequestLanguage(locale: string): void {
  requestLanguage = locale;
}

let signingOut: Promise<unknown> | undefined;

/**
 * Signs out through `signOut`: reads asked for meanwhile are never sent (sent, they would come
 * back 401 as the session ends, and look like a session that ended by itself); they wait for
 * the sign-out and are then given up as aborted, their screens being dropped with the session.
 */
export async function signingOutWith<T>(signOut: () => Promise<T>): Promise<T> {
  const done = signOut();
  signingOut = done.catch(() => undefined);
  try {
    return await done;
  } finally {
    signingOut = undefined;
  }
}

/** The answer as it came: the payload (undefined for 204) and the status of a success. */
async function send(
  method: string,
  path: string,
  options: RequestOptions,
): Promise<{ status: number; payload: unknown }> {
  if (signingOut && method === 'GET' && !path.startsWith('/api/auth/')) {
    await signingOut;
    throw new DOMException('Signed out while this was asked for', 'AbortError');
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(requestLanguage ? { 'Accept-Language': requestLanguage } : {}),
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
  if (response.status === 204) return { status: 204, payload: undefined };
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
      error?.message ?? clientText('somethingWentWrong'),
      retryAfterMs(response.headers.get('Retry-After')),
    );
  }
  return { status: response.status, payload };
}

/**
 * One request whose answer is not read here: the offline queue sends every kind of write
 * through it and hands the answer to the screen that made the write, which parses it.
 */
export async function apiRequest(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<unknown> {
  return (await send(method, path, options)).payload;
}

type Schema = z.ZodMiniType;

/**
 * The domain schema of a route's answer, or a function loading it: answers the first page reads
 * load theirs beside the request, so the first page carries no zod (docs/performance.md, "The
 * first load").
 */
export type AnswerSchema<S extends Schema = Schema> = S | (() => Promise<S>);

/** One of the first page's answer schemas (first-page-schemas.ts), loaded when first asked for. */
export const firstPageSchema =
  <K extends keyof typeof FirstPageSchemas>(name: K) =>
  () =>
    import('./first-page-schemas').then((schemas) => schemas[name]);

const offline = () => Promise.reject(new NetworkError());

/**
 * Sends the request and parses its answer with `schema`; without one the route answers 204 No
 * Content. A schema to load is asked for before the request goes out, and code that cannot be
 * downloaded is no connection, as for the request itself.
 */
function request<S extends Schema>(
  method: string,
  path: string,
  schema: AnswerSchema<S>,
  options: RequestOptions,
): Promise<z.output<S>>;
function request(
  method: string,
  path: string,
  schema: undefined,
  options: RequestOptions,
): Promise<void>;
function request(
  method: string,
  path: string,
  schema: AnswerSchema | undefined,
  options: RequestOptions,
): Promise<unknown>;
async function request(
  method: string,
  path: string,
  schema: AnswerSchema | undefined,
  options: RequestOptions,
): Promise<unknown> {
  const [parser, { status, payload }] = await Promise.all([
    typeof schema === 'function' ? schema().catch(offline) : schema,
    send(method, path, options),
  ]);
  const result = parser?.safeParse(payload);
  if (result?.success) return result.data;
  if (!parser && status === 204) return undefined;
  throw new UnexpectedAnswerError(status, result?.error.issues ?? []);
}

interface SendWithBody {
  /** The answer parsed by the route's domain schema; one that does not match it throws. */
  <S extends Schema>(
    path: string,
    body: unknown,
    schema: AnswerSchema<S>,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /** A route that answers 204 No Content. */
  (path: string, body?: unknown, schema?: undefined, options?: RequestOptions): Promise<void>;
}

function withBody(method: string): SendWithBody {
  function sendWithBody<S extends Schema>(
    path: string,
    body: unknown,
    schema: AnswerSchema<S>,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  function sendWithBody(path: string, body?: unknown): Promise<void>;
  function sendWithBody(
    path: string,
    body?: unknown,
    schema?: AnswerSchema,
    options?: RequestOptions,
  ): Promise<unknown> {
    return request(method, path, schema, { ...options, body });
  }
  return sendWithBody;
}

/**
 * The web app's one way to talk to the API: every answer is parsed by the domain schema of its
 * route (the one the server's route declares as its response), so no caller casts one.
 */
export const api = {
  get: <S extends Schema>(path: string, schema: AnswerSchema<S>, options: RequestOptions = {}) =>
    request('GET', path, schema, options),
  post: withBody('POST'),
  put: withBody('PUT'),
  patch: withBody('PATCH'),
  /** Every DELETE route answers 204 No Content. */
  delete: (path: string, options: RequestOptions = {}) =>
    request('DELETE', path, undefined, options),
};
