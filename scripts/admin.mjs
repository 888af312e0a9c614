// npm run admin -- <command>: the admin command line (src/server/cli), from the sources when the
// dev tools are installed, else the built one in dist/ (a production install, the container).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const BUILT = 'dist/server/admin.js';
const SOURCE = 'src/server/cli/main.ts';

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve('tsx/package.json');
    return existsSync(SOURCE);
  } catch {
    return false;
  }
}

const args = process.argv.slice(2);
const command = hasTsx()
  ? ['--import', 'tsx', SOURCE, ...args]
  : existsSync(BUILT)
    ? [BUILT, ...args]
    : null;
if (!command) {
  console.error(
    'The admin command line is not built: run `npm run install:production` (or `npm run build`) first.',
  );
  process.exit(1);
}
const result = spawnSync(process.execPath, command, { stdio: 'inherit' });
process.exit(result.status ?? 1);
