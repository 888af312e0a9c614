import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Timing } from './chain';
import type { RunResult } from './load';

export interface DialectReport {
  dialect: string;
  chain: string;
  rounds: RunResult[][];
  /** With --baseline: the commit whose app ran beside this checkout's (bench/baseline.ts). */
  baseline: string | null;
  /** Bytes of one whole checklist document, as JSON without compression. */
  documentBytes: number;
  timings: Timing[];
  slowest: string;
  plans: string[];
  /** With --profile: where the server's CPU went during each app run (the last round's). */
  profiles: { name: string; lines: string[] }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const fixed = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Each round's run against the mean of the bare runs just before and after it; the median. */
function medianRatio(runs: readonly RunResult[], bare: readonly RunResult[]): number {
  return median(
    runs.map((run, round) => {
      const around = [bare[round], bare[round + 1]].filter((r) => r !== undefined);
      return run.rps / (around.reduce((sum, r) => sum + r.rps, 0) / Math.max(1, around.length));
    }),
  );
}

const BASELINE_SUFFIX = ' · baseline';

/** The name a request's runs on the baseline's app are reported under. */
export function baselineName(name: string): string {
  return `${name}${BASELINE_SUFFIX}`;
}

/** Each request's runs, one per round, in round order. */
function runsOf(report: DialectReport, name: string): RunResult[] {
  return report.rounds
    .map((round) => round.find((r) => r.name === name))
    .filter((r) => r !== undefined);
}

/** One request's run on each app in one round, and which of the two ran first. */
export interface Pair {
  after: number;
  before: number;
  afterFirst: boolean;
}

/**
 * After over before from the rounds' pairs, with the order the two ran in taken out: on a machine
 * where the second run of a pair goes slower (or faster) whichever app it is, the rounds where
 * this checkout ran first and those where the baseline did are off by that factor each way, so the
 * geometric mean of the two orders' medians cancels it. `second` is that factor (how the second
 * run of a pair went against the first, 1 for none), or null when only one order was measured.
 */
export function pairedRatio(pairs: readonly Pair[]): { ratio: number; second: number | null } {
  const ratios = (afterFirst: boolean) =>
    pairs.filter((p) => p.afterFirst === afterFirst).map((p) => p.after / p.before);
  const afterFirst = ratios(true);
  const beforeFirst = ratios(false);
  if (afterFirst.length === 0 || beforeFirst.length === 0) {
    return { ratio: median(pairs.map((p) => p.after / p.before)), second: null };
  }
  const [first, second] = [median(afterFirst), median(beforeFirst)];
  return { ratio: Math.sqrt(first * second), second: Math.sqrt(second / first) };
}

/**
 * Before and after, request by request: in each round this checkout's req/s over the baseline's
 * (run right beside it), and the two orders' medians balanced (pairedRatio); the same for server
 * CPU per answer.
 */
function baselineTable(report: DialectReport): string[] {
  const names = [...new Set(report.rounds.flat().map((r) => r.name))].filter(
    (name) => !name.endsWith(BASELINE_SUFFIX) && runsOf(report, baselineName(name)).length > 0,
  );
  if (names.length === 0) return [];
  const lines = [
    `Against the baseline (${report.baseline ?? ''}), round by round: the median of each order the two ran in, balanced (a second run's slowdown on this machine cancels out), and how fast the second run of a pair went against the first:`,
    '',
    '| Request | req/s before | req/s after | after / before | second run vs first | CPU µs/answer before | after | after / before |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const name of names) {
    const after = runsOf(report, name);
    const before = runsOf(report, baselineName(name));
    // Paired within their round, never by position: a round missing one side drops out.
    const pairs = report.rounds.flatMap((round) => {
      const a = round.find((r) => r.name === name);
      const b = round.find((r) => r.name === baselineName(name));
      return a && b ? [{ a, b, afterFirst: round.indexOf(a) < round.indexOf(b) }] : [];
    });
    const ratioOf = (value: (run: RunResult) => number) =>
      pairedRatio(
        pairs.map(({ a, b, afterFirst }) => ({ after: value(a), before: value(b), afterFirst })),
      );
    const rps = ratioOf((run) => run.rps);
    const cpu = ratioOf((run) => run.cpuMicrosPerAnswer);
    const second = rps.second === null ? 'one order only' : `${fixed(rps.second * 100, 1)} %`;
    lines.push(
      `| ${name} | ${fixed(median(before.map((r) => r.rps)))} | ${fixed(median(after.map((r) => r.rps)))} | ${fixed(rps.ratio * 100, 1)} % | ${second} | ${fixed(median(before.map((r) => r.cpuMicrosPerAnswer)))} | ${fixed(median(after.map((r) => r.cpuMicrosPerAnswer)))} | ${fixed(cpu.ratio * 100, 1)} % |`,
    );
  }
  return [...lines, ''];
}

/** One row per request type: medians over rounds, and its ratio to its bare route. */
function loadTable(report: DialectReport, bareRuns: Map<string, RunResult[]>): string[] {
  const names = [...new Set(report.rounds.flat().map((r) => r.name))];
  const lines = [
    '| Request | req/s | p50 ms | p99 ms | vs bare | bytes/answer | server CPU µs/answer | server busy | load generator busy | failed | server RSS MiB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const name of names) {
    const runs = runsOf(report, name);
    const versus = runs[0]?.versus ?? null;
    lines.push(
      `| ${name} | ${fixed(median(runs.map((r) => r.rps)))} | ${fixed(median(runs.map((r) => r.p50)), 1)} | ${fixed(median(runs.map((r) => r.p99)), 1)} | ${versus ? `${fixed(medianRatio(runs, bareRuns.get(versus) ?? []) * 100, 1)} %` : '—'} | ${fixed(median(runs.map((r) => r.bytesPerAnswer)))} | ${fixed(median(runs.map((r) => r.cpuMicrosPerAnswer)))} | ${fixed(median(runs.map((r) => r.cpuBusyPercent)))} % | ${fixed(median(runs.map((r) => r.loadBusyPercent)))} % | ${runs.reduce((s, r) => s + r.failures, 0)} | ${fixed(Math.max(...runs.map((r) => r.rssMiB)))} |`,
    );
  }
  return lines;
}

export function dialectSection(report: DialectReport): string {
  const bareRuns = new Map<string, RunResult[]>();
  for (const round of report.rounds) {
    for (const run of round.filter((r) => r.name.startsWith('bare'))) {
      bareRuns.set(run.name, [...(bareRuns.get(run.name) ?? []), run]);
    }
  }
  const lines = [`## ${report.dialect}`, '', `Chain: ${report.chain}.`, ''];
  if (report.rounds.length > 0) {
    lines.push(...loadTable(report, bareRuns), '', ...baselineTable(report));
    const ticks = report.rounds.flat().filter((r) => r.name === 'item tick');
    if (ticks.length > 0) {
      const tick = median(ticks.map((r) => r.bytesPerAnswer));
      lines.push(
        `Bytes per tick on the wire: ${fixed(tick)}; the whole checklist document is ${fixed(report.documentBytes)} bytes of JSON (1/${fixed(report.documentBytes / Math.max(1, tick), 1)}).`,
        '',
      );
      const readings = report.rounds.flat().filter((r) => r.name === 'item reading');
      if (readings.length > 0) {
        const ratio = median(readings.map((r) => r.rps)) / median(ticks.map((r) => r.rps));
        lines.push(
          `Item reading (a number checked against its limits, kept as a row of the temperature log) at ${fixed(ratio * 100, 1)} % of the item tick's throughput (goal: at least 90 %).`,
          '',
        );
      }
    }
    const detail = report.rounds.flatMap((round) =>
      round.filter((r) => r.name === 'checklist detail'),
    );
    const sized = bareRuns.get('bare read, document-sized') ?? [];
    if (detail.length > 0 && sized.length > 0) {
      lines.push(
        `Checklist detail against the bare read that sends as many bytes (the document's weight on the wire, after the same SELECT): ${fixed(medianRatio(detail, sized) * 100, 1)} %; that bare read itself runs at ${fixed(medianRatio(sized, bareRuns.get('bare read') ?? []) * 100, 1)} % of the bare read.`,
        '',
      );
    }
  }
  const lastProfiles = new Map(report.profiles.map((p) => [p.name, p.lines]));
  for (const [name, profile] of lastProfiles) {
    lines.push(
      `Where the server's busy CPU went during "${name}":`,
      '',
      '```',
      ...profile,
      '```',
      '',
    );
  }
  lines.push(
    'Chain-scale timings, one request at a time:',
    '',
    '| Request | fastest ms | p50 ms | p95 ms |',
    '|---|---:|---:|---:|',
  );
  for (const t of report.timings)
    lines.push(`| ${t.name} | ${fixed(t.min, 1)} | ${fixed(t.p50, 1)} | ${fixed(t.p95, 1)} |`);
  lines.push(
    '',
    `Query plan of the slowest (${report.slowest}):`,
    '',
    '```',
    ...report.plans,
    '```',
    '',
  );
  return lines.join('\n');
}

export function writeResults(header: string[], sections: string[], label: string | null): string {
  const date = new Date().toISOString().slice(0, 10);
  const machine = os.hostname().replace(/[^\w-]/g, '') || 'machine';
  const suffix = label ? `-${label.replace(/[^\w-]/g, '')}` : '';
  const file = path.join('bench', 'results', `${date}-${machine}${suffix}.md`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, [...header, '', ...sections].join('\n'));
  return file;
}
