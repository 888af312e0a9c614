import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeps, seedStore, type SeededChecklist } from '../crash/seed';
import type { AppDeps } from '#server/deps';
import { createUser, sessionCookieFor, sessionCookieFrom } from '../support/factories';
import { openSseStream, type SseStream } from '../support/sse-client';
import { Cluster, servedBy } from './cluster';
import { failoverRound, type RoundFigures } from './failover';

const SEED = Number(process.env.SHIFTCHECK_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const LIVE_TICKS = 5;

// npm test runs this suite when TEST_DATABASE_URL is set and says so when it is not; CI always
// sets it (scripts/test.mjs refuses to run without it there).
describe.runIf(process.env.TEST_DATABASE_URL)('two instances behind HAProxy on PostgreSQL', () => {
  let cluster: Cluster;
  let deps: AppDeps;
  const rounds: RoundFigures[] = [];
  const liveLatencies: number[] = [];
  let streams: SseStream[] = [];

  beforeAll(async () => {
    cluster = await Cluster.create();
    deps = await seedDeps(cluster.db);
    await cluster.start();
  }, 360_000);

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await cluster?.stop();
    console.log(
      [
        `two instances behind HAProxy (seed ${SEED}):`,
        `  live: ticks sent through one instance reached a stream on the other in ${liveLatencies.join(', ')} ms`,
        ...rounds.map(
          (r) =>
            `  ${r.signal}: ${r.acknowledged} writes acknowledged (${r.acknowledgedWhileDown} while one instance was down), ` +
            `${r.found} writes found, ${r.retried} retried and ${r.retriedOnce} of them applied once; ` +
            `failover ${r.failoverMs} ms (${r.failedProbes} failed probes); restarted in ${r.restartMs} ms, ` +
            `back in the balancer ${r.rejoinMs} ms after it was ready`,
        ),
      ].join('\n'),
    );
  }, 60_000);

  it('signs a user in through the balancer, who keeps working whichever instance answers', async () => {
    const [checklist] = await seedStore(deps, ['day']);
    if (!checklist) throw new Error('no checklist');
    const leader = await deps.db.kysely
      .selectFrom('users')
      .select('email')
      .where('id', '=', checklist.leaderId)
      .executeTakeFirstOrThrow();
    const user = await createUser(deps, { role: 'shift-leader', storeId: null });
    expect(user.email).not.toBe(leader.email);
    const signIn = await fetch(`${cluster.balancerUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookieFrom(signIn.headers.getSetCookie());
    const answeredBy = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const response = await fetch(`${cluster.balancerUrl}/api/auth/session`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      expect((await response.json()).user.email).toBe(user.email);
      answeredBy.add(response.headers.get('x-served-by') ?? 'unknown');
    }
    expect([...answeredBy].sort()).toEqual(['app1', 'app2']);
  });

  it("shows a leader's ticks sent through one instance on a manager's live view on the other within a second", async () => {
    const [checklist] = await seedStore(deps, ['day']);
    if (!checklist) throw new Error('no checklist');
    const storeId = (
      await deps.db.kysely
        .selectFrom('checklists')
        .select('store_id')
        .where('id', '=', checklist.id)
        .executeTakeFirstOrThrow()
    ).store_id;
    const manager = await createUser(deps, { role: 'store', storeId });
    const [viewOn, sendThrough] = cluster.instances;
    if (!viewOn || !sendThrough) throw new Error('no instances');
    const live = await openSseStream(cluster.url(viewOn), await sessionCookieFor(deps, manager.id));
    streams = [live];
    await live.next('hello');
    for (let i = 0; i < LIVE_TICKS; i += 1) {
      const item = checklist.items[i];
      if (!item) throw new Error('too few items');
      const sentAt = Date.now();
      const tick = await fetch(
        `${cluster.url(sendThrough)}/api/checklists/${checklist.id}/items/${item.id}`,
        {
          method: 'PATCH',
          headers: { cookie: checklist.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'complete', completed: true }),
        },
      );
      expect(tick.status).toBe(200);
      const event = await live.next('checklist', 1000);
      liveLatencies.push(Date.now() - sentAt);
      expect(event).toMatchObject({ checklistId: checklist.id });
    }
    expect(Math.max(...liveLatencies)).toBeLessThan(1000);
  });

  it.each([
    ['SIGTERM', 0],
    ['SIGKILL', 1],
  ] as const)(
    'stopping an instance with %s under load loses no acknowledged write; it rejoins',
    async (signal, index) => {
      const [checklist]: SeededChecklist[] = await seedStore(deps, ['day']);
      const victim = cluster.instances[index];
      if (!checklist || !victim) throw new Error('nothing to run on');
      const figures = await failoverRound(
        cluster,
        cluster.db,
        checklist,
        victim,
        signal,
        SEED + index,
      );
      rounds.push(figures);
      expect(figures.problems, `seed ${SEED}`).toEqual([]);
      expect(figures.found).toBe(figures.acknowledged);
      expect(figures.retriedOnce).toBe(figures.retried);
      expect(await servedBy(`${cluster.balancerUrl}/readyz`)).toMatch(/^app[12]$/);
    },
    300_000,
  );
});
