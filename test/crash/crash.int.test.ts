import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database';
import { testDialects } from '../support/harness';
import { seedDeps, seedStore, type SeededChecklist } from './seed';
import { createServerDatabase, type ServerDatabase } from './server-database';
import { freePort, serverEnv, startServer, type ServerProcess } from './server-process';
import { verifyWrites } from './verify';
import { seededRandom, WriteLoad } from './write-load';

// `node scripts/test.mjs --full` sets SHIFTCHECK_FULL=1: 20 kills per database instead of 5.
const RUNS = process.env.SHIFTCHECK_FULL === '1' ? 20 : 5;
const CLIENTS = 4;
/** Writes acknowledged before the kill may come: the load is under way by then. */
const WARM_UP_WRITES = 10;
/** The kill comes at a random moment within this long after the warm-up. */
const KILL_WINDOW_MS = 800;
/** How long the clients keep writing to the restarted server before they finish. */
const AFTER_RESTART_MS = 300;
// SHIFTCHECK_CRASH_SEED replays a failed run's timings and changes.
const SEED = Number(process.env.SHIFTCHECK_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(10);
  }
}

async function historyLength(db: Db, checklistId: string): Promise<number> {
  const rows = await db.kysely
    .selectFrom('checklist_events')
    .select('id')
    .where('checklist_id', '=', checklistId)
    .execute();
  return rows.length;
}

describe.each(testDialects())('Crash safety on %s (real server, SIGKILL under load)', (dialect) => {
  let database: ServerDatabase | undefined;
  let db: Db | undefined;
  let server: ServerProcess | null = null;
  let env: NodeJS.ProcessEnv = {};
  const checklists: SeededChecklist[] = [];
  const figures = { runs: 0, acknowledged: 0, beforeKill: 0, verified: 0, retried: 0, once: 0 };
  /** Retried keys whose first attempt had landed before the kill (answered by a replay). */
  let landedBeforeKill = 0;

  beforeAll(async () => {
    database = await createServerDatabase(dialect);
    db = database.open();
    const deps = await seedDeps(db);
    // One store, leader and checklist per run: a checklist holds at most 20 shift targets.
    for (let run = 0; run < RUNS; run += 1) checklists.push(...(await seedStore(deps, ['day'])));
    env = serverEnv(await freePort(), database.env);
    server = await startServer(env);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await database?.destroy();
    console.log(
      `crash safety on ${dialect}: ${figures.runs} kill/restart runs, ` +
        `${figures.acknowledged} writes acknowledged (${figures.beforeKill} before a kill), ` +
        `${figures.verified} writes verified, ${figures.retried} in-flight keys retried, ` +
        `${figures.once} of them applied exactly once (${landedBeforeKill} had landed before ` +
        `the kill and were answered as a replay, the rest landed on a retry) (seed ${SEED})`,
    );
  });

  it.each(Array.from({ length: RUNS }, (_, run) => run))(
    'run %i: acknowledged writes survive, retried keys apply once, counts agree',
    async (run) => {
      const checklist = checklists[run];
      if (!db || !server || !checklist) throw new Error('The crash suite did not start');
      const random = seededRandom(SEED + run);
      const eventsBefore = await historyLength(db, checklist.id);
      const url = server.url;
      const load = new WriteLoad({
        baseUrl: () => url,
        checklist,
        clients: CLIENTS,
        maxTargets: 12,
        random,
        tag: `r${run}-${SEED}`,
      });
      load.start();
      await waitFor(() => load.acknowledged().length >= WARM_UP_WRITES, 'the first answers');
      await pause(random() * KILL_WINDOW_MS);
      await server.kill();
      const beforeKill = load.acknowledged().length;
      server = null;
      server = await startServer(env);
      await pause(AFTER_RESTART_MS);
      await load.stop();

      const result = await verifyWrites(
        db.kysely,
        checklist,
        load.writes,
        load.models,
        eventsBefore,
      );
      const retried = load.writes.filter((write) => write.attempts > 1).length;
      landedBeforeKill += load.writes.filter((write) => write.replayed).length;
      figures.runs += 1;
      figures.acknowledged += load.acknowledged().length;
      figures.beforeKill += beforeKill;
      figures.verified += result.verified;
      figures.retried += retried;
      figures.once += result.retriedAppliedOnce;
      expect(result.problems, `seed ${SEED}`).toEqual([]);
      expect(load.acknowledged()).toHaveLength(load.writes.length);
      expect(result.verified).toBe(load.writes.length);
      expect(result.retriedAppliedOnce).toBe(retried);
    },
    60_000,
  );
});
