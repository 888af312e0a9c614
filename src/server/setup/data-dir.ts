import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { errorCode } from '../db/error-code';

/** Whether the server keeps anything under DATA_DIR: the SQLite file, photos, the mail outbox. */
export function usesDataDir(config: Config): boolean {
  return !config.databaseUrl || !config.s3 || !config.smtpUrl;
}

/** What the operator should look at, for the errors a folder that cannot be written gives. */
const REASONS: Record<string, string> = {
  EROFS: 'the file system is mounted read-only',
  EACCES: 'permission denied (check the folder owner and mode)',
  EPERM: 'permission denied (check the folder owner and mode)',
  EEXIST: 'it is a file, not a folder',
  ENOTDIR: 'part of the path is a file, not a folder',
  ENOSPC: 'the disk is full',
};

/**
 * `mkdir -p`, a level at a time: Node's own recursive mkdir reports a read-only file system as
 * ENOENT.
 */
function makeFolders(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST' && statSync(dir).isDirectory()) return;
    if (code !== 'ENOENT' || path.dirname(dir) === dir) throw error;
    makeFolders(path.dirname(dir));
    mkdirSync(dir);
  }
}

/**
 * Stops the start with one line naming DATA_DIR and its path when no file can be created there:
 * otherwise SQLite stops it with "unable to open database file", naming neither, or the server
 * starts and the first photo or outbox e-mail fails. A full disk is left to the answers and
 * /readyz: an empty file needs no room.
 */
export function requireWritableDataDir(config: Config): void {
  if (!usesDataDir(config)) return;
  const dir = path.resolve(config.dataDir);
  try {
    makeFolders(dir);
    const probe = path.join(dir, '.write-check');
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    const code = errorCode(error) ?? '';
    const known = REASONS[code];
    const reason = known ? `${known} (${code})` : String(error);
    throw new ConfigError(`Invalid configuration: DATA_DIR (${dir}) is not writable: ${reason}`);
  }
}
