import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#domain/api-error';
import { createStore, createUser, sessionCookieFor } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { INPUT_GUARD_MESSAGES } from '#server/http/input-guard';

/** Raw status, content type and body of a request sent over a real socket. */
function overSocket(base: string, options: http.RequestOptions) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve) => {
    const sent = http.request(`${base}${options.path ?? '/'}`, options, (response) => {
      const chunks: Buffer[] = [];
      const type = response.headers['content-type'];
      if (type?.startsWith('text/event-stream') || options.method === 'HEAD') {
        resolve({ status: response.statusCode ?? 0, type, body: '' });
        sent.destroy();
        return;
      }
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type, body: Buffer.concat(chunks).toString() }),
      );
    });
    sent.on('error', () => undefined);
    sent.end();
  });
}

describe.each(testDialects())('requests no route can use, on %s', (dialect) => {
  const t = useTestApp(dialect);
  let cookie = '';
  let storeId = '';
  let base = '';

  beforeAll(async () => {
    storeId = (await createStore(t.deps)).id;
    const admin = await createUser(t.deps, { role: 'super-admin', storeId: null });
    cookie = await sessionCookieFor(t.deps, admin.id);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('refuses a NUL character in an id, a query or a body with a 400, on both databases', async () => {
    for (const response of [
      await send('GET', '/api/stores/%00'),
      await send('GET', `/api/reports/week?storeId=a%00b`),
      await send('POST', '/api/stores', JSON.stringify({ name: 'A\u0000B', storeNumber: '4242' })),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(INPUT_GUARD_MESSAGES.nulCharacter);
    }
    expect((await send('GET', '/api/stores')).json().stores).not.toContainEqual(
      expect.objectContaining({ storeNumber: '4242' }),
    );
  });

  it('refuses a body nested thousands deep with a 400, also with an idempotency key', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${storeId}/shift-settings`,
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
      payload: `${'['.repeat(50_000)}1${']'.repeat(50_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INPUT_GUARD_MESSAGES.tooDeep);
  });

  it('answers addresses the router refuses in the API error shape', async () => {
    const badEncoding = await send('GET', '/api/stores/%ZZ');
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toMatchObject({
      error: { code: ERROR_CODES.badRequest, message: 'The address is not valid.' },
    });
    const longId = await send('GET', `/api/stores/${'x'.repeat(500)}`);
    expect(longId.statusCode).toBe(414);
    expect(longId.json().error.message).toBe('The address is too long.');
  });

  it('answers an address too large for the HTTP parser in the API error shape', async () => {
    const answer = await overSocket(base, { path: `/api/stores?q=${'x'.repeat(20_000)}` });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: { code: ERROR_CODES.badRequest, message: expect.any(String) },
    });
  });

  it('answers HEAD /api/live with its headers instead of never answering', async () => {
    const answer = await overSocket(base, {
      method: 'HEAD',
      path: '/api/live',
      headers: { cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/event-stream');
  });

  it('shows the whole last week of year 9999, into the first days of the next', async () => {
    const response = await send('GET', `/api/reports/week?storeId=${storeId}&date=9999-12-31`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect([report.start, report.end, report.days.length]).toEqual([
      '9999-12-27',
      '10000-01-02',
      7,
    ]);
  });
});
