import type { HTTPMethods } from 'fastify';
import fc from 'fast-check';
import { ROLES, type Role } from '#domain/roles';
import type { Example } from './examples';
import { mutateJson } from './mutate';
import { pathArbitrary, percentEncode, queryArbitrary, sometimes } from './urls';
import { BROKEN_JSON, CONTENT_TYPES, deepJsonText, oddJson, oddString } from './values';

/**
 * Who sends a request: nobody, a person of each role, a session that does not exist, a broken
 * cookie, the identity provider's SCIM token, or a bearer token that is no SCIM token.
 */
export type CallerKind =
  'anonymous' | Role | 'unknown-session' | 'junk-cookie' | 'scim-token' | 'bad-bearer';

/** One fuzzed request, complete except for the cookie of its caller (looked up when sent). */
export interface FuzzRequest {
  /** The route as registered: "PATCH /api/checklists/:id". */
  route: string;
  method: HTTPMethods;
  url: string;
  caller: CallerKind;
  contentType: string | undefined;
  payload: string | undefined;
  idempotencyKey: string | undefined;
  remoteAddress: string;
}

export interface RouteInfo {
  method: HTTPMethods;
  url: string;
  /** Query parameters the route documents (from its OpenAPI schema). */
  queryKeys: readonly string[];
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bodyArbitrary(method: string, example: Example | undefined, ids: readonly string[]) {
  const base = example?.body;
  const stringify = (value: unknown) => JSON.stringify(value) ?? 'null';
  const options: fc.WeightedArbitrary<string | undefined>[] = [
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON) },
    { weight: 1, arbitrary: deepJsonText },
    { weight: 1, arbitrary: oddJson.map(stringify) },
  ];
  if (base !== undefined) {
    options.push({ weight: 2, arbitrary: fc.constant(stringify(base)) });
    options.push({ weight: 12, arbitrary: mutateJson(base, ids).map(stringify) });
    options.push({ weight: 1, arbitrary: fc.constant(undefined) });
  } else {
    options.push({ weight: WRITES.has(method) ? 6 : 12, arbitrary: fc.constant(undefined) });
    if (WRITES.has(method)) options.push({ weight: 2, arbitrary: fc.constant('{}') });
  }
  return fc.oneof(...options);
}

const callerArbitrary = fc.oneof(
  { weight: 2, arbitrary: fc.constant<CallerKind>('anonymous') },
  { weight: 9, arbitrary: fc.constantFrom<CallerKind>(...ROLES) },
  { weight: 1, arbitrary: fc.constantFrom<CallerKind>('unknown-session', 'junk-cookie') },
  { weight: 1, arbitrary: fc.constantFrom<CallerKind>('scim-token', 'bad-bearer') },
);

/** The SCIM routes are the SCIM token's: mostly sent with it, so they get past its check. */
const scimCallerArbitrary = fc.oneof(
  { weight: 10, arbitrary: fc.constant<CallerKind>('scim-token') },
  { weight: 1, arbitrary: fc.constantFrom<CallerKind>('anonymous', 'bad-bearer') },
  { weight: 1, arbitrary: fc.constantFrom<CallerKind>(...ROLES) },
);

export const isScimUrl = (url: string) => url.startsWith('/scim/');

const idempotencyKeyArbitrary = sometimes(
  fc.oneof(fc.uuid(), fc.constantFrom('fuzz-key-1', 'fuzz-key-2'), oddString),
  4,
);

interface Drawn {
  path: string;
  query: string;
  payload: string | undefined;
  json: string;
  claimsJson: boolean;
}

const transport = {
  idempotencyKey: idempotencyKeyArbitrary,
  remoteAddress: fc.ipV4(),
};

/** An example as it is (only the caller varies), so valid requests also change the data. */
function asGiven(example: Example): fc.Arbitrary<Drawn> {
  const query = example.query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`);
  return fc.constant({
    path: example.path,
    query: query.length > 0 ? `?${query.join('&')}` : '',
    payload: example.body === undefined ? undefined : JSON.stringify(example.body),
    json: 'application/json',
    claimsJson: false,
  });
}

function mutated(route: RouteInfo, example: Example | undefined, ids: readonly string[]) {
  return fc.record({
    path: pathArbitrary(route, example, ids),
    query: queryArbitrary(route, example, ids),
    payload: bodyArbitrary(route.method, example, ids),
    json: fc.oneof(
      { weight: 5, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    claimsJson: fc.nat({ max: 7 }).map((n) => n === 0),
  });
}

/**
 * Fuzzed requests of one route, each starting from one of its examples (or its path alone):
 * one in six sends the example unchanged, the rest mutate it.
 */
function routeArbitrary(route: RouteInfo, examples: readonly Example[], ids: readonly string[]) {
  const key = `${route.method} ${route.url}`;
  const drawn = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.oneof(
        ...(examples.length > 0 ? examples : [undefined]).map((e) => mutated(route, e, ids)),
      ),
    },
    ...(examples.length > 0 ? [{ weight: 1, arbitrary: fc.oneof(...examples.map(asGiven)) }] : []),
  );
  return fc
    .record({
      drawn,
      ...transport,
      caller: isScimUrl(route.url) ? scimCallerArbitrary : callerArbitrary,
    })
    .map(({ drawn: r, caller, idempotencyKey, remoteAddress }): FuzzRequest => ({
      route: key,
      method: route.method,
      url: `${r.path}${r.query}`,
      caller,
      // A body usually says what it is; a request without one sometimes claims JSON anyway.
      contentType: r.payload !== undefined || r.claimsJson ? r.json : undefined,
      payload: r.payload,
      idempotencyKey: WRITES.has(route.method) ? (idempotencyKey ?? undefined) : undefined,
      remoteAddress,
    }));
}

/** Requests spread evenly over every route, from its examples and the ids that exist now. */
export function requestArbitrary(
  routes: readonly RouteInfo[],
  examples: ReadonlyMap<string, readonly Example[]>,
  ids: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...routes.map((route) =>
      routeArbitrary(route, examples.get(`${route.method} ${route.url}`) ?? [], ids),
    ),
  );
}
