// Builds the web app (Vite) into dist/web and the server (esbuild) into dist/server.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';
import { precacheLists, readWebManifest, reportWeights, routeWeights } from './web-weight.mjs';

/**
 * The service worker precaches exactly the files of this build: the shell and a shift leader's
 * screens on install, the admin screens only when a page of someone who can open them asks.
 */
function writeServiceWorker({ leader, admin }) {
  const precache = [
    '/index.html',
    '/theme-init.js',
    '/icon.svg',
    '/manifest.webmanifest',
    ...leader,
  ];
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

export async function build() {
  await buildWeb({ configFile: 'vite.config.ts', logLevel: 'warn' });
  const manifest = readWebManifest();
  const weights = routeWeights(manifest);
  const lists = precacheLists(manifest, weights.entryKey);
  writeServiceWorker(lists);
  reportWeights(weights, lists);
  await buildServer({
    // The server, and the backup command (a production install has no tsx to run it from src/).
    entryPoints: { main: 'src/server/main.ts', backup: 'src/server/backup/main.ts' },
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
