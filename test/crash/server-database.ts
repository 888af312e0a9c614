import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db, type Dialect } from '#server/db/database';
import { createPostgresTestDatabase } from '#test/support/template-database';

/**
 * A database for a server run as its own process: a fresh SQLite data directory, or a fresh
 * PostgreSQL database. `env` points the real server at it; `open` gives the test its own
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
  // An empty database of its own: the server migrates it when it starts, as a new install's.
  const database = await createPostgresTestDatabase({ empty: true });
  return {
    dialect,
    dataDir,
    // DATA_DIR still holds the mail outbox; keep it out of the working tree.
    env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl: database.url }),
    destroy: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
