// npm start: runs the built server (dist/), which migrates the database and creates the first
// super-admin on an empty one. In a checkout with the build tools (`npm install`), it builds
// first when dist/ is missing or older than the sources; a production install
// (scripts/install-production.sh) has no build tools and never builds.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The Node.js version package.json's engines names (">=20.19"): the server's cookie and
// content-disposition packages are ES modules loaded from CommonJS, which Node does without a flag
// from 20.19 (they ask for 22, and npm warns of it; the suites run on 24 and start is checked on
// 20). On an older Node, say so in one line and stop.
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [needMajor, needMinor] = /^>=(\d+)\.(\d+)/.exec(manifest.engines.node).slice(1).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `ShiftCheck needs Node.js ${needMajor}.${needMinor} or newer (24 LTS recommended); this is Node.js ${process.versions.node}.`,
  );
  process.exit(1);
}

const OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
const INPUTS = ['src', 'package-lock.json', 'vite.config.ts'];
const BUILD_TOOLS = ['vite/package.json', 'esbuild/package.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function hasBuildTools() {
  const require = createRequire(import.meta.url);
  return BUILD_TOOLS.every((tool) => {
    try {
      require.resolve(tool);
      return true;
    } catch {
      return false;
    }
  });
}

const builtAt = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (hasBuildTools()) {
  if (builtAt === 0 || Math.max(...INPUTS.map(newestMtime)) > builtAt) {
    console.log('Building ShiftCheck (first start or sources changed)...');
    const { build } = await import('./build.mjs');
    await build();
  }
} else if (builtAt === 0) {
  console.error(
    [
      'ShiftCheck is not built: dist/ is missing, and this install has no build tools (it was',
      'installed without dev dependencies). Install for production with',
      '  npm run install:production   (npm ci && npm run build && npm prune --omit=dev)',
      'or, to build here, `npm install && npm run build`; then run `npm start` again.',
    ].join('\n'),
  );
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
