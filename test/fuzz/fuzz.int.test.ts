import { afterAll, describe, expect, it } from 'vitest';
import type { Dialect } from '#server/db/database';
import { testDialects } from '../support/harness';
import { useTestApp } from '../support/use-test-app';
import { runFuzz, type FuzzFigures } from './runner';
import { UNCOMPARED } from './snapshot';

/**
 * Fuzzing every route of the API (issue "Never lose a change…", point 7). 5,000 requests per
 * run in all (a new seed each run), 100,000 with SHIFTCHECK_FULL=1 (`npm test -- --full`), split
 * 60/40 between SQLite and PostgreSQL when both run. The seed is printed first; FUZZ_SEED=<it> replays the run
 * (SHIFTCHECK_FUZZ_SEED too); SHIFTCHECK_FUZZ_RUNS sets the total.
 */
const FULL = process.env.SHIFTCHECK_FULL === '1';
const TOTAL = Number(process.env.SHIFTCHECK_FUZZ_RUNS ?? (FULL ? 100_000 : 5_000));
/**
 * Every refused request is checked against the change log; every DUMP_EVERYth is also checked
 * against a full dump of the tables (which costs more than the request as the data grows).
 */
const DUMP_EVERY = FULL ? 10 : 50;

function readSeed(): number {
  const given = process.env.FUZZ_SEED ?? process.env.SHIFTCHECK_FUZZ_SEED;
  if (given === undefined || given === '') return Date.now() % 1_000_000;
  const seed = Number(given);
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new Error(`FUZZ_SEED must be a whole number ≥ 0, not ${JSON.stringify(given)}`);
  }
  return seed;
}
const SEED = readSeed();
const REPLAY = `FUZZ_SEED=${SEED} npx vitest run --project integration test/fuzz`;
console.log(`fuzz seed ${SEED} (replay: ${REPLAY})`);
const DIALECTS = testDialects();
const share = (dialect: Dialect) =>
  DIALECTS.length === 1 ? TOTAL : Math.round(TOTAL * (dialect === 'sqlite' ? 0.6 : 0.4));

const neverAccepted = (figures: FuzzFigures) =>
  [...figures.routesHit].filter((route) => !figures.routesAccepted.has(route)).sort();

const results = new Map<Dialect, FuzzFigures>();

afterAll(() => {
  const sent = [...results.values()].reduce((sum, f) => sum + f.sent, 0);
  const errors = [...results.values()].reduce((sum, f) => sum + f.byStatus['5xx'], 0);
  console.log(`fuzz total: ${sent} requests, ${errors} 5xx (seed ${SEED})`);
});

describe.each(DIALECTS)('fuzzing every route on %s', (dialect) => {
  const t = useTestApp(dialect);

  it(
    'never answers 5xx, always answers errors in shape, and changes nothing when it refuses',
    async () => {
      const runs = share(dialect);
      const started = Date.now();
      const figures = await runFuzz(t.app, t.deps, {
        runs,
        seed: SEED,
        batch: 500,
        dumpEvery: DUMP_EVERY,
      });
      results.set(dialect, figures);
      const { byStatus } = figures;
      console.log(
        [
          `fuzz on ${dialect} (seed ${SEED}, ${((Date.now() - started) / 1000).toFixed(1)} s):`,
          `  requests sent: ${figures.sent} over ${figures.routesHit.size} of ${figures.routes} routes`,
          `  answers: ${byStatus['2xx']} 2xx, ${byStatus['3xx']} 3xx, ${byStatus['4xx']} 4xx, ${byStatus['5xx']} 5xx`,
          `  refused requests checked for unchanged data: ${figures.refusedChecked} by change log,` +
            ` ${figures.refusedDumped} also by full dump (not compared: ${UNCOMPARED.join(', ')},` +
            ' sessions.last_seen_at)',
          `  accepted writes seen by the change log: ${figures.writesLogged}`,
          `  routes never accepted: ${neverAccepted(figures).join(', ') || 'none'}`,
          ...figures.failures.slice(0, 20).map((f) => `  ✘ ${f}`),
        ].join('\n'),
      );
      const replay = `seed ${SEED}; replay: ${REPLAY}`;
      expect(figures.sent, replay).toBe(runs);
      expect(figures.routesHit.size, `routes never fuzzed (${replay})`).toBe(figures.routes);
      expect(
        figures.writesLogged,
        `the change log sees accepted writes (${replay})`,
      ).toBeGreaterThan(0);
      expect(figures.failures.slice(0, 20), replay).toEqual([]);
      expect(byStatus['5xx'], replay).toBe(0);
    },
    // Beside the whole integration suite on two cores, CI's share has taken over five minutes.
    FULL ? 4 * 60 * 60_000 : 10 * 60_000,
  );
});
