import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, PROJECT_ROOT } from '../crash/server-process';
import { runToEnd, startChild, waitForReady, type Child } from './processes';

const ADMIN = { email: 'ops@shiftcheck.test', password: 'install-test-pass-1' };

/** The repository as a fresh clone would have it: tracked files and new ones not ignored. */
function copyRepository(target: string): void {
  const files = runToEnd('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: PROJECT_ROOT,
    timeoutMs: 30_000,
  })
    .split('\0')
    .filter((file) => file !== '' && file !== 'node_modules');
  for (const file of files) {
    const from = path.join(PROJECT_ROOT, file);
    if (!existsSync(from) || lstatSync(from).isDirectory()) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(from, path.join(target, file));
  }
}

/**
 * The npm cache this shell's npm uses: the one CI's own `npm ci` filled moments before. Asked
 * here, while the npm_* settings (npm_config_cache among them) are still in the environment.
 */
const NPM_CACHE = execFileSync('npm', ['config', 'get', 'cache'], {
  cwd: PROJECT_ROOT,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();

/**
 * npm without this shell's npm_* settings (npm test sets some), on that same cache. `flags` go
 * to the install script's npm commands (NPM_FLAGS).
 */
function installEnv(flags = '--prefer-offline'): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  return { ...env, npm_config_cache: NPM_CACHE, NPM_FLAGS: flags, NODE_ENV: '' };
}

/** npm's answer when --offline meets a package the cache does not hold. */
const NOT_CACHED = /ENOTCACHED|only-if-cached/;

/**
 * The install script, first without the network at all (--offline: every package comes from
 * the cache, nothing is downloaded again). On a machine whose cache lacks a package, npm says
 * ENOTCACHED and the install runs again with --prefer-offline, fetching only what is missing.
 */
function installProduction(app: string): 'offline' | 'prefer-offline' {
  const run = (flags: string) =>
    runToEnd('bash', ['scripts/install-production.sh'], {
      cwd: app,
      env: installEnv(flags),
      timeoutMs: 20 * 60_000,
    });
  try {
    run('--offline');
    return 'offline';
  } catch (error) {
    if (!NOT_CACHED.test(String(error))) throw error;
    run('--prefer-offline');
    return 'prefer-offline';
  }
}

describe('production install (scripts/install-production.sh in a temporary copy)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shiftcheck-install-'));
  const app = path.join(root, 'app');
  const running: Child[] = [];
  afterAll(async () => {
    for (const child of running) child.process.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it(
    'installs, builds and drops the build tools, then npm start serves the build',
    async () => {
      copyRepository(app);
      const started = Date.now();
      const mode = installProduction(app);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`production install: npm ci (--${mode}), build and prune in ${seconds} s`);
      expect(existsSync(path.join(app, 'dist/server/main.js'))).toBe(true);
      expect(existsSync(path.join(app, 'dist/web/index.html'))).toBe(true);
      for (const tool of ['vite', 'esbuild', 'vitest', 'typescript']) {
        expect(existsSync(path.join(app, 'node_modules', tool)), tool).toBe(false);
      }

      const port = await freePort();
      const server = startChild('npm', ['start'], {
        cwd: app,
        env: {
          ...installEnv(),
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(root, 'data'),
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: 'warn',
        },
      });
      running.push(server);
      const base = `http://127.0.0.1:${port}`;
      await waitForReady(`${base}/readyz`, server);
      expect(server.output()).not.toContain('Building');
      expect(await (await fetch(`${base}/`)).text()).toContain('<div id="root">');
      // The native modules (SQLite driver, password hashing) work in the pruned install.
      const signIn = await fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(signIn.status).toBe(200);
      // The backup command runs from dist/ too, while the server serves.
      const backup = runToEnd('node', ['scripts/backup.mjs', path.join(root, 'backup.db')], {
        cwd: app,
        env: { ...installEnv(), DATA_DIR: path.join(root, 'data') },
        timeoutMs: 60_000,
      });
      expect(backup).toContain('integrity ok');
      expect(existsSync(path.join(root, 'backup.db'))).toBe(true);
      // So does the admin command line: a new password signs in at once.
      const reset = runToEnd('node', ['scripts/admin.mjs', 'reset-password', ADMIN.email], {
        cwd: app,
        env: { ...installEnv(), DATA_DIR: path.join(root, 'data') },
        timeoutMs: 60_000,
      });
      const password = /password: (\S+)/.exec(reset)?.[1] ?? '';
      const again = await fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password }),
      });
      expect(again.status).toBe(200);
      // npm passes the signal on to the server and ends by it; the server itself exits 0 (below).
      server.process.kill('SIGTERM');
      await server.exited();
      expect(server.process.exitCode === 0 || server.process.signalCode === 'SIGTERM').toBe(true);
      // The server went with npm: under a supervisor that signals only the process it started,
      // a server left running would keep the port and the database.
      await expect(fetch(`${base}/readyz`)).rejects.toThrow();
    },
    25 * 60_000,
  );

  it("runs from the Dockerfile's runtime stage: only the files it copies", async () => {
    const dockerfile = readFileSync(path.join(PROJECT_ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^RUN bash scripts\/install-production\.sh$/m);
    const copies = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S+)$/gm)];
    expect(copies.map((copy) => copy[1])).toContain('dist');
    const runtime = path.join(root, 'runtime');
    for (const [, from, to] of copies) {
      cpSync(path.join(app, from ?? ''), path.join(runtime, to ?? ''), { recursive: true });
    }
    const port = await freePort();
    const server = startChild('node', ['scripts/start.mjs'], {
      cwd: runtime,
      env: {
        ...installEnv(),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(root, 'runtime-data'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    running.push(server);
    await waitForReady(`http://127.0.0.1:${port}/readyz`, server);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('<div id="root">');
    server.process.kill('SIGTERM');
    expect(await server.exited()).toBe(0);
  });

  it('says what to run when the build is missing, instead of trying to build', async () => {
    renameSync(path.join(app, 'dist'), path.join(root, 'dist-aside'));
    const start = startChild('node', ['scripts/start.mjs'], { cwd: app, env: installEnv() });
    expect(await start.exited()).toBe(1);
    expect(start.output()).toContain('ShiftCheck is not built');
    expect(start.output()).toContain('npm run install:production');
  });
});
