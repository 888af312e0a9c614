// npm run backup [file]: a consistent copy of the database while ShiftCheck runs: SQLite's
// online backup API, or pg_dump when DATABASE_URL is set.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupFileName, backupSqlite } from '../db/sqlite-backup';
import { backupPostgres, describeDatabase, dumpFileName, PgDumpError } from './pg-dump';

const kib = (bytes: number) => `${Math.ceil(bytes / 1024)} KiB`;

async function main(): Promise<number> {
  const config = loadConfig();
  const now = new Date();
  const requested = process.argv[2];
  const target = (name: string) =>
    requested ? path.resolve(requested) : path.join(config.dataDir, 'backups', name);
  if (config.databaseUrl) {
    const file = target(dumpFileName(now));
    const { bytes } = await backupPostgres(config.databaseUrl, file);
    const source = describeDatabase(config.databaseUrl);
    console.log(`Backed up ${source} to ${file} (${kib(bytes)}, pg_dump custom format).`);
    return 0;
  }
  const source = path.join(config.dataDir, 'shiftcheck.db');
  const file = target(backupFileName(now));
  const { bytes } = await backupSqlite(source, file);
  console.log(`Backed up ${source} to ${file} (${kib(bytes)}, integrity ok).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupError;
    console.error(known ? error.message : error);
    process.exit(error instanceof PgDumpError ? error.exitCode : 1);
  },
);
