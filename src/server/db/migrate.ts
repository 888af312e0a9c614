import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Dialect } from './database';
import * as accounts from './migrations/001-accounts';
import * as checklists from './migrations/002-checklists';
import * as idempotency from './migrations/003-idempotency';
import * as passwordResets from './migrations/007-password-resets';
import * as templateVersions from './migrations/008-template-versions';
import * as idempotencyRequest from './migrations/009-idempotency-request';
import * as chainScale from './migrations/012-chain-scale';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** One ordered migration set for both dialects; names never change once released. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-accounts': accounts,
  '002-checklists': checklists,
  '003-idempotency': idempotency,
  '007-password-resets': passwordResets,
  '008-template-versions': templateVersions,
  '009-idempotency-request': idempotencyRequest,
  '012-chain-scale': chainScale,
};

class InlineProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [
        name,
        { up: (db: Kysely<unknown>) => m.up(db, this.dialect) },
      ]),
    );
  }
}

/** The schema PostgreSQL resolves unqualified names to (the search_path's first). */
async function currentSchema(db: Db): Promise<string> {
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    db.kysely,
  );
  const schema = result.rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check the search_path');
  return schema;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: new InlineProvider(db.dialect),
    // Unless told a schema, Kysely looks for its bookkeeping tables in every schema of the
    // database, finds another schema's (parallel test runs, shared servers) and never
    // creates its own.
    ...(db.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
