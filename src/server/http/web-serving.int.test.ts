import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../testing/harness';

describe('serving the web app', () => {
  let database: TestDatabase;
  let plain: TestApp;
  let https: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'shiftcheck-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>ShiftCheck</title>');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    database = await createTestDatabase('sqlite');
    plain = await startTestApp(database, { build: { webRoot } });
    https = await startTestApp(database, {
      build: { webRoot },
      config: { publicUrl: 'https://shifts.example.com' },
    });
  });
  afterAll(async () => {
    await plain.stop();
    await https.stop();
    await database.destroy();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers app routes with the page, and missing files with 404', async () => {
    const page = await plain.app.inject({ url: '/admin/users' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>ShiftCheck</title>');
    expect((await plain.app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    for (const url of ['/assets/index-gone999.js', '/assets/missing', '/logo-old.png']) {
      const missing = await plain.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain('<title>ShiftCheck</title>');
    }
  });

  it('sends Strict-Transport-Security only when the public address is https', async () => {
    expect((await plain.app.inject({ url: '/' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    expect((await https.app.inject({ url: '/' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
