// Builds the web app (Vite) into dist/web and the server (esbuild) into dist/server.
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';

export async function build() {
  await buildWeb({ configFile: 'vite.config.ts', logLevel: 'warn' });
  await buildServer({
    entryPoints: ['src/server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    outfile: 'dist/server/main.js',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await build();
  console.log(`Built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
