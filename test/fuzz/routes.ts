import type { FastifyInstance, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type { RouteInfo } from './requests';

const operationSchema = z.object({
  parameters: z.array(z.object({ in: z.string(), name: z.string() })).optional(),
});
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The query parameters each route documents, by "METHOD /url" (OpenAPI writes {id}). */
function documentedQueries(app: FastifyInstance): Map<string, string[]> {
  const document = documentSchema.parse(app.swagger());
  const queries = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const parsed = operationSchema.safeParse(operation);
      const names = (parsed.data?.parameters ?? []).filter((p) => p.in === 'query');
      queries.set(
        `${method.toUpperCase()} ${url}`,
        names.map((p) => p.name),
      );
    }
  }
  return queries;
}

/**
 * Every route the app registered (`app.routeAccess`), HEAD included: a route added later is
 * fuzzed without anyone listing it here.
 */
export function fuzzedRoutes(app: FastifyInstance): RouteInfo[] {
  const queries = documentedQueries(app);
  const seen = new Set<string>();
  const routes: RouteInfo[] = [];
  for (const { method, url } of app.routeAccess) {
    const key = `${method} ${url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const documented = queries.get(key) ?? queries.get(`GET ${url}`) ?? [];
    routes.push({ method: httpMethod(method), url, queryKeys: documented });
  }
  return routes;
}

const METHODS: readonly HTTPMethods[] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
];

export function httpMethod(method: string): HTTPMethods {
  const found = METHODS.find((m) => m === method);
  if (!found) throw new Error(`The fuzzer does not send ${method} requests`);
  return found;
}
