// Builds the web app (Vite) into dist/web and the server (esbuild) into dist/server.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';
import {
  checklistLoad,
  precacheLists,
  readWebManifest,
  reportWeights,
  routeWeights,
} from './web-weight.mjs';

/**
 * The service worker precaches exactly the files of this build: the shell and a shift leader's
 * screens on install, the admin screens only when a page of someone who can open them asks.
 */
function writeServiceWorker({ leader, admin }) {
  const precache = ['/index.html', '/icon.svg', '/manifest.webmanifest', ...leader];
  const version = createHash('sha256')
    .update([...precache, ...admin].join('\n'))
    .digest('hex')
    .slice(0, 12);
  const source = readFileSync('src/web/service-worker/sw.js', 'utf8')
    .replace("'__VERSION__'", JSON.stringify(version))
    .replace('/* __PRECACHE__ */ []', JSON.stringify(precache))
    .replace('/* __ADMIN_PRECACHE__ */ []', JSON.stringify(admin));
  writeFileSync('dist/web/sw.js', source);
}

/** The checklist screen's scripts its page names ahead, for the server (src/server/http/app-page.ts). */
function writeScreenPreloads(checklistPreloads) {
  const listed = { checklist: checklistPreloads.map((file) => `/${file}`) };
  writeFileSync('dist/web/screen-preloads.json', `${JSON.stringify(listed)}\n`);
}

/**
 * The page as a phone on a slow connection needs it first: the theme script (a few hundred bytes
 * that must run before the first paint) goes inline instead of costing a request that holds up
 * the paint, the server allowing it by its hash (src/server/http/app-page.ts), and the
 * stylesheet is asked for before the scripts, which the page can draw without.
 */
function finishIndexHtml() {
  const file = 'dist/web/index.html';
  const themeInit = readFileSync('dist/web/theme-init.js', 'utf8').trim();
  let html = readFileSync(file, 'utf8');
  const external = '<script src="/theme-init.js"></script>';
  if (!html.includes(external)) throw new Error('index.html no longer loads /theme-init.js');
  html = html.replace(external, `<script>${themeInit}</script>`);
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  for (const link of stylesheets) html = html.replace(link, '');
  const afterTitle = html.indexOf('</title>') + '</title>'.length;
  const links = stylesheets.map((link) => `\n    ${link.trim()}`).join('');
  html = `${html.slice(0, afterTitle)}${links}${html.slice(afterTitle)}`;
  writeFileSync(file, html);
  rmSync('dist/web/theme-init.js');
}

/** V8's explicit compile hint (Chrome 136 and later): compile every function of the file at once. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks scripts that run as soon as they arrive, so the browser compiles them whole on a
 * background thread while they download, instead of one function at a time on the main thread
 * when each is first called. The hint must be the file's first line; the source map moves down
 * a line with it.
 */
function compileAhead(files) {
  for (const file of files) {
    const script = path.join('dist/web', file);
    writeFileSync(script, `${COMPILE_HINT}\n${readFileSync(script, 'utf8')}`);
    // A chunk of bundler glue alone has no source map.
    if (!existsSync(`${script}.map`)) continue;
    const map = JSON.parse(readFileSync(`${script}.map`, 'utf8'));
    map.mappings = `;${map.mappings}`;
    writeFileSync(`${script}.map`, JSON.stringify(map));
  }
}

/** Files the server sends compressed; source maps are for developer tools only. */
const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json)$/;

/**
 * Writes name.br (brotli at its best setting) and name.gz beside every text file of the web app
 * above 1 KiB, once at build time: the server sends them as they are (@fastify/static's
 * preCompressed) instead of compressing each file at its fastest setting for every download.
 * On a phone's connection that is about a quarter fewer bytes before the first page can draw.
 */
function precompress(dir) {
  let plain = 0;
  let sent = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      const sizes = precompress(file);
      plain += sizes.plain;
      sent += sizes.sent;
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    plain += body.length;
    sent += br.length;
  }
  return { plain, sent };
}

export async function build() {
  await buildWeb({ configFile: 'vite.config.ts', logLevel: 'warn' });
  finishIndexHtml();
  const manifest = readWebManifest();
  // Before the sizes are taken: the hints are part of what each page downloads.
  const checklist = checklistLoad(manifest);
  compileAhead([...checklist.firstPage, ...checklist.preloads]);
  writeScreenPreloads(checklist.preloads);
  const weights = routeWeights(manifest);
  const lists = precacheLists(manifest, weights.entryKey);
  writeServiceWorker(lists);
  reportWeights(weights, lists);
  console.log(
    `A checklist's page names ${checklist.preloads.length} scripts ahead; ` +
      `${checklist.firstPage.length + checklist.preloads.length} scripts marked to compile at once`,
  );
  const { plain, sent } = precompress('dist/web');
  console.log(
    `Compressed ahead: ${(plain / 1024).toFixed(0)} KiB of web files go as ${(sent / 1024).toFixed(0)} KiB (brotli)`,
  );
  await buildServer({
    // The server, the backup command and the admin command line (a production install has no tsx
    // to run them from src/).
    entryPoints: {
      main: 'src/server/main.ts',
      backup: 'src/server/backup/main.ts',
      admin: 'src/server/cli/main.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    outdir: 'dist/server',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await build();
  console.log(`Built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
