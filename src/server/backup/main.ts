// npm run backup [file]: a consistent copy of the SQLite database while ShiftCheck runs.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupFileName, backupSqlite } from '../db/sqlite-backup';

function postgresAdvice(now: Date): string {
  const dump = backupFileName(now).replace(/\.db$/, '.dump');
  return [
    'ShiftCheck uses PostgreSQL here (DATABASE_URL is set); nothing was written.',
    "Back it up with PostgreSQL's own tools, which copy a consistent snapshot while the app runs:",
    `  pg_dump --format=custom --file=${dump} "$DATABASE_URL"`,
    'To restore: stop ShiftCheck, then load the dump into the (empty or replaced) database:',
    `  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${dump}`,
    'and start ShiftCheck again.',
  ].join('\n');
}

async function main(): Promise<number> {
  const config = loadConfig();
  const now = new Date();
  if (config.databaseUrl) {
    console.error(postgresAdvice(now));
    return 1;
  }
  const source = path.join(config.dataDir, 'shiftcheck.db');
  const requested = process.argv[2];
  const target = requested
    ? path.resolve(requested)
    : path.join(config.dataDir, 'backups', backupFileName(now));
  const { bytes } = await backupSqlite(source, target);
  console.log(`Backed up ${source} to ${target} (${Math.ceil(bytes / 1024)} KiB, integrity ok).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
