import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One registry per process: Prometheus scrapes a process, and every app instance is its own
 * process. The metric names are documented in docs/operations.md ("Metrics"); renaming one breaks
 * dashboards, so names never change once released.
 */
export const metricsRegistry = new Registry();

// process_cpu_seconds_total, process_resident_memory_bytes, nodejs_eventloop_lag_seconds, …
collectDefaultMetrics({ register: metricsRegistry });

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export const httpRequestDuration = new Histogram({
  name: 'shiftcheck_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer sent, by route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

export const dbQueryDuration = new Histogram({
  name: 'shiftcheck_db_query_duration_seconds',
  help: 'Time one database query took, by kind of statement; failed queries have outcome "error".',
  labelNames: ['dialect', 'operation', 'outcome'] as const,
  buckets: QUERY_BUCKETS,
  registers: [metricsRegistry],
});

/** The stream registries of the apps running in this process (one, outside tests). */
const streamRegistries = new Set<{ readonly size: number }>();

new Gauge({
  name: 'shiftcheck_live_streams_open',
  help: 'Live-update (Server-Sent Events) connections open on this instance.',
  registers: [metricsRegistry],
  collect() {
    let open = 0;
    for (const registry of streamRegistries) open += registry.size;
    this.set(open);
  },
});

/** Counts an app's open live streams in shiftcheck_live_streams_open until it closes. */
export function trackLiveStreams(registry: { readonly size: number }): () => void {
  streamRegistries.add(registry);
  return () => void streamRegistries.delete(registry);
}

export const idempotentWrites = new Counter({
  name: 'shiftcheck_idempotent_writes_total',
  help:
    'Writes sent with an Idempotency-Key, by outcome: "applied" (first arrival), "replayed" ' +
    '(a resend answered from the stored answer, e.g. the offline queue after a lost answer), ' +
    '"refused" (any other 4xx/5xx).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const signInFailures = new Counter({
  name: 'shiftcheck_sign_in_failures_total',
  help: 'Refused sign-ins: "invalid_credentials" (wrong e-mail or password) or "rate_limited".',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'shiftcheck_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by route pattern.',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});

const schedulerRuns = new Counter({
  name: 'shiftcheck_scheduler_runs_total',
  help: 'Runs of a scheduled job, by job name and outcome ("ok" or "error").',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Called by the scheduler once per run of a job, after it finished. */
export function countSchedulerRun(job: string, outcome: 'ok' | 'error'): void {
  schedulerRuns.inc({ job, outcome });
}
