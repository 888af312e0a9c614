import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '#test/support/harness';

describe('compression and caching', () => {
  let database: TestDatabase;
  let t: TestApp;
  let leader: SignedInUser;
  let checklistId: string;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'shiftcheck-web-'));
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => i))};`;

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>ShiftCheck</title>');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(webRoot, 'service-worker.js'), `self.version = 1;\n${script}`);
    database = await createTestDatabase('sqlite');
    t = await startTestApp(database, { build: { webRoot } });
    const store = await createStore(t.deps);
    leader = await signedInUser(t, 'shift-leader', store.id);
    const created = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'day',
    });
    checklistId = created.json().id;
  });
  afterAll(async () => {
    await t.stop();
    await database.destroy();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, encoding: string) =>
    t.app.inject({ url, headers: { cookie: leader.cookie, 'accept-encoding': encoding } });

  it('sends a checklist brotli- or gzip-compressed, as the browser prefers', async () => {
    const plain = await get(`/api/checklists/${checklistId}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(`/api/checklists/${checklistId}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get(`/api/checklists/${checklistId}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a large answer compressed in one piece, with its length', async () => {
    const plain = await get('/api/openapi.json', 'identity');
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    const br = await get('/api/openapi.json', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves answers under 1 KiB as they are', async () => {
    const session = await get('/api/auth/session', 'gzip, br');
    expect(session.statusCode).toBe(200);
    expect(session.rawPayload.length).toBeLessThan(1024);
    expect(session.headers['content-encoding']).toBeUndefined();
  });

  it("sends a tick's answer as it is, and a repeat gets the same answer", async () => {
    const checklist = (await get(`/api/checklists/${checklistId}`, 'identity')).json();
    const send = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/checklists/${checklistId}/items/${checklist.items[0].id}`,
        payload: { type: 'complete', completed: true },
        headers: {
          cookie: leader.cookie,
          'accept-encoding': 'gzip, deflate, br',
          'idempotency-key': 'compression-test-tick-1',
        },
      });
    const tick = await send();
    expect(tick.statusCode).toBe(200);
    expect(tick.headers['content-encoding']).toBeUndefined();
    // With its headers it fits in one packet either way; compressing it only cost CPU.
    expect(tick.rawPayload.length).toBeGreaterThan(512);
    expect(tick.rawPayload.length).toBeLessThan(1024);
    expect(tick.json()).toMatchObject({ item: { completed: true } });
    const repeat = await send();
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers['content-encoding']).toBeUndefined();
    expect(repeat.body).toBe(tick.body);
  });

  it('names the request in X-Request-Id on an error, not on a successful answer', async () => {
    const ok = await get(`/api/checklists/${checklistId}`, 'identity');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toBeUndefined();
    const missing = await t.app.inject({
      url: '/api/checklists/no-such-checklist',
      headers: { cookie: leader.cookie, 'x-request-id': 'support-ticket-42' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('support-ticket-42');
    const refused = await t.app.inject({ url: '/api/checklists/x' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never compresses the live stream', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/live`, {
      headers: { cookie: leader.cookie, 'accept-encoding': 'gzip, br' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    controller.abort();
  });

  it('caches hashed files for a year, and the page and service worker never unchecked', async () => {
    const asset = await get('/assets/index-abc123.js', 'gzip, br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    const worker = await get('/service-worker.js', 'gzip, br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const page = await get('/checklists/x', 'gzip, br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends a JSON answer the data policy, and a page the page headers', async () => {
    const json = await get(`/api/checklists/${checklistId}`, 'identity');
    expect(json.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['x-frame-options']).toBeUndefined();
    const page = await get('/', 'identity');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});
