// npm start: builds when the sources are newer than dist/, then runs the server
// (which migrates the database and creates the first super-admin on an empty one).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
const INPUTS = ['src', 'package-lock.json', 'vite.config.ts'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...INPUTS.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building ShiftCheck (first start or sources changed)...');
  const { build } = await import('./build.mjs');
  await build();
}
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
