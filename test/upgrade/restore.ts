import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type Dialect } from '#server/db/database';
import { fixtureFile, readCompressed } from './fixture-files';

/** A released fixture, restored where a test may change it. */
export interface RestoredFixture {
  dialect: Dialect;
  open(): Db;
  /** What a server process needs to use it (DATABASE_URL or DATA_DIR). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** SQLite: the fixture file becomes DATA_DIR/shiftcheck.db, as an old install would have it. */
export function restoreSqlite(release: string, dataDir: string): RestoredFixture {
  const file = path.join(dataDir, 'shiftcheck.db');
  writeFileSync(file, readCompressed(fixtureFile(release, 'sqlite')));
  return {
    dialect: 'sqlite',
    open: () => openDatabase({ sqliteFile: file }),
    env: { DATA_DIR: dataDir },
    drop: async () => {},
  };
}

/**
 * PostgreSQL: the plain-SQL dump, loaded into a fresh database through the pg driver. pg_dump's
 * `\restrict` / `\unrestrict` lines are psql commands, not SQL, so they are left out.
 */
export async function restorePostgres(
  release: string,
  serverUrl: string,
  dataDir: string,
): Promise<RestoredFixture> {
  const name = `shiftcheck_upgrade_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dump = readCompressed(fixtureFile(release, 'postgres'))
    .toString('utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(dump);
  } finally {
    await client.end();
  }
  return {
    dialect: 'postgres',
    open: () => openDatabase({ databaseUrl: url.toString() }),
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
