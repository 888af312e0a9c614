// Starts the built server for the end-to-end suite on a fresh, seeded database.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Super admins sign in with a password alone here; e2e/two-factor.spec.ts turns it on for one.
  TWO_FACTOR_REQUIRED_ROLES: 'none',
});
const seeded = spawnSync('npx', ['tsx', 'e2e/support/seed.ts'], { stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
// The chain's identity provider, on loopback beside the app (e2e/single-sign-on.spec.ts sets it
// up in the app, as a super admin would, from the issuer written here).
const { startTestIdp } = await import('../../test/support/oidc-provider.ts');
const { SSO_PERSON } = await import('./accounts.ts');
const idp = await startTestIdp([`http://127.0.0.1:${process.env.PORT}/api/auth/sso/callback`]);
idp.people.set(SSO_PERSON.sub, SSO_PERSON);
writeFileSync(path.join(dataDir, 'test-idp.json'), JSON.stringify({ issuer: idp.issuer }));
await import('../../dist/server/main.js');
