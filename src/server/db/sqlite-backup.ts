import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** `shiftcheck-2026-11-22T12-00-00Z.db`: sorts by time and is a valid name on every system. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `shiftcheck-${stamp}.db`;
}

export class BackupError extends Error {}

/** PRAGMA integrity_check's verdict: 'ok', or the first problems it found. */
export function integrityOf(file: string): string {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check', { simple: false });
    const lines = Array.isArray(rows)
      ? rows.map((row) => (row && typeof row === 'object' ? Object.values(row).join(' ') : ''))
      : [];
    return lines.join('; ');
  } finally {
    db.close();
  }
}

/** Every page per step: the copy is taken inside one read transaction, so it is one moment. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a SQLite database that may be in use with SQLite's online backup API: the running app
 * keeps reading and writing (WAL lets it), and the copy holds every transaction committed before
 * the copy began and none after. The copy is written next to its target first and renamed once
 * it passed `PRAGMA integrity_check`, so an interrupted backup never looks like a finished one.
 */
export async function backupSqlite(source: string, target: string): Promise<{ bytes: number }> {
  if (!existsSync(source)) {
    throw new BackupError(`There is no database at ${source}: check DATA_DIR.`);
  }
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose another name.`);
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  // One self-contained file (no -wal beside it), so restoring is a single copy.
  const copy = new SQLite(partial);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  const integrity = integrityOf(partial);
  if (integrity !== 'ok') {
    rmSync(partial, { force: true });
    throw new BackupError(`The copy failed its integrity check: ${integrity}`);
  }
  renameSync(partial, target);
  return { bytes: statSync(target).size };
}
