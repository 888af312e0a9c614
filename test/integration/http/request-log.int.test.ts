import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

/** A log line: pino writes one JSON object per line. */
const logLineSchema = z.record(z.string(), z.unknown());

/** What the app's logger wrote, one parsed JSON object per line. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') lines.push(logLineSchema.parse(JSON.parse(line)));
      }
      done();
    },
  });
  return { lines, stream };
}

describe.each(testDialects())('the request log on %s', (dialect) => {
  const sink = logSink();
  const slow = logSink();
  const t = useTestApp(dialect, { build: { logger: { level: 'info', stream: sink.stream } } });
  const everySlow = useTestApp(dialect, {
    build: { logger: { level: 'info', stream: slow.stream }, slowRequestMs: 0 },
  });

  it('writes one line per request, without the query string', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const checklist = await createChecklist(t.deps, { by: leader });
    sink.lines.length = 0;
    const answer = await leader.api.get(`/api/checklists/${checklist.id}?token=secret-123`);
    expect(answer.statusCode).toBe(200);
    const request = sink.lines;
    expect(request).toHaveLength(1);
    expect(request[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      path: `/api/checklists/${checklist.id}`,
      status: 200,
    });
    expect(typeof request[0]?.ms).toBe('number');
    expect(JSON.stringify(sink.lines)).not.toContain('secret-123');
  });

  it('writes one line for a route that does not exist too', async () => {
    sink.lines.length = 0;
    const answer = await t.app.inject({ url: '/api/no-such-thing' });
    expect(answer.statusCode).toBe(404);
    expect(sink.lines).toEqual([
      expect.objectContaining({ msg: 'request', path: '/api/no-such-thing', status: 404 }),
    ]);
  });

  it('logs a slow request as a warning with its route, user agent and address', async () => {
    slow.lines.length = 0;
    const answer = await everySlow.app.inject({
      url: '/api/auth/session',
      headers: { 'user-agent': 'Fryer-Tablet/2' },
    });
    expect(slow.lines).toHaveLength(1);
    expect(slow.lines[0]).toMatchObject({
      level: 40,
      msg: 'slow request',
      method: 'GET',
      path: '/api/auth/session',
      route: '/api/auth/session',
      status: answer.statusCode,
      userAgent: 'Fryer-Tablet/2',
      ip: '127.0.0.1',
    });
  });
});
