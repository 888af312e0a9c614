import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueryObserver } from '../db/database';

/**
 * The process's own figures (process_cpu_seconds_total, process_resident_memory_bytes,
 * nodejs_eventloop_lag_seconds, …): they describe the process, whatever apps run in it, so they
 * are collected once per process. Everything else is counted per app (createAppMetrics).
 * The metric names are documented in docs/operations.md ("Metrics"); renaming one breaks
 * dashboards, so names never change once released.
 */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** An app's metrics (deps.metrics), served with the process's at GET /metrics. */
export type AppMetrics = ReturnType<typeof createAppMetrics>;

export function createAppMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const dbQueryDuration = new Histogram({
    name: 'shiftcheck_db_query_duration_seconds',
    help: 'Time one database query took, by kind of statement; failed queries have outcome "error".',
    labelNames: ['dialect', 'operation', 'outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  });
  const streams: { size: number }[] = [];
  new Gauge({
    name: 'shiftcheck_live_streams_open',
    help: 'Live-update (Server-Sent Events) connections open on this instance.',
    registers,
    collect() {
      this.set(streams.reduce((open, registry) => open + registry.size, 0));
    },
  });
  return {
    httpRequestDuration: new Histogram({
      name: 'shiftcheck_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    dbQueryDuration,
    /** Each query the database ran (DbOptions.observeQuery). */
    observeQuery: (({ dialect, operation, failed, milliseconds }) =>
      dbQueryDuration.observe(
        { dialect, operation, outcome: failed ? 'error' : 'ok' },
        milliseconds / 1000,
      )) satisfies QueryObserver,
    idempotentWrites: new Counter({
      name: 'shiftcheck_idempotent_writes_total',
      help:
        'Writes sent with an Idempotency-Key, by outcome: "applied" (first arrival), "replayed" ' +
        '(a resend answered from the stored answer, e.g. the offline queue after a lost answer), ' +
        '"refused" (any other 4xx/5xx).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    signInFailures: new Counter({
      name: 'shiftcheck_sign_in_failures_total',
      help: 'Refused sign-ins: "invalid_credentials" (wrong e-mail or password) or "rate_limited".',
      labelNames: ['reason'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'shiftcheck_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route pattern.',
      labelNames: ['route'] as const,
      registers,
    }),
    schedulerRuns: new Counter({
      name: 'shiftcheck_scheduler_runs_total',
      help: 'Runs of a scheduled job, by job name and outcome ("ok" or "error").',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    /** Counts the app's open live streams in shiftcheck_live_streams_open. */
    trackLiveStreams(registry: { readonly size: number }): void {
      streams.push(registry);
    },
    contentType: registry.contentType,
    /** The Prometheus text of the process's figures and this app's. */
    async text(): Promise<string> {
      const [own, process] = await Promise.all([registry.metrics(), processRegistry.metrics()]);
      return `${process}\n${own}`;
    },
  };
}
