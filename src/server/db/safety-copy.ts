import { copyFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { backupSqlite } from './sqlite-backup';

/** `before-009-idempotency-request-2026-11-23T07-40-00Z.db`, in DATA_DIR/backups. */
export function safetyCopyPath(databaseFile: string, firstPending: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join(path.dirname(databaseFile), 'backups', `before-${firstPending}-${stamp}.db`);
}

/**
 * SQLite cannot undo every schema change in a transaction, so an upgrade starts from a copy
 * (SQLite's online backup API, integrity-checked): the database file as it was.
 */
export async function takeSafetyCopy(databaseFile: string, target: string): Promise<void> {
  await backupSqlite(databaseFile, target);
}

/**
 * Puts the copy back in place of a database whose upgrade failed. The database must be closed:
 * its write-ahead log and shared-memory files belong to the failed state and are removed.
 */
export function restoreSafetyCopy(databaseFile: string, copy: string): void {
  if (!existsSync(copy)) throw new Error(`The copy ${copy} is missing`);
  rmSync(`${databaseFile}-wal`, { force: true });
  rmSync(`${databaseFile}-shm`, { force: true });
  copyFileSync(copy, databaseFile);
}
