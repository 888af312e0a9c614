import { describe, expect, it } from 'vitest';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { listenForMetrics } from '#server/metrics/metrics-port';
import { startScheduler } from '#server/scheduler/scheduler';
import { METRICS_MESSAGES } from '#server/metrics/routes';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one sample line (`name{labels} value`) of a Prometheus text page, or 0. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelPart = line.slice(name.length).split(' ')[0] ?? '';
    if (wanted.every((pair) => labelPart.includes(pair))) return Number(line.split(' ').pop());
  }
  return 0;
}

describe.each(testDialects())('metrics on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { metricsToken: TOKEN } });
  const scrape = async () => {
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('refuses /metrics without the token, with a wrong one and to a signed-in super admin', async () => {
    const admin = await signedInUser(t, 'super-admin', null);
    const attempts = [
      {},
      { authorization: 'Bearer not-the-token-but-long-enough-000' },
      { authorization: TOKEN },
      { cookie: admin.cookie },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json().error.message).toBe(METRICS_MESSAGES.unauthorized);
      expect(response.body).not.toContain('shiftcheck_');
    }
  });

  it('serves Prometheus text with the token, process metrics included', async () => {
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'shiftcheck_http_request_duration_seconds_bucket',
      'shiftcheck_db_query_duration_seconds_count',
      'shiftcheck_live_streams_open',
      'shiftcheck_scheduler_runs_total',
    ]) {
      expect(response.body).toContain(name);
    }
  });

  it('moves the request histogram by route and status, and the query histogram', async () => {
    const labels = { method: 'GET', route: '/api/stores', status_code: '200' };
    const before = await scrape();
    const admin = await signedInUser(t, 'super-admin', null);
    for (let i = 0; i < 3; i += 1)
      expect((await admin.api.get('/api/stores')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/stores' })).statusCode).toBe(401);
    const after = await scrape();
    const count = 'shiftcheck_http_request_duration_seconds_count';
    expect(sample(after, count, labels) - sample(before, count, labels)).toBe(3);
    const refused = { ...labels, status_code: '401' };
    expect(sample(after, count, refused) - sample(before, count, refused)).toBe(1);
    const bucket = 'shiftcheck_http_request_duration_seconds_bucket';
    const inf = { ...labels, le: '+Inf' };
    expect(sample(after, bucket, inf) - sample(before, bucket, inf)).toBe(3);
    const selects = { dialect, operation: 'select', outcome: 'ok' };
    const queries = 'shiftcheck_db_query_duration_seconds_count';
    expect(sample(after, queries, selects)).toBeGreaterThan(sample(before, queries, selects));
  });

  it('counts sign-in failures, rate-limit refusals and idempotent replays', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const before = await scrape();
    for (let i = 0; i < 6; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: leader.email, password: 'wrong-password-1' },
      });
    }
    const write = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/checklists',
        headers: { cookie: leader.cookie, 'idempotency-key': 'metrics-test-key-0001' },
        payload: { storeId: store.id, category: 'day' },
      });
    expect((await write()).statusCode).toBe(201);
    expect((await write()).headers['idempotent-replayed']).toBe('true');
    // One real run of the app's scheduler loop.
    const ran = new Promise<void>((resolve, reject) => {
      const scheduler = startScheduler(t.deps, {
        intervalMs: 60_000,
        onError: reject,
        onRun: () => void scheduler.stop().then(resolve),
      });
    });
    await ran;
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('shiftcheck_sign_in_failures_total', { reason: 'invalid_credentials' })).toBe(5);
    expect(delta('shiftcheck_sign_in_failures_total', { reason: 'rate_limited' })).toBe(1);
    expect(delta('shiftcheck_rate_limit_refusals_total', { route: '/api/auth/sign-in' })).toBe(1);
    expect(delta('shiftcheck_idempotent_writes_total', { outcome: 'applied' })).toBe(1);
    expect(delta('shiftcheck_idempotent_writes_total', { outcome: 'replayed' })).toBe(1);
    expect(delta('shiftcheck_scheduler_runs_total', { job: 'notifications', outcome: 'ok' })).toBe(
      1,
    );
  });

  it('counts the open live streams of the instance', async () => {
    const admin = await signedInUser(t, 'super-admin', null);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${base}/api/live`, {
      headers: { cookie: admin.cookie },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    expect(sample(await scrape(), 'shiftcheck_live_streams_open')).toBeGreaterThanOrEqual(1);
    const open = sample(await scrape(), 'shiftcheck_live_streams_open');
    controller.abort();
    await reader.cancel().catch(() => {});
    await expect
      .poll(async () => sample(await scrape(), 'shiftcheck_live_streams_open'))
      .toBe(open - 1);
  });
});

describe('metrics without a token', () => {
  const t = useTestApp('sqlite');

  it('are refused on the app port, and served on METRICS_PORT bound to 127.0.0.1', async () => {
    const refused = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(METRICS_MESSAGES.off);

    const server = await listenForMetrics(0, t.deps.metrics);
    try {
      const address = server.address();
      if (typeof address !== 'object' || !address) throw new Error('no address');
      expect(address.address).toBe('127.0.0.1');
      const page = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('shiftcheck_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${address.port}/api/stores`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
