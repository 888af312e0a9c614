import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#server/deps';
import {
  ANSWER_BEFORE_DONE,
  awaitWorkAfterAnswer,
  describeExchange,
  hasErrorShape,
  statusClass,
} from './checks';
import { collectExamples, STREAMING_ROUTES } from './examples';
import { requestArbitrary, type FuzzRequest } from './requests';
import { fuzzedRoutes } from './routes';
import { NO_ANSWER, send } from './send';
import {
  changeMark,
  changesSince,
  differingTables,
  dumpTables,
  installChangeLog,
} from './snapshot';
import { FuzzWorld } from './world';

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** Requests per batch; examples and known ids are gathered again between batches. */
  batch: number;
  /** Every n-th request is also checked against a full dump of the tables. */
  dumpEvery: number;
}

export interface FuzzFigures {
  sent: number;
  byStatus: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** Refused requests checked against the change log (all of them). */
  refusedChecked: number;
  /** Refused requests also checked by comparing full dumps before and after. */
  refusedDumped: number;
  /** Accepted writes that the change log saw change something (it is not blind). */
  writesLogged: number;
  routes: number;
  routesHit: Set<string>;
  /** Routes that answered 2xx at least once: the fuzzer got past their checks, not only refused. */
  routesAccepted: Set<string>;
  failures: string[];
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Sends `runs` fuzzed requests to every route of the app, as every kind of caller, and checks
 * each answer: never a 5xx, every error in the `{ error: { code, message } }` shape, and no
 * refused request changing the data. Failures are collected, not thrown, so one run reports
 * every fault it found; the seed replays it.
 */
export async function runFuzz(
  app: FastifyInstance,
  deps: AppDeps,
  options: FuzzOptions,
): Promise<FuzzFigures> {
  const world = await FuzzWorld.create(deps);
  await installChangeLog(deps.db);
  const routes = fuzzedRoutes(app);
  const streaming = routes.some((r) => STREAMING_ROUTES.has(`${r.method} ${r.url}`));
  const base = streaming ? new URL(await app.listen({ port: 0, host: '127.0.0.1' })) : null;
  const figures: FuzzFigures = {
    sent: 0,
    byStatus: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    refusedChecked: 0,
    refusedDumped: 0,
    writesLogged: 0,
    routes: routes.length,
    routesHit: new Set(),
    routesAccepted: new Set(),
    failures: [],
  };

  const step = async (request: FuzzRequest) => {
    const dumped = figures.sent % options.dumpEvery === 0 ? await dumpTables(deps.db) : null;
    const mark = await changeMark(deps.db);
    const socket = STREAMING_ROUTES.has(request.route) ? base : null;
    const response = await send(app, world, request, socket);
    figures.sent += 1;
    figures.routesHit.add(request.route);
    const fail = (why: string) => {
      figures.failures.push(`${why}: ${describeExchange(request, response)}`);
    };
    if (response.status === NO_ANSWER) return fail('no answer');
    const status = response.status;
    figures.byStatus[statusClass(status)] += 1;
    if (status < 300) figures.routesAccepted.add(request.route);
    if (status >= 500) fail('server error');
    if (status >= 400 && !hasErrorShape(request, response)) fail('error not in the API shape');
    if (status >= 400 && status < 500) {
      figures.refusedChecked += 1;
      const changed = await changesSince(deps.db, mark);
      if (changed.length > 0) fail(`refused but changed the data (${changed.join(', ')})`);
      if (dumped) {
        figures.refusedDumped += 1;
        const differing = differingTables(dumped, await dumpTables(deps.db));
        if (differing.length > 0) fail(`refused but the dump differs in ${differing.join(', ')}`);
      }
    } else if (status < 300 && !READS.has(request.method)) {
      if ((await changeMark(deps.db)) !== mark) figures.writesLogged += 1;
      if (ANSWER_BEFORE_DONE.has(request.route))
        await awaitWorkAfterAnswer(deps, request, response, mark);
      // The write may have deleted, moved or signed out one of the people the fuzzer acts as.
      await world.refresh();
    }
  };

  for (let done = 0, batch = 0; done < options.runs; batch += 1) {
    const runs = Math.min(options.batch, options.runs - done);
    const examples = await collectExamples(deps, world);
    const arbitrary = requestArbitrary(routes, examples, await world.knownIds());
    await fc.assert(fc.asyncProperty(arbitrary, step), {
      numRuns: runs,
      seed: options.seed + batch,
    });
    done += runs;
  }
  return figures;
}
