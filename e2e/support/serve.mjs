// Starts the built server for the end-to-end suite on a fresh, seeded database.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});
const seeded = spawnSync('npx', ['tsx', 'e2e/support/seed.ts'], { stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
await import('../../dist/server/main.js');
