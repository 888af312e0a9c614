import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { REFERENCE_GONE_MESSAGE, STORAGE_MESSAGES } from '#domain/api-error';
import { storageFailureOf } from '../db/storage-failure';
import { isForeignKeyViolation } from '../db/unique-violation';
import { AppError } from '../http/errors';
import { FRAMEWORK_DETAILS, ScimError, sendScimError } from './error-body';

export { scimBadRequest, ScimError, scimNotFound } from './error-body';

function asScimError(error: FastifyError | Error): ScimError | null {
  if (error instanceof ScimError) return error;
  if (error instanceof AppError && error.statusCode < 500) {
    const scimType =
      error.statusCode === 409
        ? 'uniqueness'
        : error.statusCode === 400
          ? 'invalidValue'
          : undefined;
    return new ScimError(error.statusCode, scimType, error.message);
  }
  if (!('statusCode' in error) || error.statusCode === undefined || error.statusCode >= 500) {
    return null;
  }
  if (error.validation) {
    const where = error.validationContext === 'body' ? 'invalidSyntax' : 'invalidValue';
    const first = error.validation[0];
    const place = first?.instancePath ? ` at ${first.instancePath}` : '';
    return new ScimError(
      400,
      where,
      `The ${error.validationContext ?? 'request'} is not valid${place}`,
    );
  }
  const known = error.code ? FRAMEWORK_DETAILS[error.code] : undefined;
  return new ScimError(
    error.statusCode,
    known?.scimType,
    known?.detail ?? 'The request was refused',
  );
}

/**
 * Every answer of the SCIM routes in SCIM's error shape, 4xx for anything the request did
 * wrong and never a 5xx for it; a failure of our own says nothing internal.
 */
export function registerScimErrors(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | Error, request: FastifyRequest, reply) => {
    const known = asScimError(error);
    if (known) return sendScimError(reply, known.status, known.message, known.scimType);
    if (error instanceof AppError && error.cause !== undefined) {
      request.log.error({ err: error.cause }, error.message);
    }
    const failure = storageFailureOf(error);
    if (failure) {
      app.disk.refused = failure;
      app.disk.refusals += 1;
      request.log.error({ err: error }, 'the disk refused a write');
      return sendScimError(reply, failure === 'full' ? 507 : 503, STORAGE_MESSAGES[failure]);
    }
    if (isForeignKeyViolation(error)) return sendScimError(reply, 409, REFERENCE_GONE_MESSAGE);
    request.log.error({ err: error }, 'SCIM request failed');
    return sendScimError(reply, 500, 'The service failed');
  });
  app.setNotFoundHandler((request, reply) =>
    sendScimError(
      reply,
      404,
      `No SCIM resource at ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`,
    ),
  );
}
