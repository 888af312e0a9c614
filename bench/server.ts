// The server under test, in its own process so the load generator never shares its event
// loop: the app as `npm start` runs it (real clock, the database's live bus). The bare yardstick
// runs in a process of its own (bare-server.ts). Tells the parent its address over IPC.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '#server/app';
import { systemClock } from '#server/clock';
import { openDatabase } from '#server/db/database';
import { createDeps } from '#server/deps';
import { createLocalBus, createPostgresBus } from '#server/live/bus';
import { createAppMetrics } from '#server/metrics/registry';
import { testConfig } from '#test/support/harness';

const sqliteFile = process.env.BENCH_SQLITE_FILE;
const url = process.env.BENCH_PG_URL;
const schema = process.env.BENCH_PG_SCHEMA ?? 'public';

const metrics = createAppMetrics();
const db = sqliteFile
  ? openDatabase({ sqliteFile, observeQuery: metrics.observeQuery })
  : openDatabase({ databaseUrl: url, pgSchema: schema, observeQuery: metrics.observeQuery });
const live =
  sqliteFile || !url
    ? createLocalBus()
    : await createPostgresBus({
        connectionString: url,
        channel: `sc_${schema}`,
        onError: (error) => console.error('live bus', error),
      });
const deps = createDeps({ db, config: testConfig(), clock: systemClock, live, metrics });
// As `npm start` logs: at LOG_LEVEL (info unless set), one line per request, to standard output,
// which the bench sends to a file (.tmp/bench-server.log).
const app = await buildApp(deps, { logger: { level: deps.config.logLevel } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
console.log(`  memory after start: ${memory()}`);

// --profile: the parent asks for a CPU profile of each app run alone (not the bare runs).
const inspector = new Session();
inspector.connect();
process.on('message', (message: unknown) => {
  if (typeof message !== 'object' || message === null || !('profile' in message)) return;
  const { profile } = message as { profile: 'start' | string };
  void (async () => {
    if (profile === 'start') {
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
      process.send?.({ profiling: true });
      return;
    }
    const result = await inspector.post('Profiler.stop');
    writeFileSync(profile, JSON.stringify(result.profile));
    process.send?.({ profiled: profile });
  })();
});

function memory(): string {
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return (
    `RSS ${mib(rss)}, V8 heap ${mib(heapUsed)} used of ${mib(heapTotal)}, ` +
    `external ${mib(external)} (array buffers ${mib(arrayBuffers)})`
  );
}

process.on('message', (message) => {
  if (message !== 'stop') return;
  // Where the server's memory went, beside the RSS the parent reads after each run.
  console.log(`  memory: ${memory()}`);
  const group = db.groupCommit?.stats;
  if (group && group.commits > 0) {
    const perCommit = (group.kept / group.commits).toFixed(1);
    console.log(
      `  SQLite: ${group.kept} writes in ${group.commits} commits (${perCommit} a commit)`,
    );
  }
  void (async () => {
    await app.close();
    await live.close();
    await db.close();
    process.exit(0);
  })();
});
