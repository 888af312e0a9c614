import type { OpenAPIV3 } from 'openapi-types';
import { API_ERROR_REF, SCIM_ERROR_REF } from './openapi-components';

/**
 * The error answers of the OpenAPI document: what each status means across the API (the table in
 * docs/api.md, "Errors"), named once under components.responses so that every operation refers
 * to them instead of repeating them.
 */
const ERROR_ANSWERS: Record<string, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Bad input: a body, query, parameter or Idempotency-Key the API refuses (the message says)',
  },
  401: {
    name: 'Unauthenticated',
    description:
      'Not signed in: no session or API token, an ended, revoked or expired one, or wrong ' +
      'credentials',
  },
  403: {
    name: 'Forbidden',
    description:
      "Not allowed: the caller's role, stores or token scopes do not allow it, or a cross-site " +
      'request',
  },
  404: { name: 'NotFound', description: 'Nothing there, or nothing the caller may know of' },
  409: {
    name: 'Conflict',
    description: 'The stored state forbids it: taken, changed meanwhile, or deleted',
  },
  413: { name: 'TooLarge', description: 'The body or the photo is too large' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'A write not sent as JSON, or a photo of a type that is not taken',
  },
  422: {
    name: 'IdempotencyKeyReused',
    description: 'The Idempotency-Key was already used for a different request',
  },
  429: { name: 'RateLimited', description: 'Too many attempts: wait as long as Retry-After says' },
  503: {
    name: 'Unavailable',
    description:
      'Mail, photo storage or the disk is unavailable for now; nothing of the change was kept',
  },
  '4XX': { name: 'Refused', description: 'Refused: the error says why (docs/api.md, "Errors")' },
  '5XX': {
    name: 'ServerFault',
    description: 'A fault or an outage on the server; nothing of the change was kept',
  },
};

/** The errors a SCIM route refuses with are SCIM error bodies (RFC 7644). */
const SCIM_REFUSED = 'ScimRefused';

const requestId: OpenAPIV3.HeaderObject = {
  description: "The request's id in the server's log, to quote when asking about it",
  schema: { type: 'string' },
};
const retryAfter: OpenAPIV3.HeaderObject = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 0 },
};

function errorAnswer(
  description: string,
  schema: OpenAPIV3.ReferenceObject,
  headers: Record<string, OpenAPIV3.HeaderObject> = {},
): OpenAPIV3.ResponseObject {
  return {
    description,
    headers: { 'X-Request-Id': requestId, ...headers },
    content: { 'application/json': { schema } },
  };
}

export function errorResponses(): Record<string, OpenAPIV3.ResponseObject> {
  const responses: Record<string, OpenAPIV3.ResponseObject> = {};
  for (const [status, { name, description }] of Object.entries(ERROR_ANSWERS)) {
    const headers: Record<string, OpenAPIV3.HeaderObject> =
      status === '429' ? { 'Retry-After': retryAfter } : {};
    responses[name] = errorAnswer(description, API_ERROR_REF, headers);
  }
  responses[SCIM_REFUSED] = errorAnswer('Refused: the SCIM error says why', SCIM_ERROR_REF);
  return responses;
}

const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** Who may call an operation, as the document's operations are sorted (openapi-document.ts). */
export type Guard = 'public' | 'scim' | 'signed-in' | 'session';

/** The error statuses every operation of its kind may answer, beside those its route lists. */
function errorStatusesOf(guard: Guard, write: boolean): string[] {
  const signedIn = guard === 'public' ? [] : ['401', '403'];
  // The idempotency layer's own refusals: a malformed key, and a key used for another request.
  const idempotent = guard !== 'public' && write ? ['400', '422'] : [];
  return [...idempotent, ...signedIn, '4XX', '5XX'];
}

/** A route's own answer that is only the shared error (it says "Default Response"). */
function isPlainApiError(answer: OpenAPIV3.ReferenceObject | OpenAPIV3.ResponseObject) {
  if ('$ref' in answer || answer.description !== 'Default Response') return false;
  const schema = answer.content?.['application/json']?.schema;
  return schema !== undefined && '$ref' in schema && schema.$ref === API_ERROR_REF.$ref;
}

/** Refers each error answer to its component, and adds those every operation of its kind has. */
export function completeErrors(operation: OpenAPIV3.OperationObject, guard: Guard, write: boolean) {
  const responses = operation.responses;
  if (guard === 'scim') {
    responses['4XX'] ??= responseRef(SCIM_REFUSED);
    return;
  }
  for (const [status, answer] of Object.entries(responses)) {
    const known = ERROR_ANSWERS[status];
    if (known && isPlainApiError(answer)) responses[status] = responseRef(known.name);
  }
  for (const status of errorStatusesOf(guard, write)) {
    const known = ERROR_ANSWERS[status];
    if (known) responses[status] ??= responseRef(known.name);
  }
}
