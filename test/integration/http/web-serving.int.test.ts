import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppPage } from '#server/http/app-page';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '#test/support/harness';

/** An inline script as the build writes the theme script into the page. */
const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true);";

const CHECKLIST_SCRIPTS = ['/assets/checklist-page-Ab1.js', '/assets/zod-Cd2.js'];

describe('serving the web app', () => {
  let database: TestDatabase;
  let plain: TestApp;
  let https: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'shiftcheck-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      // Above the size worth compressing, as the built page is.
      `<!doctype html><html><head><title>ShiftCheck</title><meta name="description" content="${'Shift checklists. '.repeat(40)}"><script>${THEME_SCRIPT}</script></head><body></body></html>`,
    );
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    // As the build lists the checklist screen's largest scripts.
    writeFileSync(
      path.join(webRoot, 'screen-preloads.json'),
      JSON.stringify({ checklist: CHECKLIST_SCRIPTS }),
    );
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

  it('names a checklist’s document and its screen’s largest scripts in the page, for a signed-in browser', async () => {
    const id = '5b0c62f4-2f7e-4d1b-9c39-3c4f7f0f4d1e';
    const cookie = 'shiftcheck_session=some-token';
    const signedIn = await plain.app.inject({ url: `/checklists/${id}`, headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(signedIn.headers.vary).toBe('Cookie, accept-encoding');
    const head = signedIn.body.slice(0, signedIn.body.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" href="/api/checklists/${id}" as="fetch" crossorigin="anonymous">`,
    );
    const modulePreloads = [
      ...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ];
    expect(modulePreloads.map(([, href]) => href)).toEqual(CHECKLIST_SCRIPTS);

    // As the browser asks for it: compressed, the HTML the same once decompressed.
    const compressed = await plain.app.inject({
      url: `/checklists/${id}`,
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('Cookie, accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(signedIn.body);

    // Signed out the app goes to sign-in, which would never use the document; any other page,
    // or a path that is no checklist id, gets the page as built.
    const others = [
      { url: `/checklists/${id}`, headers: {} },
      ...['/', '/weekly', '/checklists/not-an-id', `/checklists/${id}/x`].map((url) => ({
        url,
        headers: { cookie },
      })),
    ];
    for (const request of others) {
      const page = await plain.app.inject(request);
      expect(page.statusCode, request.url).toBe(200);
      expect(page.body, request.url).toContain('<title>ShiftCheck</title>');
      expect(page.body, request.url).not.toContain('preload');
    }
  });

  it('refuses to start from a list of scripts the build did not write', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shiftcheck-web-'));
    try {
      writeFileSync(path.join(root, 'index.html'), '<html><head></head><body></body></html>');
      writeFileSync(
        path.join(root, 'screen-preloads.json'),
        JSON.stringify({ checklist: ['https://elsewhere.example/x.js'] }),
      );
      expect(() => loadAppPage(root)).toThrow(
        /screen-preloads\.json is not as the build writes it/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('lets the page run its own inline script, by hash, and no other', async () => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    for (const url of ['/', '/index.html', '/checklists/5b0c62f4-2f7e-4d1b-9c39-3c4f7f0f4d1e']) {
      const page = await plain.app.inject({ url });
      const policy = String(page.headers['content-security-policy']);
      const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'));
      expect(scripts, url).toBe(`script-src 'self' 'sha256-${hash}'`);
    }
    // Data answers keep the policy that runs nothing.
    const data = await plain.app.inject({ url: '/api/auth/session' });
    expect(data.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
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
