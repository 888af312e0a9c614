import { errorCode } from './error-code';

/** Why the disk under the data refused a write: no room left, or no writing at all. */
export type StorageFailure = 'full' | 'unwritable';

/**
 * SQLite's unix VFS reports ENOSPC on a write as SQLITE_FULL; growing the shared-memory index
 * (-shm) reports it as SQLITE_IOERR_SHMSIZE. PostgreSQL: disk_full. Node: ENOSPC, or a quota.
 */
const FULL_CODES = new Set(['SQLITE_FULL', 'SQLITE_IOERR_SHMSIZE', '53100', 'ENOSPC', 'EDQUOT']);

/**
 * A read-only file system under an open SQLite file fails its writes as SQLITE_IOERR_WRITE
 * (better-sqlite3 does not pass the errno on), so a failing write or sync counts here too: the
 * change was not saved either way. PostgreSQL: read_only_sql_transaction (a standby).
 */
const UNWRITABLE_CODES = new Set([
  'SQLITE_IOERR_WRITE',
  'SQLITE_IOERR_FSYNC',
  'SQLITE_IOERR_DIR_FSYNC',
  'SQLITE_IOERR_TRUNCATE',
  '25006',
  'EROFS',
]);

/** How many wrappers (`cause`) are looked through, e.g. a storage error wrapping the errno. */
const MAX_DEPTH = 5;

/** Whether an error (or one it wraps) says the disk is full or cannot be written; else null. */
export function storageFailureOf(error: unknown): StorageFailure | null {
  let current = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Error; depth += 1) {
    const code = errorCode(current);
    if (code !== null) {
      if (FULL_CODES.has(code)) return 'full';
      if (UNWRITABLE_CODES.has(code) || code.startsWith('SQLITE_READONLY')) return 'unwritable';
    }
    current = current.cause;
  }
  return null;
}
