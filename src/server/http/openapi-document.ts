import type { OpenAPIV3 } from 'openapi-types';
import { IDEMPOTENCY_KEY, livePathItem, SECURITY } from './openapi-components';
import { completeErrors, type Guard } from './openapi-errors';
import { isPublicRoute, isScimRoute, routeKey } from './public-routes';

/**
 * What the routes' own schemas leave out, added to every operation of the finished document
 * (docs/api.md, "OpenAPI"): who may call it, the Idempotency-Key of a write, and the error
 * answers. Deciding it here from the path, rather than in each of the routes, keeps one rule.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
type Method = (typeof METHODS)[number];
const WRITES: ReadonlySet<Method> = new Set(['post', 'put', 'patch', 'delete']);

/** A route marks a query of any names (a record) so that it is described as one object. */
export const FREE_FORM_QUERY = 'x-free-form-query';

/** A session's only: no API token scope holds 'live:subscribe' (#domain/authz/api-token). */
const SESSION_ONLY = new Set(['GET /api/live']);

/** The route's guard, from the table in public-routes.ts (the URL with `:name` parameters). */
function guardOf(method: Method, path: string): Guard {
  const url = path.replace(/\{(\w+)\}/g, ':$1');
  if (isScimRoute(url)) return 'scim';
  if (isPublicRoute(method.toUpperCase(), url)) return 'public';
  return SESSION_ONLY.has(routeKey(method.toUpperCase(), url)) ? 'session' : 'signed-in';
}

const SECURITY_OF: Record<Guard, OpenAPIV3.SecurityRequirementObject[]> = {
  public: [],
  scim: [{ [SECURITY.scimToken]: [] }],
  'signed-in': [{ [SECURITY.session]: [] }, { [SECURITY.apiToken]: [] }],
  session: [{ [SECURITY.session]: [] }],
};

function isIdempotencyKey(parameter: OpenAPIV3.ReferenceObject | OpenAPIV3.ParameterObject) {
  return (
    !('$ref' in parameter) &&
    parameter.in === 'header' &&
    parameter.name.toLowerCase() === IDEMPOTENCY_KEY.name.toLowerCase()
  );
}

/** A query of any names: the identity provider's answer to single sign-on, say. */
const freeFormQuery: OpenAPIV3.ParameterObject = {
  name: 'query',
  in: 'query',
  style: 'form',
  explode: true,
  description: 'Any parameters, passed on as they came',
  schema: { type: 'object', additionalProperties: { type: 'string' } },
};

function completeOperation(operation: OpenAPIV3.OperationObject, method: Method, path: string) {
  const guard = guardOf(method, path);
  const write = WRITES.has(method);
  operation.security = SECURITY_OF[guard];
  const parameters = operation.parameters ?? [];
  if (FREE_FORM_QUERY in operation) {
    Reflect.deleteProperty(operation, FREE_FORM_QUERY);
    parameters.push(freeFormQuery);
  }
  // The idempotency layer honours the key on writes with a session or token (idempotency.ts).
  if (guard !== 'public' && write && path.startsWith('/api/')) {
    if (!parameters.some(isIdempotencyKey)) parameters.push(IDEMPOTENCY_KEY);
  }
  if (parameters.length > 0) operation.parameters = parameters;
  completeErrors(operation, guard, write);
}

/** Adds the live stream, then completes every operation; changes `paths` in place. */
export function completePaths(paths: OpenAPIV3.PathsObject): void {
  paths['/api/live'] ??= livePathItem();
  for (const [path, item] of Object.entries(paths)) {
    if (!item) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) completeOperation(operation, method, path);
    }
  }
}
