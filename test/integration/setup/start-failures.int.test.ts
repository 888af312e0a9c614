import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, PROJECT_ROOT } from '#test/crash/server-process';
import { startRefusingPostgres } from '#test/support/refusing-postgres';

/** The real server (src/server/main.ts) in its own process, with only the settings given. */
function startProcess(settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiting: (() => void)[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    waiting.splice(0).forEach((wake) => wake());
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': only then has all it printed been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return {
    exited,
    output: () => ({ stdout, stderr }),
    /** Resolves once the server printed text matching `pattern`, with the match. */
    async printed(pattern: RegExp): Promise<RegExpExecArray> {
      for (;;) {
        const found = pattern.exec(stdout);
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`It stopped: ${stdout}${stderr}`);
        await Promise.race([new Promise<void>((wake) => waiting.push(wake)), exited]);
      }
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts the server with bad settings: it must stop with one line naming the setting. */
async function refusal(settings: Record<string, string>) {
  const started = startProcess(settings);
  const status = await started.exited;
  const { stdout, stderr } = started.output();
  return { status, stdout, lines: stderr.trim().split('\n') };
}

async function holdPort(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe('a start with a bad setting stops with one line naming it', () => {
  let dataDir = '';
  let wrongPassword: Awaited<ReturnType<typeof startRefusingPostgres>>;
  let asksPassword: Awaited<ReturnType<typeof startRefusingPostgres>>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-start-'));
    wrongPassword = await startRefusingPostgres('wrong-password');
    asksPassword = await startRefusingPostgres('asks-password');
  });
  afterAll(async () => {
    await wrongPassword.close();
    await asksPassword.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    [
      'DATABASE_URL where nothing listens',
      async () => ({ DATABASE_URL: `postgres://shiftcheck:pw@127.0.0.1:${await freePort()}/sc` }),
      /^Invalid configuration: DATABASE_URL nothing accepts connections at shiftcheck@127\.0\.0\.1:\d+\/sc: is PostgreSQL running, and on that port\?$/,
    ],
    [
      'DATABASE_URL on an unknown host',
      async () => ({ DATABASE_URL: 'postgres://shiftcheck:pw@no-such-host.invalid:5432/sc' }),
      /^Invalid configuration: DATABASE_URL the host in shiftcheck@no-such-host\.invalid:5432\/sc (is not known \(ENOTFOUND\)|could not be looked up \(EAI_AGAIN\))/,
    ],
    [
      'DATABASE_URL with a wrong password',
      async () => ({
        DATABASE_URL: `postgres://shiftcheck:wrong@127.0.0.1:${wrongPassword.port}/sc`,
      }),
      /^Invalid configuration: DATABASE_URL PostgreSQL refused the password for shiftcheck@127\.0\.0\.1:\d+\/sc \(28P01\): check it; a password holding @ \/ : # \? or % must be URL-encoded/,
    ],
    [
      'DATABASE_URL without the password the server asks for',
      async () => ({ DATABASE_URL: `postgres://shiftcheck@127.0.0.1:${asksPassword.port}/sc` }),
      /^Invalid configuration: DATABASE_URL has no password for shiftcheck@127\.0\.0\.1:\d+\/sc, and PostgreSQL asks for one/,
    ],
    [
      'DATABASE_URL whose password holds a /',
      async () => ({ DATABASE_URL: 'postgres://shiftcheck:pa/ss@db:5432/sc' }),
      /^Invalid configuration: DATABASE_URL is not a valid URL: a password holding @ \/ : # \? or % must be URL-encoded \(%40 for @, %2F for \/, %23 for #\)/,
    ],
    [
      'HOST that is not an address of this machine',
      async () => ({ HOST: '192.0.2.1', PORT: String(await freePort()) }),
      /^Invalid configuration: HOST 192\.0\.2\.1 is not an address of this machine \(EADDRNOTAVAIL\)/,
    ],
    [
      'TRUST_PROXY with a range that cannot be',
      async () => ({ TRUST_PROXY: '10.0.0.0/99' }),
      /^Invalid configuration: TRUST_PROXY must be false, the number of proxies in front/,
    ],
    [
      'METRICS_PORT equal to PORT',
      async () => ({ PORT: '3456', METRICS_PORT: '3456' }),
      /^Invalid configuration: METRICS_PORT must differ from PORT \(both are 3456\)/,
    ],
    [
      'DATA_DIR naming a file',
      async () => {
        const file = path.join(dataDir, 'a-file');
        writeFileSync(file, '');
        return { DATA_DIR: file };
      },
      /^Invalid configuration: DATA_DIR \(.*a-file\) is not writable: it is a file, not a folder \(EEXIST\)$/,
    ],
  ])('%s', async (_, settings, line) => {
    const ownDir = mkdtempSync(path.join(dataDir, 'data-'));
    const port = String(await freePort());
    const { status, stdout, lines } = await refusal({
      DATA_DIR: ownDir,
      PORT: port,
      ...(await settings()),
    });
    const printed = `stdout:\n${stdout}\nstderr:\n${lines.join('\n')}`;
    expect(status, printed).toBe(1);
    expect(lines, printed).toHaveLength(1);
    expect(lines[0], printed).toMatch(line);
    expect(stdout).not.toContain('password:');
  });
});

describe('the first start', () => {
  it('fails on a port in use without making the admin, and the next start prints the password that signs in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-first-'));
    const heldPort = await freePort();
    const held = await holdPort(heldPort);
    try {
      const failed = await refusal({ DATA_DIR: dataDir, PORT: String(heldPort) });
      expect(failed.status).toBe(1);
      expect(failed.lines).toEqual([
        `Invalid configuration: PORT ${heldPort} is already in use on 127.0.0.1 (another ShiftCheck, or another program, listens there): stop it or choose another port`,
      ]);
      expect(failed.stdout).not.toContain('password:');

      const port = await freePort();
      const server = startProcess({ DATA_DIR: dataDir, PORT: String(port) });
      try {
        const [, email, password] = await server.printed(/e-mail: +(\S+)\n +password: (\S+)/);
        expect(email).toBe('admin@shiftcheck.local');
        const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        expect(signIn.status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      await new Promise((resolve) => held.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
