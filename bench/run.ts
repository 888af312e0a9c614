// npm run bench: measures, never asserts. For each database (SQLite, and PostgreSQL when
// BENCH_DATABASE_URL is set): seeds a chain with the bulk loader, starts the server in its own
// process, and compares every request type with a bare route on the same database, in rounds
// of bare → app → bare with autocannon; then times the reports one at a time at the chain's
// size, with the slowest one's query plan. Writes bench/results/<date>-<machine>.md.
import { fork, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { build } from 'esbuild';
import pg from 'pg';
import { z } from 'zod/mini';
import { checklistDetailSchema } from '#domain/checklists/api';
import { businessDate, DEFAULT_DAY_START } from '#domain/dates';
import { openDatabase, type Db, type Dialect } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { encodeDocument, encoded } from '#server/http/encoded-documents';
import { systemClock } from '#server/clock';
import { createLocalBus } from '#server/live/bus';
import { firstStart } from '#server/setup/first-start';
import { testConfig } from '#test/support/harness';
import { prepareBaseline, type Baseline } from './baseline';
import { chainTimings } from './chain';
import { firstPageWeight } from './first-page';
import { summariseProfile } from './profile';
import { runLoad, type RunResult, type Target } from './load';
import { readOptions, type BenchOptions } from './options';
import { baselineName, dialectSection, writeResults, type DialectReport } from './report';
import { AREA_STORES, seedChain } from './seed-chain';
import { appTargets, bareTargets, readingsWithin, type OpenChecklist } from './targets';
import { createDeps } from '#server/deps';

const options = readOptions(process.argv.slice(2));
const config = testConfig();
const chosen = (targets: Target[]) => {
  if (!options.requests) return targets;
  const names = new Set(targets.map((t) => t.name));
  const unknown = options.requests.filter((name) => !names.has(name));
  if (targets.some((t) => !t.bare) && unknown.length > 0) {
    throw new Error(
      `--requests: no request named ${unknown.map((n) => `"${n}"`).join(', ')}; ` +
        `the names are ${[...names].join(', ')}`,
    );
  }
  return targets.filter((t) => t.bare || options.requests?.includes(t.name));
};
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Place {
  open(): Db;
  env: Record<string, string>;
  destroy(): Promise<void>;
}

async function placeFor(dialect: Dialect): Promise<Place> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shiftcheck-bench-'));
    const file = path.join(dir, 'bench.db');
    return {
      open: () => openDatabase({ sqliteFile: file }),
      env: { BENCH_SQLITE_FILE: file },
      destroy: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.BENCH_DATABASE_URL ?? '';
  const schema = `bench_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    open: () => openDatabase({ databaseUrl: url, pgSchema: schema }),
    env: { BENCH_PG_URL: url, BENCH_PG_SCHEMA: schema },
    destroy: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * The app (bench/server.ts) or the bare route (bench/bare-server.ts), each in its own process;
 * `cwd` is a baseline's worktree, whose bench/server.ts runs that commit's app.
 */
/**
 * The flags `npm start` gives Node (package.json), so the servers run as users run them. V8's
 * young generation is one: sized from this machine's memory it grew to about 190 MiB under the
 * tick load.
 */
const START_FLAGS = (() => {
  const manifest = z
    .object({ scripts: z.object({ start: z.string() }) })
    .parse(JSON.parse(readFileSync('package.json', 'utf8')));
  const flags = /\bnode ((?:--\S+ )*)scripts\/start\.mjs/.exec(manifest.scripts.start)?.[1];
  if (flags === undefined)
    throw new Error('package.json: npm start no longer runs node scripts/start.mjs');
  return flags.split(' ').filter(Boolean);
})();

/**
 * The script bundled as `npm run build` bundles the server (esbuild, packages left to
 * node_modules), so the process runs the JavaScript users run: under tsx the same server held
 * some 60 MiB more, its sources compiled in memory.
 */
async function bundled(script: string, cwd: string): Promise<string> {
  const outfile = path.resolve(cwd, '.tmp/bench-bundle', `${path.basename(script, '.ts')}.mjs`);
  await build({
    absWorkingDir: path.resolve(cwd),
    entryPoints: [script],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

async function startServer(script: string, env: Record<string, string>, cwd = '.') {
  // Its log goes to a file, as a production server's goes to a journal: written, not shown.
  mkdirSync('.tmp', { recursive: true });
  const log = openSync(path.resolve('.tmp/bench-server.log'), 'a');
  const child = fork(await bundled(script, cwd), [], {
    cwd,
    execArgv: START_FLAGS,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  closeSync(log);
  const address = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { child, address };
}

/** Asks the server for something over IPC and waits for the answer that carries `key`. */
function ask(child: ChildProcess, message: object, key: string): Promise<unknown> {
  return new Promise((resolve) => {
    const listen = (answer: unknown) => {
      if (typeof answer !== 'object' || answer === null || !(key in answer)) return;
      child.off('message', listen);
      resolve(answer);
    };
    child.on('message', listen);
    child.send(message);
  });
}

/** A CPU profile of the server during `run` alone, summarised (see profile.ts). */
async function profiled<T>(child: ChildProcess, dir: string, name: string, run: () => Promise<T>) {
  await ask(child, { profile: 'start' }, 'profiling');
  const result = await run();
  const file = path.join(dir, `${name.replace(/\W+/g, '-')}.cpuprofile`);
  await ask(child, { profile: file }, 'profiled');
  return { result, summary: summariseProfile(file) };
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
}

/**
 * Today's checklists of one shift, one per leader (up to 25). The app ticks the breakfast ones
 * and the bare route the day ones: the bare route writes items behind the app's back (no
 * recount), so it must never touch a checklist whose counts the app keeps.
 */
async function openChecklists(
  app: string,
  chain: Awaited<ReturnType<typeof seedChain>>,
  category: 'breakfast' | 'day',
) {
  const open: OpenChecklist[] = [];
  for (const leader of chain.leaders.slice(0, 25)) {
    const response = await fetch(`${app}/api/checklists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: leader.cookie },
      body: JSON.stringify({ storeId: leader.storeId, category }),
    });
    if (!response.ok) throw new Error(`create answered ${response.status}`);
    const body = checklistDetailSchema.parse(await response.json());
    open.push({
      id: body.id,
      storeId: leader.storeId ?? '',
      itemIds: body.items.filter((i) => i.kind === 'check').map((i) => i.id),
      readings: body.items.flatMap((i) =>
        i.kind === 'reading' && i.measure ? [{ id: i.id, values: readingsWithin(i.measure) }] : [],
      ),
      leader,
    });
  }
  return open;
}

function print(run: RunResult) {
  console.log(
    `  ${run.name.padEnd(18)} ${run.rps.toFixed(0).padStart(7)} req/s  p50 ${run.p50.toFixed(1).padStart(6)} ms  p99 ${run.p99.toFixed(1).padStart(7)} ms  ${run.bytesPerAnswer.toFixed(0).padStart(6)} B/answer  CPU ${run.cpuMicrosPerAnswer.toFixed(0).padStart(4)} µs/answer (${run.cpuBusyPercent.toFixed(0)} % busy, load generator ${run.loadBusyPercent.toFixed(0)} %)  RSS ${run.rssMiB.toFixed(0)} MiB${run.alongsideRps === null ? '' : `  (alongside ${run.alongsideRps.toFixed(0)} req/s)`}${run.failures ? `  FAILED ${run.failures}${run.refusals ? ` (${run.refusals})` : ''}` : ''}`,
  );
}

async function benchDialect(
  dialect: Dialect,
  o: BenchOptions,
  baseline: Baseline | null,
): Promise<DialectReport> {
  const place = await placeFor(dialect);
  const db = place.open();
  try {
    await migrateToLatest(db);
    await firstStart(createDeps({ db, config, clock: systemClock, live: createLocalBus() }));
    const today = businessDate(new Date(), config.defaultTimeZone, DEFAULT_DAY_START);
    const started = performance.now();
    const chain = await seedChain(
      db,
      {
        stores: o.stores,
        days: o.days,
        today,
        timezone: config.defaultTimeZone,
        items: !o.noItems,
        actions: o.actions,
      },
      (n) => {
        if (n % 20 === 0 || n === o.stores)
          process.stdout.write(`\r  seeded ${n}/${o.stores} stores`);
      },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const actionsText = chain.actions
      ? `; ${chain.actions.open.toLocaleString('en-US')} open and ${chain.actions.closed.toLocaleString('en-US')} closed corrective actions, of those seconds ${chain.actions.seconds.toFixed(0)}`
      : '';
    const chainText = `${o.stores} stores × ${o.days} days × 3 shifts: ${chain.checklists.toLocaleString('en-US')} checklists, ${chain.items.toLocaleString('en-US')} items, loaded in ${seconds} s${actionsText}`;
    console.log(`\n${dialect}: ${chainText}`);

    const profileDir = o.profile
      ? mkdtempSync(path.join(os.tmpdir(), 'shiftcheck-profile-'))
      : null;
    const profiles: { name: string; lines: string[] }[] = [];
    const server = await startServer('bench/server.ts', place.env);
    const bare = await startServer('bench/bare-server.ts', place.env);
    const before = baseline ? await startServer('bench/server.ts', place.env, baseline.dir) : null;
    try {
      const open = await openChecklists(server.address, chain, 'breakfast');
      const bareOpen = await openChecklists(server.address, chain, 'day');
      const first = open[0]!;
      const document = await fetch(`${server.address}/api/checklists/${first.id}`, {
        headers: { cookie: first.leader.cookie },
      });
      const documentText = await document.text();
      const documentBytes = Buffer.byteLength(documentText);
      // As the app sends it to a browser that takes brotli.
      const onTheWire = encoded(encodeDocument(documentText), 'br').length;
      await ask(bare.child, { documentBytes: onTheWire }, 'sized');
      const rounds: RunResult[][] = [];
      if (!o.chainOnly) {
        // With a baseline, each app request runs on both apps in turn, the baseline first in
        // odd rounds and second in even ones, so a machine that slows down favours neither.
        const sides = (target: Target, round: number) => {
          if (target.bare) return [{ target, on: bare }];
          if (!before) return [{ target, on: server }];
          const both = [
            { target: { ...target, name: baselineName(target.name) }, on: before },
            { target, on: server },
          ];
          return round % 2 === 0 ? both : both.reverse();
        };
        const measure = async (targets: Target[], round: number) => {
          const results: RunResult[] = [];
          for (const { target, on } of targets.flatMap((t) => sides(t, round))) {
            const run = () => runLoad(target, on.address, { ...o, serverPid: on.child.pid });
            if (profileDir && on === server) {
              const { result, summary } = await profiled(
                server.child,
                profileDir,
                target.name,
                run,
              );
              print(result);
              console.log(summary.map((line) => `    ${line}`).join('\n'));
              profiles.push({ name: target.name, lines: summary });
              results.push(result);
              continue;
            }
            const result = await run();
            print(result);
            results.push(result);
          }
          return results;
        };
        for (let round = 0; round < o.rounds; round += 1) {
          console.log(`  round ${round + 1} (load ${load()})`);
          rounds.push(
            await measure(
              chosen([...bareTargets(bareOpen), ...appTargets(open, chain.admin, chain.managers)]),
              round,
            ),
          );
        }
        rounds.push(await measure(chosen(bareTargets(bareOpen)), o.rounds));
      }
      const leader = first.leader;
      const chainResult = await chainTimings(
        server.address,
        db,
        {
          admin: chain.admin,
          leader,
          storeId: first.storeId,
          today,
          manager: chain.managers.find((m) => m.storeId === first.storeId),
          area: chain.areaId
            ? { id: chain.areaId, storeIds: chain.storeIds.slice(0, AREA_STORES) }
            : null,
        },
        o.samples,
      );
      for (const t of chainResult.timings)
        console.log(
          `  ${t.name.padEnd(26)} fastest ${t.min.toFixed(1)} ms  p50 ${t.p50.toFixed(1)} ms  p95 ${t.p95.toFixed(1)} ms`,
        );
      return {
        dialect,
        chain: chainText,
        rounds,
        baseline: baseline?.label ?? null,
        documentBytes,
        profiles,
        ...chainResult,
      };
    } finally {
      await stopServer(server.child);
      await stopServer(bare.child);
      if (before) await stopServer(before.child);
      if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    }
  } finally {
    await db.close();
    await place.destroy();
  }
}

const header = [
  `# Bench ${new Date().toISOString()} on ${os.hostname()}`,
  '',
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; autocannon ${options.connections} connections × ${options.duration} s, ${options.rounds} rounds; load average at start ${load()}.`,
];
const sections: string[] = [];
const dialects: Dialect[] = [];
if (options.only !== 'postgres') dialects.push('sqlite');
if (options.only !== 'sqlite' && process.env.BENCH_DATABASE_URL) dialects.push('postgres');
if (dialects.length === 0) throw new Error('--only postgres needs BENCH_DATABASE_URL');
const baseline = options.baseline ? prepareBaseline(options.baseline) : null;
if (baseline)
  header.push(
    '',
    `Baseline: the app at ${baseline.label}, measured beside this checkout's in every round.`,
  );
try {
  for (const dialect of dialects)
    sections.push(dialectSection(await benchDialect(dialect, options, baseline)));
} finally {
  baseline?.remove();
}
header.push('', `Load average at the end: ${load()}.`);
console.log(`\nWrote ${writeResults(header, sections, options.label)}`);
firstPageWeight();
