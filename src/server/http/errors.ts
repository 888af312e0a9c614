import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  REFERENCE_GONE_MESSAGE,
  STORAGE_MESSAGES,
  type ApiError,
  type ErrorCode,
} from '#domain/api-error';
import en from '#domain/i18n/catalogues/rules-http/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';
import { storageFailureOf, type StorageFailure } from '../db/storage-failure';
import { serverCatalogues, type ServerCatalogues } from '../i18n/catalogues';
import { requestLocale } from '../i18n/request-locale';
import { isForeignKeyViolation } from '../db/unique-violation';
import { IdempotentReplay, sendReplay } from '../idempotency/replay';
import { sendScimFrameworkError } from '../scim/error-body';
import { isScimRoute } from './public-routes';

/** An error whose message is safe, and meant, to be shown to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Sent as Retry-After: how long a refused client should wait before trying again. */
    readonly retryAfterSeconds?: number,
    /** What failed underneath a 5xx, for the log; the caller sees only the message. */
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

export const badRequest = (message: string) => new AppError(400, ERROR_CODES.badRequest, message);
export const unauthenticated = (message: string) =>
  new AppError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string) => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
export const unprocessable = (message: string) =>
  new AppError(422, ERROR_CODES.validation, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.rateLimited, message, retryAfterSeconds);

interface ValidationIssue {
  message?: string;
}

/** What a refused request is told when nothing more precise is known. */
const INVALID_REQUEST = plainText(en.invalidRequest);
/** A 5xx: nothing internal is said. */
const INTERNAL_ERROR = plainText(en.internal);

/** Fastify's own 4xx errors, in words a person can act on. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ERROR_CODES.badRequest,
    message: plainText(en.invalidJsonBody),
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ERROR_CODES.badRequest,
    message: plainText(en.emptyJsonBody),
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ERROR_CODES.tooLarge, message: plainText(en.tooLarge) },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.unsupportedMediaType,
    message: plainText(en.notJson),
  },
  FST_ERR_BAD_URL: { code: ERROR_CODES.badRequest, message: plainText(en.badAddress) },
  FST_ERR_MAX_PARAM_LENGTH: { code: ERROR_CODES.badRequest, message: plainText(en.addressTooLong) },
};

/**
 * The router refuses some addresses (bad percent-encoding, an over-long id) before any route
 * or the error handler runs: Fastify's `frameworkErrors` option sends those in the same shape.
 */
export async function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  // The identity provider reads SCIM's own error shape (scim/errors.ts).
  if (isScimRoute(request.url)) return sendScimFrameworkError(error, reply);
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  const answer = known ?? { code: codeForStatus(status), message: INVALID_REQUEST };
  reply.status(status).send({ error: localizedError(await serverCatalogues(), answer, request) });
}

/**
 * An error's answer in the request's language, with the rules entry that wrote it and its
 * values (`key`, `params`) for a client that words it itself. A message no entry wrote (none
 * should be left) goes as it is.
 */
function localizedError(
  catalogues: ServerCatalogues,
  answer: { code: ErrorCode; message: string },
  request: FastifyRequest,
): ApiError['error'] {
  const known = catalogues.recogniser.recognise(answer.message);
  if (!known) return answer;
  return {
    code: answer.code,
    message: catalogues.i18n(requestLocale(request))._(known.key, known.values),
    key: known.key,
    params: known.values,
  };
}

/** Requests Node cannot even parse (headers too large, malformed HTTP): the same shape again. */
export function sendClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, plainText(en.timedOut)]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, plainText(en.headersTooLarge)]
        : [400, plainText(en.invalidHttp)];
  const body = JSON.stringify({ error: { code: codeForStatus(status), message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return ERROR_CODES.unauthenticated;
  if (status === 403) return ERROR_CODES.forbidden;
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 409) return ERROR_CODES.conflict;
  if (status === 413) return ERROR_CODES.tooLarge;
  if (status === 415) return ERROR_CODES.unsupportedMediaType;
  if (status === 429) return ERROR_CODES.rateLimited;
  return ERROR_CODES.badRequest;
}

/** What the app remembers of its disk refusing writes, for /readyz (health.ts). */
export interface DiskState {
  /** Why the last write was refused; null again once a probe finds the disk takes writes. */
  refused: StorageFailure | null;
  /** Writes refused so far: a probe clears `refused` only if none was refused while it ran. */
  refusals: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by registerErrorHandler on the app, seen by every plugin registered after it. */
    disk: DiskState;
  }
}

/** A full disk is 507 Insufficient Storage; a read-only or failing one, 503. */
const STORAGE_ANSWERS: Record<StorageFailure, { status: number; code: ErrorCode }> = {
  full: { status: 507, code: ERROR_CODES.storageFull },
  unwritable: { status: 503, code: ERROR_CODES.storageUnwritable },
};

/** One handler for every error: the spec's message for 4xx, nothing internal for 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  const disk: DiskState = { refused: null, refusals: 0 };
  app.decorate('disk', disk);
  const catalogues = serverCatalogues();
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    // The message in the request's language, the entry and values that wrote it beside it.
    const send = async (status: number, answer: { code: ErrorCode; message: string }) =>
      reply.status(status).send({ error: localizedError(await catalogues, answer, request) });
    if (error instanceof IdempotentReplay) return sendReplay(reply, error);
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      if (error.statusCode >= 500 && error.cause !== undefined) {
        request.log.error({ err: error.cause }, error.message);
      }
      return send(error.statusCode, { code: error.code, message: error.message });
    }
    const failure = storageFailureOf(error);
    if (failure) {
      disk.refused = failure;
      disk.refusals += 1;
      request.log.error({ err: error }, 'the disk refused a write');
      const { status, code } = STORAGE_ANSWERS[failure];
      return send(status, { code, message: STORAGE_MESSAGES[failure] });
    }
    if (isForeignKeyViolation(error)) {
      return send(409, { code: ERROR_CODES.conflict, message: REFERENCE_GONE_MESSAGE });
    }
    const validation = (error as FastifyError).validation as ValidationIssue[] | undefined;
    if (validation) {
      const message = validation[0]?.message ?? INVALID_REQUEST;
      return send(400, { code: ERROR_CODES.validation, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      return send(
        status,
        known ?? { code: codeForStatus(status), message: error.message || INVALID_REQUEST },
      );
    }
    request.log.error({ err: error }, 'request failed');
    return send(500, { code: ERROR_CODES.internal, message: INTERNAL_ERROR });
  });
}
