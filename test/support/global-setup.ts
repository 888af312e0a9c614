import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import {
  databaseUrl,
  dropTestDatabases,
  newRunId,
  PG_TEMPLATE_ENV,
  SQLITE_TEMPLATE_ENV,
  templateNameOf,
} from './template-database';

async function migrated(db: Db): Promise<void> {
  try {
    await migrateToLatest(db);
    // SQLite: everything into the main file, so a copy of that file alone is the database.
    if (db.dialect === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
  } finally {
    await db.close();
  }
}

/**
 * Vitest's global setup of the integration project: migrates the templates every test file's
 * database is copied from (template-database.ts), once per run, and removes them afterwards.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-template-'));
  const file = path.join(dir, 'template.db');
  await migrated(openDatabase({ sqliteFile: file }));
  process.env[SQLITE_TEMPLATE_ENV] = file;

  const serverUrl = process.env.TEST_DATABASE_URL;
  const runId = newRunId();
  if (serverUrl) {
    await dropTestDatabases(serverUrl);
    const template = templateNameOf(runId);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${template}`);
    } finally {
      await admin.end();
    }
    // Closed before any copy is made: PostgreSQL copies only a template nobody is connected to.
    await migrated(openDatabase({ databaseUrl: databaseUrl(serverUrl, template) }));
    process.env[PG_TEMPLATE_ENV] = template;
  }

  return async () => {
    delete process.env[SQLITE_TEMPLATE_ENV];
    delete process.env[PG_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl) await dropTestDatabases(serverUrl, runId);
  };
}
