import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import autocannon, { type RawRequest } from 'autocannon';

/**
 * autocannon 9 appends every answer's body to a string, decoding it as UTF-8, for the callbacks
 * that check bodies (`expectBody`, `verifyBody`, `onResponse`), and does so with none set. The
 * bench reads no body. On a compressed 7 KB checklist document that decoding took three
 * quarters of the load generator's CPU, 75 µs an answer, and on two cores the load generator,
 * not the server, set the pace: 9k answers a second where it can take 16k. The bench keeps
 * only the byte counts, which autocannon takes apart from the body.
 */
function stopKeepingBodies(): void {
  const require = createRequire(import.meta.url);
  const queue: unknown = require('autocannon/lib/pipelinedRequestsQueue');
  if (typeof queue !== 'function' || typeof queue.prototype?.addBody !== 'function') {
    throw new Error('autocannon no longer keeps bodies in lib/pipelinedRequestsQueue: revisit');
  }
  queue.prototype.addBody = () => {};
}
stopKeepingBodies();

/** One kind of request, aimed at the app or at the bare yardstick. */
export interface Target {
  name: string;
  /** Which bare route it is compared with; null for the bare routes themselves. */
  versus: 'bare write' | 'bare read' | null;
  bare: boolean;
  next: () => RawRequest;
  /**
   * Load that runs at the same time, not measured: the target is then measured as a few people
   * see it (READERS_ALONGSIDE connections) while this load runs at the full connections.
   */
  alongside?: Target;
}

/** Connections of a target measured while another load runs (a few managers' screens). */
export const READERS_ALONGSIDE = 5;

export interface RunResult {
  name: string;
  /** The bare route its throughput is compared with, if any. */
  versus: Target['versus'];
  rps: number;
  p50: number;
  p99: number;
  /** On the wire, headers included, per answer. */
  bytesPerAnswer: number;
  failures: number;
  /** Statuses other than 2xx and how often each came, e.g. "401×12"; empty when none. */
  refusals: string;
  /** The server process's resident memory right after the run, MiB. */
  rssMiB: number;
  /** The load run alongside (Target.alongside), requests per second. */
  alongsideRps: number | null;
  /** The server process's CPU time (user + system) per answer, µs. */
  cpuMicrosPerAnswer: number;
  /** How busy the server process was during the run: 100 % is one core all the time. */
  cpuBusyPercent: number;
  /**
   * How busy this process, the load generator, was during the run: on a machine of a few cores
   * it shares them with the server, and near 100 % it, not the server, set the pace.
   */
  loadBusyPercent: number;
}

/** Browsers always offer these; the answers are measured as a browser would receive them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/** Clock ticks a second, as /proc counts CPU time (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** CPU time the process has used so far (user + system), seconds. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3 on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
}

export async function runLoad(
  target: Target,
  address: string,
  options: { connections: number; duration: number; serverPid: number | undefined },
): Promise<RunResult> {
  const load = (requests: Target, connections: number) =>
    autocannon({
      url: address,
      connections,
      duration: options.duration,
      requests: [{ setupRequest: () => requests.next() }],
    });
  const { alongside } = target;
  const cpuBefore = cpuSeconds(options.serverPid);
  const loadBefore = process.cpuUsage();
  const started = performance.now();
  const background = alongside ? load(alongside, options.connections) : null;
  const result = await load(target, alongside ? READERS_ALONGSIDE : options.connections);
  const other = await background;
  const cpuUsed = cpuSeconds(options.serverPid) - cpuBefore;
  const loadUsed = process.cpuUsage(loadBefore);
  const elapsed = (performance.now() - started) / 1000;
  const otherFailures = other ? other.non2xx + other.errors + other.timeouts : 0;
  const answers = Math.max(1, result.requests.total);
  const allAnswers = answers + (other?.requests.total ?? 0);
  return {
    name: target.name,
    versus: target.versus,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerAnswer: result.throughput.total / answers,
    failures: result.non2xx + result.errors + result.timeouts + otherFailures,
    refusals: Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${status}×${count}`)
      .join(' '),
    rssMiB: rssMiB(options.serverPid),
    alongsideRps: other ? other.requests.average : null,
    cpuMicrosPerAnswer: (cpuUsed * 1e6) / allAnswers,
    cpuBusyPercent: (cpuUsed / Math.max(0.001, elapsed)) * 100,
    loadBusyPercent: ((loadUsed.user + loadUsed.system) / 1e6 / Math.max(0.001, elapsed)) * 100,
  };
}
