import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { envSchema, loadConfig, ConfigError, type Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { schemaState } from '../db/migrate';
import { createMailer } from '../mail/mailer';
import { openPhotoStorage } from '../photos/storage';
import { requireWritableDataDir, usesDataDir } from '../setup/data-dir';
import { checkMail, checkPhotoStorage, type CheckResult } from '../setup/dependency-checks';
import { databaseTarget, startFailureMessage } from '../setup/start-failure';

/** Settings whose value is never printed. */
const SECRETS = new Set([
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
  'S3_SECRET_ACCESS_KEY',
  'OIDC_CLIENT_SECRET',
]);

export interface SettingLine {
  name: string;
  value: string;
  source: 'environment' | 'default' | 'unset';
  check: string;
}

export interface ConfigReport {
  ok: boolean;
  /** The one-line refusal when the settings do not even parse; the lines are then not checked. */
  invalid: string | null;
  lines: SettingLine[];
}

/** A URL with its password, if any, replaced by stars. */
function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

function shown(name: string, value: string | undefined, fallback: unknown): string {
  if (value === undefined) return fallback === undefined ? '' : String(fallback);
  if (SECRETS.has(name)) return '***';
  return /_URL$/.test(name) ? withoutPassword(value) : value;
}

const said = (result: CheckResult | null, what: string): string => {
  if (result === null) return 'valid';
  if (result.state === 'ok') return `ok: ${what}`;
  return `${result.state === 'failing' ? 'FAILED' : 'WARNING'}: ${result.reason}`;
};

async function databaseCheck(config: Config): Promise<{ check: string; ok: boolean }> {
  const sqliteFile = path.resolve(config.dataDir, 'shiftcheck.db');
  if (!config.databaseUrl && !existsSync(sqliteFile)) {
    return { ok: true, check: `ok: no database yet at ${sqliteFile}: the first start makes it` };
  }
  let db: Db | null = null;
  try {
    db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile });
    const version = config.databaseUrl
      ? (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db.kysely))
          .rows[0]?.v
      : null;
    const state = await schemaState(db);
    const where = config.databaseUrl
      ? `PostgreSQL ${version ?? ''} at ${databaseTarget(config.databaseUrl)}`
      : `SQLite at ${db.location}`;
    if (state.unknown.length > 0) {
      return {
        ok: false,
        check: `FAILED: ${where} was upgraded by a newer version of ShiftCheck (${state.unknown.join(', ')}): run that version`,
      };
    }
    const schema =
      state.current === null
        ? 'empty: the first start makes it'
        : state.pending.length > 0
          ? `at ${state.current}; the next start upgrades it to ${state.newest}`
          : `at ${state.current}, this version's newest`;
    return { ok: true, check: `ok: ${where}, ${schema}` };
  } catch (error) {
    const line =
      startFailureMessage('database', error, config) ??
      `DATA_DIR: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, check: `FAILED: ${line.replace(/^Invalid configuration: /, '')}` };
  } finally {
    await db?.close();
  }
}

/**
 * `npm run admin -- config check`: every setting the server reads, where its value comes from,
 * and whether it works: the database answers (and at which migration), DATA_DIR takes files, the
 * SMTP server answers, the S3 bucket takes a file, PUBLIC_URL is an http(s) address.
 */
export async function checkConfig(env: NodeJS.ProcessEnv): Promise<ConfigReport> {
  const names = Object.keys(envSchema.shape);
  const given = (name: string) => (env[name] === '' ? undefined : env[name]);
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const lines = names.map((name) => ({
      name,
      value: shown(name, given(name), undefined),
      source: given(name) === undefined ? ('unset' as const) : ('environment' as const),
      check: '',
    }));
    return { ok: false, invalid: error.message, lines };
  }
  const parsed = envSchema.parse(
    Object.fromEntries(names.flatMap((name) => (given(name) ? [[name, given(name)]] : []))),
  );
  const checks = new Map<string, { check: string; ok: boolean }>();
  try {
    if (usesDataDir(config)) requireWritableDataDir(config);
    const database = await databaseCheck(config);
    checks.set(config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR', database);
    if (config.databaseUrl && usesDataDir(config)) {
      checks.set('DATA_DIR', { ok: true, check: 'ok: takes files' });
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const reason = error.message.replace(/^Invalid configuration: DATA_DIR /, '');
    checks.set('DATA_DIR', { ok: false, check: `FAILED: ${reason}` });
  }
  if (config.smtpUrl) {
    const result = await checkMail(createMailer(config));
    checks.set('SMTP_URL', {
      ok: result.state === 'ok',
      check: said(result, 'the server answers and takes the login'),
    });
  }
  if (config.s3) {
    const result = await checkPhotoStorage(openPhotoStorage(config));
    checks.set('S3_BUCKET', {
      ok: result.state === 'ok',
      check: said(result, 'a file was written and removed'),
    });
  }
  if (config.publicUrl) {
    checks.set('PUBLIC_URL', {
      ok: true,
      check: `ok: links in e-mails point at ${config.publicUrl}`,
    });
  }
  const values = new Map<string, unknown>(Object.entries(parsed));
  const lines = names.map((name): SettingLine => {
    const value = given(name);
    const fallback = values.get(name);
    return {
      name,
      value: shown(name, value, fallback),
      source: value !== undefined ? 'environment' : fallback !== undefined ? 'default' : 'unset',
      check: checks.get(name)?.check ?? (value === undefined ? '' : 'valid'),
    };
  });
  return { ok: [...checks.values()].every((c) => c.ok), invalid: null, lines };
}

/** The report as a table a person reads in a terminal. */
export function formatConfigReport(report: ConfigReport): string[] {
  const width = (key: keyof SettingLine) => Math.max(...report.lines.map((l) => l[key].length));
  // A long value (a URL) pushes its own line's columns along rather than widening every line.
  const [name, value, source] = [width('name'), Math.min(width('value'), 32), width('source')];
  const lines = report.lines.map((line) =>
    `${line.name.padEnd(name)}  ${line.value.padEnd(value)}  ${line.source.padEnd(source)}  ${line.check}`.trimEnd(),
  );
  if (report.invalid) lines.push('', report.invalid);
  else
    lines.push(
      '',
      report.ok ? 'Configuration works.' : 'Configuration has problems: see FAILED above.',
    );
  return lines;
}
