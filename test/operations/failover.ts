import type { Db } from '#server/db/database';
import type { SeededChecklist } from '../crash/seed';
import { verifyWrites } from '../crash/verify';
import { seededRandom, WriteLoad } from '../crash/write-load';
import { servedBy, type Cluster, type Instance } from './cluster';

const CLIENTS = 4;
const WARM_UP_WRITES = 20;
/** How long the load runs with one instance down, and after it has rejoined. */
const DOWN_MS = 2000;
const AFTER_REJOIN_MS = 500;
const PROBE_EVERY_MS = 20;

export interface RoundFigures {
  signal: 'SIGTERM' | 'SIGKILL';
  acknowledged: number;
  acknowledgedWhileDown: number;
  found: number;
  retried: number;
  retriedOnce: number;
  /**
   * What the stop cost a client of the balancer: the longer of the time from the signal to the
   * last failed probe, and the slowest probe answered after the signal.
   */
  failoverMs: number;
  failedProbes: number;
  /** The stopped instance's start-up, until its /readyz answered. */
  restartMs: number;
  /** From the restarted instance being ready to the balancer sending it requests again. */
  rejoinMs: number;
  problems: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests through the balancer every 20 ms; remembers when they failed and how long they took. */
function probe(url: string) {
  const failures: number[] = [];
  const answered: { at: number; ms: number }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const sentAt = Date.now();
      const ok = await fetch(`${url}/api/auth/session`, { signal: AbortSignal.timeout(5000) }).then(
        (response) => response.status < 500,
        () => false,
      );
      if (ok) answered.push({ at: sentAt, ms: Date.now() - sentAt });
      else failures.push(Date.now());
      await pause(PROBE_EVERY_MS);
    }
  })();
  return {
    failures,
    /** The slowest probe sent at or after `since`. */
    slowestSince: (since: number) =>
      Math.max(0, ...answered.filter((probe) => probe.at >= since).map((probe) => probe.ms)),
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

async function waitUntil(condition: () => Promise<boolean> | boolean, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(25);
  }
}

/**
 * Writes through the balancer from four clients; one instance is stopped with `signal` under the
 * load, the survivor must answer everything, the instance restarts and must get requests again;
 * then every acknowledged write must be in the database exactly once.
 */
export async function failoverRound(
  cluster: Cluster,
  db: Db,
  checklist: SeededChecklist,
  victim: Instance,
  signal: 'SIGTERM' | 'SIGKILL',
  seed: number,
): Promise<RoundFigures> {
  const before = await db.kysely
    .selectFrom('checklist_events')
    .select('id')
    .where('checklist_id', '=', checklist.id)
    .execute();
  const balancer = cluster.balancerUrl;
  const load = new WriteLoad({
    baseUrl: () => balancer,
    checklist,
    clients: CLIENTS,
    maxTargets: 12,
    random: seededRandom(seed),
    tag: `lb-${signal}-${seed}`,
  });
  const probes = probe(balancer);
  load.start();
  await waitUntil(() => load.acknowledged().length >= WARM_UP_WRITES, 'the first answers');
  const stoppedAt = Date.now();
  if (signal === 'SIGTERM') await victim.process?.stop();
  else await victim.process?.kill();
  victim.process = null;
  const ackedAtStop = load.acknowledged().length;
  await pause(DOWN_MS);
  // The survivor serves everything: sign-in state, reads and the load's writes.
  const answeredBy = new Set<string>();
  for (let i = 0; i < 6; i += 1) {
    answeredBy.add(
      await servedBy(`${balancer}/api/checklists/${checklist.id}`, {
        headers: { cookie: checklist.cookie },
      }),
    );
  }
  const acknowledgedWhileDown = load.acknowledged().length - ackedAtStop;
  const restartedAt = Date.now();
  await cluster.startInstance(victim);
  const readyAt = Date.now();
  await waitUntil(
    async () => (await servedBy(`${balancer}/readyz`)) === victim.name,
    `${victim.name} to rejoin the balancer`,
  );
  const rejoinMs = Date.now() - readyAt;
  await pause(AFTER_REJOIN_MS);
  await load.stop();
  await probes.stop();

  const result = await verifyWrites(db.kysely, checklist, load.writes, load.models, before.length);
  const retried = load.writes.filter((write) => write.attempts > 1).length;
  const lastFailure = Math.max(stoppedAt, ...probes.failures);
  const problems = [...result.problems];
  const survivor = cluster.instances.find((instance) => instance !== victim)?.name;
  if ([...answeredBy].some((name) => name !== survivor)) {
    problems.push(
      `with ${victim.name} down, requests were answered by ${[...answeredBy].join(', ')}`,
    );
  }
  if (acknowledgedWhileDown === 0)
    problems.push(`no write was acknowledged while ${victim.name} was down`);
  return {
    signal,
    acknowledged: load.acknowledged().length,
    acknowledgedWhileDown,
    found: result.verified,
    retried,
    retriedOnce: result.retriedAppliedOnce,
    failoverMs: Math.max(lastFailure - stoppedAt, probes.slowestSince(stoppedAt)),
    failedProbes: probes.failures.length,
    restartMs: readyAt - restartedAt,
    rejoinMs,
    problems,
  };
}
