import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Dialect } from './database';
import * as accounts from './migrations/001-accounts';
import * as checklists from './migrations/002-checklists';
import * as idempotency from './migrations/003-idempotency';
import * as passwordResets from './migrations/007-password-resets';
import * as templateVersions from './migrations/008-template-versions';
import * as idempotencyRequest from './migrations/009-idempotency-request';
import * as dueTimes from './migrations/010-due-times-and-notifications';
import { restoreSafetyCopy, safetyCopyPath, takeSafetyCopy } from './safety-copy';
import * as photos from './migrations/011-photos';
import * as chainScale from './migrations/012-chain-scale';
import * as sectionDoneColumns from './migrations/013-section-done-columns';
import * as storeRevision from './migrations/014-store-revision';
import * as knownDevices from './migrations/015-known-devices';
import * as targetsNotAchieved from './migrations/016-targets-not-achieved';
import * as deletedChecklists from './migrations/017-deleted-checklists';
import * as takeOver from './migrations/018-take-over';
import * as languages from './migrations/019-languages';
import * as storeLocaleRevision from './migrations/020-store-locale-revision';
import * as itemTranslations from './migrations/021-item-translations';
import * as storeFormats from './migrations/022-store-formats';
import * as readings from './migrations/023-readings';
import * as signOffs from './migrations/024-sign-offs';
import * as readingsOutside from './migrations/025-readings-outside';
import * as readingsByStoreDay from './migrations/026-readings-by-store-day';
import * as actions from './migrations/027-actions';
import * as contractorEmails from './migrations/028-contractor-emails';
import * as areas from './migrations/029-areas';
import * as storeDays from './migrations/030-store-days';
import * as recordSignals from './migrations/031-record-signals';
import * as storeTablets from './migrations/032-store-tablets';
import * as appSettings from './migrations/033-app-settings';
import * as twoFactor from './migrations/034-two-factor';
import * as singleSignOn from './migrations/035-single-sign-on';
import * as scim from './migrations/036-scim';
import * as integrations from './migrations/037-integrations';
import * as retention from './migrations/038-retention';
import * as webhooks from './migrations/039-webhooks';

export type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** One ordered migration set for both dialects; names never change once released. */
export const MIGRATIONS: Readonly<Record<string, DialectMigration>> = {
  '001-accounts': accounts,
  '002-checklists': checklists,
  '003-idempotency': idempotency,
  '007-password-resets': passwordResets,
  '008-template-versions': templateVersions,
  '009-idempotency-request': idempotencyRequest,
  '010-due-times-and-notifications': dueTimes,
  '011-photos': photos,
  '012-chain-scale': chainScale,
  '013-section-done-columns': sectionDoneColumns,
  '014-store-revision': storeRevision,
  '015-known-devices': knownDevices,
  '016-targets-not-achieved': targetsNotAchieved,
  '017-deleted-checklists': deletedChecklists,
  '018-take-over': takeOver,
  '019-languages': languages,
  '020-store-locale-revision': storeLocaleRevision,
  '021-item-translations': itemTranslations,
  '022-store-formats': storeFormats,
  '023-readings': readings,
  '024-sign-offs': signOffs,
  '025-readings-outside': readingsOutside,
  '026-readings-by-store-day': readingsByStoreDay,
  '027-actions': actions,
  '028-contractor-emails': contractorEmails,
  '029-areas': areas,
  '030-store-days': storeDays,
  '031-record-signals': recordSignals,
  '032-store-tablets': storeTablets,
  '033-app-settings': appSettings,
  '034-two-factor': twoFactor,
  '035-single-sign-on': singleSignOn,
  '036-scim': scim,
  '037-integrations': integrations,
  '038-retention': retention,
  '039-webhooks': webhooks,
};

function released(before: string | undefined): Readonly<Record<string, DialectMigration>> {
  if (before === undefined) return MIGRATIONS;
  return Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < before));
}

class InlineProvider implements MigrationProvider {
  constructor(
    private readonly dialect: Dialect,
    private readonly migrations: Readonly<Record<string, DialectMigration>>,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(this.migrations).map(([name, m]) => [
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

/** An upgrade that did not happen; the message says what was done about the data. */
export class MigrationError extends Error {}

export interface MigrateOptions {
  /** Migrations after the released ones (tests add one that fails). */
  extra?: Readonly<Record<string, DialectMigration>>;
  /** Only the released migrations named before this one: the database an older release left. */
  before?: string;
  now?: Date;
}

export interface MigrationReport {
  applied: string[];
  /** SQLite: the copy of the database taken before the upgrade. */
  safetyCopy: string | null;
}

function failureMessage(db: Db, name: string, reason: string, copy: string | null): string {
  const newer = /previously executed migration (\S+) is missing/.exec(reason)?.[1];
  if (newer) {
    return `The database was upgraded by a newer version of ShiftCheck (it has migration ${newer}, which this version does not know). Nothing was changed. Start the newer version, or restore a backup taken before that upgrade.`;
  }
  const failed = `Database migration ${name} failed: ${reason}.`;
  const advice = 'Start the previous version of ShiftCheck again, or report this error.';
  if (db.dialect === 'postgres') {
    return `${failed} Nothing was changed: the upgrade ran in one transaction, which was rolled back. ${advice}`;
  }
  if (copy) {
    return `${failed} The database was put back as it was before the upgrade (from the copy ${copy}). ${advice}`;
  }
  return failed;
}

/**
 * Brings the database to the newest migration. On PostgreSQL every pending migration runs in
 * one transaction (Kysely's migrator, with an advisory lock so instances starting together take
 * turns). On SQLite migrations run outside a transaction (a table rebuild must switch foreign
 * keys off, which SQLite ignores inside one), so a database that already holds data is copied
 * first and put back if a migration fails. Either way a failure leaves the data as it was
 * and throws a MigrationError saying so (the SQLite connection is closed by then).
 */
export async function migrateToLatest(
  db: Db,
  options: MigrateOptions = {},
): Promise<MigrationReport> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: new InlineProvider(db.dialect, { ...released(options.before), ...options.extra }),
    // Unless told a schema, Kysely looks for its bookkeeping tables in every schema of the
    // database, finds another schema's (parallel test runs, shared servers) and never
    // creates its own.
    ...(db.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const known = await migrator.getMigrations();
  const pending = known.filter((m) => m.executedAt === undefined);
  const holdsData = known.some((m) => m.executedAt !== undefined);
  let safetyCopy: string | null = null;
  if (db.dialect === 'sqlite' && pending[0] && holdsData && db.location !== ':memory:') {
    safetyCopy = safetyCopyPath(db.location, pending[0].name, options.now ?? new Date());
    await takeSafetyCopy(db.location, safetyCopy);
  }
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    if (safetyCopy) {
      await db.close();
      restoreSafetyCopy(db.location, safetyCopy);
    }
    const name = failed?.migrationName ?? '(before any migration ran)';
    throw new MigrationError(failureMessage(db, name, reason, safetyCopy));
  }
  const applied = (results ?? []).map((r) => r.migrationName);
  return { applied, safetyCopy };
}

/** Which migrations a database has run against the ones this version knows. */
export interface SchemaState {
  /** The newest migration this version knows. */
  newest: string;
  /** The newest the database has run that this version knows; null for an empty database. */
  current: string | null;
  /** Known to this version and not yet run: the server runs them when it starts. */
  pending: string[];
  /** Run by a newer version of ShiftCheck, unknown to this one. */
  unknown: string[];
}

/** Reads Kysely's migration table, where it exists; an empty database has run none. */
export async function schemaState(db: Db): Promise<SchemaState> {
  const names = Object.keys(MIGRATIONS).sort();
  let ran: string[] = [];
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
      db.kysely,
    );
    ran = rows.map((row) => row.name).sort();
  } catch (error) {
    if (!/kysely_migration|no such table|does not exist/i.test(String(error))) throw error;
  }
  const known = new Set(names);
  const done = new Set(ran);
  return {
    newest: names.at(-1) ?? '',
    current: ran.filter((name) => known.has(name)).at(-1) ?? null,
    pending: names.filter((name) => !done.has(name)),
    unknown: ran.filter((name) => !known.has(name)),
  };
}
