// npm run backup [file]: from the sources when the dev tools are installed, else the built
// command in dist/ (a production install, the container image).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const BUILT = 'dist/server/backup.js';
const args = process.argv.slice(2);

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve('tsx/package.json');
    return existsSync('src/server/backup/main.ts');
  } catch {
    return false;
  }
}

const command = hasTsx()
  ? ['--import', 'tsx', 'src/server/backup/main.ts', ...args]
  : existsSync(BUILT)
    ? [BUILT, ...args]
    : null;
if (!command) {
  console.error(
    'The backup command is not built: run `npm run install:production` (or `npm run build`) first.',
  );
  process.exit(1);
}
const result = spawnSync(process.execPath, command, { stdio: 'inherit' });
process.exit(result.status ?? 1);
