import type { HTTPMethods } from 'fastify';
import fc from 'fast-check';
import { ROLES, type Role } from '../../domain/roles';
import type { Example } from './examples';
import { mutateJson } from './mutate';
import {
  BROKEN_JSON,
  CONTENT_TYPES,
  deepJsonText,
  ODD_DATES,
  oddJson,
  oddString,
  RAW_SEGMENTS,
} from './values';

export type CallerKind = 'anonymous' | Role | 'unknown-session' | 'junk-cookie';

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

/** Percent-encodes text as UTF-8 (lone surrogates become U+FFFD, as a browser sends them). */
export function percentEncode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

/** `arbitrary` once in `every` draws, else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

const segmentsOf = (path: string) => path.split('/');
const isParam = (segment: string) => segment.startsWith(':') || segment === '*';

function paramArbitrary(exampleValue: string | undefined, ids: readonly string[]) {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: oddString.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  ];
  if (exampleValue !== undefined) options.push({ weight: 6, arbitrary: fc.constant(exampleValue) });
  if (ids.length > 0)
    options.push({ weight: 3, arbitrary: fc.constantFrom(...ids).map(percentEncode) });
  return fc.oneof(...options);
}

function pathArbitrary(route: RouteInfo, example: Example | undefined, ids: readonly string[]) {
  const template = segmentsOf(route.url);
  const given = example ? segmentsOf(example.path) : [];
  const aligned = given.length === template.length;
  return fc
    .tuple(
      ...template.map((segment, i) =>
        isParam(segment)
          ? paramArbitrary(aligned ? given[i] : undefined, ids)
          : fc.constant(segment),
      ),
    )
    .map((segments) => segments.join('/'));
}

function queryValue(exampleValue: string | undefined, ids: readonly string[]) {
  const options: fc.WeightedArbitrary<string | string[] | null>[] = [
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: oddString },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_DATES) },
    { weight: 1, arbitrary: fc.array(oddString, { minLength: 2, maxLength: 3 }) },
  ];
  if (exampleValue !== undefined) options.push({ weight: 5, arbitrary: fc.constant(exampleValue) });
  if (ids.length > 0) options.push({ weight: 2, arbitrary: fc.constantFrom(...ids) });
  return fc.oneof(...options);
}

function queryArbitrary(route: RouteInfo, example: Example | undefined, ids: readonly string[]) {
  const given = new Map(example?.query ?? []);
  const keys = [...new Set([...given.keys(), ...route.queryKeys])];
  const extra = sometimes(fc.tuple(fc.string({ maxLength: 10 }), oddString), 5);
  const raw = sometimes(fc.constantFrom('&%ZZ', '&a[b]=c', '&=', '&&', '&x', '#frag'), 10);
  return fc
    .tuple(fc.tuple(...keys.map((key) => queryValue(given.get(key), ids))), extra, raw)
    .map(([values, extraPair, rawTail]) => {
      const pairs: [string, string][] = [];
      keys.forEach((key, i) => {
        const value = values[i];
        for (const v of value === null || value === undefined ? [] : [value].flat())
          pairs.push([key, v]);
      });
      if (extraPair) pairs.push(extraPair);
      const text = pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
      const query = `${text}${rawTail ?? ''}`;
      return query === '' ? '' : `?${query}`;
    });
}

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
);

const idempotencyKeyArbitrary = sometimes(
  fc.oneof(fc.uuid(), fc.constantFrom('fuzz-key-1', 'fuzz-key-2'), oddString),
  4,
);

/** Fuzzed requests of one route, each starting from one of its examples (or its path alone). */
function routeArbitrary(route: RouteInfo, examples: readonly Example[], ids: readonly string[]) {
  const starts: (Example | undefined)[] = examples.length > 0 ? [...examples] : [undefined];
  const key = `${route.method} ${route.url}`;
  return fc
    .oneof(
      ...starts.map((example) =>
        fc.record({
          path: pathArbitrary(route, example, ids),
          query: queryArbitrary(route, example, ids),
          payload: bodyArbitrary(route.method, example, ids),
          json: fc.oneof(
            { weight: 5, arbitrary: fc.constant('application/json') },
            { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
          ),
          claimsJson: fc.nat({ max: 7 }).map((n) => n === 0),
          caller: callerArbitrary,
          idempotencyKey: WRITES.has(route.method) ? idempotencyKeyArbitrary : fc.constant(null),
          remoteAddress: fc.ipV4(),
        }),
      ),
    )
    .map((r): FuzzRequest => ({
      route: key,
      method: route.method,
      url: `${r.path}${r.query}`,
      caller: r.caller,
      // A body usually says what it is; a request without one sometimes claims JSON anyway.
      contentType: r.payload !== undefined || r.claimsJson ? r.json : undefined,
      payload: r.payload,
      idempotencyKey: r.idempotencyKey ?? undefined,
      remoteAddress: r.remoteAddress,
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
