import type { FastifyError, FastifyReply } from 'fastify';
import {
  SCIM_CONTENT_TYPE,
  SCIM_SCHEMAS,
  type ScimErrorBody,
  type ScimType,
} from '#domain/scim/protocol';

/**
 * A refusal in SCIM's own terms (RFC 7644 §3.12): the status, what kind of bad request it was
 * and a detail for the identity provider's logs (English: read by IT, not shown to a crew).
 */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly scimType: ScimType | undefined,
    detail: string,
  ) {
    super(detail);
  }
}

export const scimBadRequest = (scimType: ScimType, detail: string) =>
  new ScimError(400, scimType, detail);
export const scimNotFound = (id: string) => new ScimError(404, undefined, `User ${id} not found`);

export function scimErrorBody(status: number, detail: string, scimType?: ScimType): ScimErrorBody {
  return {
    schemas: [SCIM_SCHEMAS.error],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

export function sendScimError(
  reply: FastifyReply,
  status: number,
  detail: string,
  scimType?: ScimType,
) {
  // A bearer token refused says how one is given (RFC 6750 §3).
  if (status === 401) reply.header('WWW-Authenticate', 'Bearer realm="scim"');
  return reply
    .status(status)
    .type(SCIM_CONTENT_TYPE)
    .send(JSON.stringify(scimErrorBody(status, detail, scimType)));
}

/** Fastify's own refusals of a request, in words an identity provider's log can use. */
export const FRAMEWORK_DETAILS: Record<string, { detail: string; scimType?: ScimType }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    detail: 'The body is not valid JSON',
    scimType: 'invalidSyntax',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { detail: 'The body is empty', scimType: 'invalidSyntax' },
  FST_ERR_CTP_BODY_TOO_LARGE: { detail: 'The body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { detail: `Send bodies as ${SCIM_CONTENT_TYPE}` },
  FST_ERR_BAD_URL: { detail: 'The address is not valid', scimType: 'invalidSyntax' },
  FST_ERR_MAX_PARAM_LENGTH: { detail: 'The address is too long', scimType: 'invalidSyntax' },
};

/** The router's refusals of a /scim address (a bad percent-encoding), before any route runs. */
export function sendScimFrameworkError(error: FastifyError, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  const known = error.code ? FRAMEWORK_DETAILS[error.code] : undefined;
  void sendScimError(reply, status, known?.detail ?? 'The request was refused', known?.scimType);
}
