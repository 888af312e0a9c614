// Runs one of the server's commands (npm run backup, npm run admin) with the arguments given:
// from the sources when the dev tools are installed, else the built one in dist/ (a production
// install, the container image). Exits with the command's status.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

function hasTsx(source) {
  try {
    createRequire(import.meta.url).resolve('tsx/package.json');
    return existsSync(source);
  } catch {
    return false;
  }
}

export function runServerCommand({ source, built, name }) {
  const args = process.argv.slice(2);
  const command = hasTsx(source)
    ? ['--import', 'tsx', source, ...args]
    : existsSync(built)
      ? [built, ...args]
      : null;
  if (!command) {
    console.error(
      `${name} is not built: run \`npm run install:production\` (or \`npm run build\`) first.`,
    );
    process.exit(1);
  }
  const result = spawnSync(process.execPath, command, { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
