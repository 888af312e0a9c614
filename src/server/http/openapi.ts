import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { apiErrorSchema } from '#domain/api-error';
import { scimErrorSchema } from '#domain/scim/protocol';
import { VERSION } from '../version';
import { API_ERROR_REF, openapiComponents, SCIM_ERROR_REF } from './openapi-components';
import { completePaths, FREE_FORM_QUERY } from './openapi-document';
import { errorResponses } from './openapi-errors';

/**
 * The OpenAPI document at /api/openapi.json (docs/api.md, "OpenAPI"): the routes' zod schemas,
 * with the error shapes as components, and completed by openapi-document.ts. A client generated
 * from it (openapi-typescript) is what test/integration/http/openapi-client.int.test.ts uses.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shared error schemas, which the document names once instead of in every answer. */
const ERROR_REFS = new Map<unknown, OpenAPIV3.ReferenceObject>([
  [apiErrorSchema, API_ERROR_REF],
  [scimErrorSchema, SCIM_ERROR_REF],
]);

/** A route's answers, with those that are a shared error schema set apart. */
function splitAnswers(response: Record<string, unknown>) {
  const answers: Record<string, unknown> = {};
  const errors: Record<string, OpenAPIV3.ReferenceObject> = {};
  for (const [status, schema] of Object.entries(response)) {
    const errorRef = ERROR_REFS.get(schema);
    if (errorRef) errors[status] = errorRef;
    else answers[status] = schema;
  }
  return { answers, errors };
}

/** zod's schemas to JSON Schema, each shared error schema as a reference to its component. */
const describeRoute: SwaggerTransform = (route) => {
  const response = isRecord(route.schema?.response) ? route.schema.response : null;
  const { answers, errors } = splitAnswers(response ?? {});
  const { schema, url } = jsonSchemaTransform({
    ...route,
    schema: response ? { ...route.schema, response: answers } : route.schema,
  });
  if (!schema || ('hide' in schema && schema.hide)) return { schema, url };
  const { querystring, ...rest }: FastifySchema = schema;
  const described: FastifySchema = {
    ...rest,
    ...(response
      ? { response: { ...(isRecord(rest.response) ? rest.response : {}), ...errors } }
      : {}),
  };
  // A record (any names) would come out as parameters named "type" and "additionalProperties".
  if (isRecord(querystring) && !isRecord(querystring.properties)) {
    return { schema: Object.assign(described, { [FREE_FORM_QUERY]: true }), url };
  }
  return { schema: querystring ? { ...described, querystring } : described, url };
};

const isOpenapi30 = (
  document: Parameters<SwaggerTransformObject>[0],
): document is { openapiObject: Partial<OpenAPIV3.Document> } =>
  'openapiObject' in document && String(document.openapiObject.openapi).startsWith('3.0');

const completeDocument: SwaggerTransformObject = (document) => {
  if (!isOpenapi30(document)) throw new Error('The API is described as OpenAPI 3.0');
  const openapi = document.openapiObject;
  openapi.paths ??= {};
  completePaths(openapi.paths);
  return openapi;
};

const DESCRIPTION = [
  'Shift checklists for quick-service restaurants: everything the web app does, as JSON.',
  '',
  'Call it with the session cookie a sign-in sets, or with an API token ' +
    '(`Authorization: Bearer sct_…`) limited by its scopes. Writes may carry an ' +
    '`Idempotency-Key` to be safe to send again. Every error has the shape ApiError.',
  '',
  '`info.version` is the release. Within a major version paths and fields are never removed ' +
    'or renamed, and error codes stay; new optional fields and operations may appear. See ' +
    'docs/api.md, "Versions and stability".',
].join('\n');

export function openapiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'ShiftCheck API', description: DESCRIPTION, version: VERSION },
      components: { ...openapiComponents(), responses: errorResponses() },
    },
    transform: describeRoute,
    transformObject: completeDocument,
  };
}
