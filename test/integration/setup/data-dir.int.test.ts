import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '#server/config';
import { freePort, serverEnv, spawnTs } from '#test/crash/server-process';
import { testConfig } from '#test/support/harness';
import { requireWritableDataDir } from '#server/setup/data-dir';

const S3 = {
  endpoint: 'http://s3.test',
  bucket: 'photos',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
  region: 'us-east-1',
};

/** The message the start stops with, or null when it goes on. */
function checkOf(dataDir: string, overrides: Parameters<typeof testConfig>[0] = {}) {
  try {
    requireWritableDataDir(testConfig({ dataDir, ...overrides }));
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

/** Runs the real server until it stops; what it printed. */
async function startServerIn(dataDir: string) {
  const child = spawnTs(
    'src/server/main.ts',
    [],
    serverEnv(await freePort(), { DATA_DIR: dataDir }),
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stopped = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(stopped);
  return { code, stdout, stderr };
}

describe('DATA_DIR at start', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shiftcheck-data-dir-'));
  /** A read-only view of a folder: a read-only bind mount stops root too (a mode does not). */
  const readOnly = path.join(root, 'read-only');
  let bound = false;
  let mounted: { ok: true } | { ok: false; reason: string } = { ok: false, reason: 'not yet' };

  beforeAll(() => {
    const source = path.join(root, 'source');
    mkdirSync(source);
    mkdirSync(readOnly);
    try {
      execFileSync('mount', ['--bind', source, readOnly], { stdio: 'pipe' });
      bound = true;
      execFileSync('mount', ['-o', 'remount,bind,ro', readOnly], { stdio: 'pipe' });
      mounted = { ok: true };
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
      mounted = { ok: false, reason: stderr || String(error) };
    }
  });
  afterAll(() => {
    if (bound) execFileSync('umount', [readOnly]);
    rmSync(root, { recursive: true, force: true });
  });

  /** The read-only folder; or the test is skipped, saying why. */
  function readOnlyFolder(skip: (note: string) => never): string {
    if (mounted.ok) return readOnly;
    const note = `cannot bind-mount a folder read-only, so a read-only DATA_DIR is not tested: ${mounted.reason}`;
    console.warn(`SKIPPED: ${note}`);
    return skip(note);
  }

  it('names DATA_DIR and its path when the folder is on a read-only file system', (context) => {
    const dir = readOnlyFolder((note) => context.skip(note));
    expect(checkOf(dir)).toBe(
      `Invalid configuration: DATA_DIR (${dir}) is not writable: the file system is mounted read-only (EROFS)`,
    );
    expect(checkOf(path.join(dir, 'not-yet-made'))).toBe(
      `Invalid configuration: DATA_DIR (${path.join(dir, 'not-yet-made')}) is not writable: the file system is mounted read-only (EROFS)`,
    );
  });

  it('names DATA_DIR and its path when it is a file', () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    expect(checkOf(file)).toBe(
      `Invalid configuration: DATA_DIR (${file}) is not writable: it is a file, not a folder (EEXIST)`,
    );
    expect(checkOf(path.join(file, 'data'))).toBe(
      `Invalid configuration: DATA_DIR (${path.join(file, 'data')}) is not writable: part of the path is a file, not a folder (ENOTDIR)`,
    );
  });

  it('makes a missing folder, leaves nothing in it, and names the resolved path of a relative one', () => {
    const missing = path.join(root, 'new', 'data');
    expect(checkOf(missing)).toBeNull();
    expect(existsSync(missing)).toBe(true);
    expect(readdirSync(missing)).toEqual([]);
    const file = path.join(root, 'another-file');
    writeFileSync(file, 'not a folder');
    expect(checkOf(path.relative(process.cwd(), file))).toContain(`DATA_DIR (${file})`);
  });

  it('does not look at DATA_DIR when nothing is kept there (PostgreSQL, S3 and SMTP)', () => {
    const file = path.join(root, 'yet-another-file');
    writeFileSync(file, 'not a folder');
    const elsewhere = {
      databaseUrl: 'postgres://db.test/shiftcheck',
      s3: S3,
      smtpUrl: 'smtp://mail.test',
    };
    expect(checkOf(file, elsewhere)).toBeNull();
    expect(checkOf(file, { ...elsewhere, smtpUrl: undefined })).not.toBeNull();
  });

  it('stops the real server with that one line, and nothing else', async (context) => {
    const dir = readOnlyFolder((note) => context.skip(note));
    const { code, stdout, stderr } = await startServerIn(dir);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `Invalid configuration: DATA_DIR (${dir}) is not writable: the file system is mounted read-only (EROFS)\n`,
    );
  });
});
