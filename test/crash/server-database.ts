import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type Dialect } from '#server/db/database';

/**
 * A database for a server run as its own process: a fresh SQLite data directory, or a fresh
 * PostgreSQL schema. `env` points the real server at it; `open` gives the test its own
 * connection to seed and inspect the same data.
 */
export interface ServerDatabase {
  dialect: Dialect;
  env: Record<string, string>;
  /** SQLite: the data directory (the server's DATA_DIR). */
  dataDir: string;
  open(): Db;
  destroy(): Promise<void>;
}

/**
 * node-postgres reads `options` from the connection string's query, so the real server uses the
 * schema through its ordinary DATABASE_URL, with no setting of its own for it.
 */
export function urlWithSchema(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

export async function createServerDatabase(dialect: Dialect): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-server-'));
  if (dialect === 'sqlite') {
    return {
      dialect,
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ sqliteFile: path.join(dataDir, 'shiftcheck.db') }),
      destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `crash_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    dialect,
    dataDir,
    // DATA_DIR still holds the mail outbox; keep it out of the working tree.
    env: { DATABASE_URL: urlWithSchema(url, schema), DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl: url, pgSchema: schema }),
    destroy: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
