import { sql, type Kysely } from 'kysely';
import type { Db } from '#server/db/database';
import type { Database } from '#server/db/types';

/**
 * What "the database is unchanged" means for a refused request: every table of `Database`,
 * in primary-key order, except bookkeeping a refusal is meant to write or that changes on any
 * use. Typed against `Database`, so a new table must be placed here before this compiles.
 */
const EMAIL_PROGRESS = ['email_state', 'email_attempts', 'emailed_at'];

const TABLES: Record<keyof Database, { key: readonly string[]; skip?: readonly string[] } | null> =
  {
    areas: { key: ['id'] },
    stores: { key: ['id'] },
    store_shifts: { key: ['store_id', 'category'] },
    users: { key: ['id'] },
    // last_seen_at is touched by any signed-in request; creating or ending sessions is compared.
    sessions: { key: ['token_hash'], skip: ['last_seen_at'] },
    // A refused sign-in or reset request is counted here on purpose: it is the rate limit.
    sign_in_failures: null,
    store_tablets: { key: ['id'], skip: ['last_used_at'] },
    tablet_pairings: { key: ['code_hash'] },
    user_pins: { key: ['user_id'] },
    templates: { key: ['id'] },
    template_items: { key: ['id'] },
    checklists: { key: ['id'] },
    checklist_items: { key: ['id'] },
    readings: { key: ['id'] },
    actions: { key: ['id'] },
    day_sign_offs: { key: ['id'] },
    store_reviews: { key: ['id'] },
    shift_targets: { key: ['id'] },
    checklist_events: { key: ['id'] },
    checklist_photos: { key: ['id'] },
    idempotency_keys: { key: ['user_id', 'key'] },
    password_reset_tokens: { key: ['token_hash'] },
    // A sign-in remembers the browser; nothing refused may add one.
    known_devices: { key: ['token_hash'], skip: ['last_used_at'] },
    // The e-mail sender works through waiting e-mails after the answer that queued them, so
    // its progress may land while a later request is refused; which e-mails exist is compared.
    notifications: { key: ['id'], skip: EMAIL_PROGRESS },
    notification_preferences: { key: ['user_id', 'kind'] },
    contractor_emails: { key: ['id'], skip: EMAIL_PROGRESS },
    store_checklist_counts: { key: ['store_id'] },
    store_days: { key: ['store_id', 'business_date'] },
    record_signals: { key: ['id'] },
    signal_settings: { key: ['id'] },
    signal_sweeps: { key: ['id'] },
    deleted_checklists: { key: ['id'] },
    app_settings: { key: ['key'] },
    // A SCIM request marks its token used, at most once a minute; which tokens exist is compared.
    scim_tokens: { key: ['id'], skip: ['last_used_at'] },
    // A refused single sign-on may use up its request (it is used once, whatever the answer).
    sso_requests: null,
    sso_mappings: { key: ['id'] },
    user_two_factor: { key: ['user_id'] },
    two_factor_recovery_codes: { key: ['user_id', 'code_hash'] },
    two_factor_challenges: { key: ['token_hash'] },
    // A request marks its API token used, at most once a minute; which tokens exist is compared.
    api_tokens: { key: ['id'], skip: ['last_used_at'] },
    // A refused sign-in is recorded here on purpose, like its count in sign_in_failures.
    audit_log: null,
    store_retention: { key: ['store_id'] },
    // The daily sweep claims its day here whatever any request answers.
    retention_sweeps: null,
    erased_people: { key: ['user_id'] },
    webhook_subscriptions: { key: ['id'] },
    // Sent after the change and retried by the clock: what a request changed is its rows' count.
    webhook_deliveries: {
      key: ['id'],
      skip: [
        'attempts',
        'next_attempt_at',
        'claimed_until',
        'last_attempt_at',
        'response_status',
        'error',
        'delivered_at',
        'status',
      ],
    },
  };

const COMPARED = Object.entries(TABLES).flatMap(([table, spec]) =>
  spec ? [{ table, ...spec }] : [],
);
export const UNCOMPARED = Object.entries(TABLES)
  .filter(([, spec]) => !spec)
  .map(([table]) => table);

const LOG = 'fuzz_change_log';

async function columnsOf(db: Kysely<Database>, table: string): Promise<string[]> {
  const tables = await db.introspection.getTables();
  const found = tables.find((t) => t.name === table);
  if (!found) throw new Error(`table ${table} is missing`);
  return found.columns.map((c) => c.name);
}

/**
 * A change log kept by triggers: one row per inserted, deleted or really changed row of every
 * compared table (an update writing the same values is no change; skipped columns are
 * ignored). It lives in the test's own database and costs one query per request to read, so
 * every refused request can be checked; a rolled-back write leaves nothing in it.
 */
export async function installChangeLog(db: Db): Promise<void> {
  const k = db.kysely;
  const postgres = db.dialect === 'postgres';
  await sql
    .raw(
      postgres
        ? `create table ${LOG} (id bigserial primary key, tbl text not null, op text not null)`
        : `create table ${LOG} (id integer primary key autoincrement, tbl text not null, op text not null)`,
    )
    .execute(k);
  if (postgres) {
    await sql
      .raw(
        `create function fuzz_log_change() returns trigger language plpgsql as $$
         begin insert into ${LOG} (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`,
      )
      .execute(k);
  }
  for (const { table, skip = [] } of COMPARED) {
    const columns = (await columnsOf(k, table)).filter((c) => !skip.includes(c));
    const changed = columns
      .map((c) =>
        postgres ? `old."${c}" is distinct from new."${c}"` : `old."${c}" is not new."${c}"`,
      )
      .join(' or ');
    const statements = postgres
      ? [
          `create trigger fuzz_${table}_write after insert or delete on ${table}
           for each row execute function fuzz_log_change()`,
          `create trigger fuzz_${table}_update after update on ${table}
           for each row when (${changed}) execute function fuzz_log_change()`,
        ]
      : (['insert', 'delete'] as const)
          .map(
            (op) => `create trigger fuzz_${table}_${op} after ${op} on ${table}
             begin insert into ${LOG} (tbl, op) values ('${table}', '${op}'); end`,
          )
          .concat(
            `create trigger fuzz_${table}_update after update on ${table} when ${changed}
             begin insert into ${LOG} (tbl, op) values ('${table}', 'update'); end`,
          );
    for (const statement of statements) await sql.raw(statement).execute(k);
  }
}

/** The newest entry of the change log: equal before and after means nothing changed. */
export async function changeMark(db: Db): Promise<number> {
  const { rows } = await sql<{ id: number | string | null }>`select max(id) as id from ${sql.table(
    LOG,
  )}`.execute(db.kysely);
  return Number(rows[0]?.id ?? 0);
}

/** What changed after `mark`, for the failure message. */
export async function changesSince(db: Db, mark: number): Promise<string[]> {
  const { rows } = await sql<{ tbl: string; op: string }>`select tbl, op from ${sql.table(
    LOG,
  )} where id > ${mark} order by id`.execute(db.kysely);
  return rows.map((row) => `${row.op.toLowerCase()} ${row.tbl}`);
}

/** Every compared table in full, in primary-key order: the dump a refused request must keep. */
export async function dumpTables(db: Db): Promise<Map<string, string>> {
  const dump = new Map<string, string>();
  for (const { table, key, skip = [] } of COMPARED) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
      table,
    )} order by ${sql.join(key.map((c) => sql.ref(c)))}`.execute(db.kysely);
    for (const row of rows) for (const column of skip) delete row[column];
    dump.set(table, JSON.stringify(rows));
  }
  return dump;
}

/** The tables whose contents differ between two dumps. */
export function differingTables(before: Map<string, string>, after: Map<string, string>) {
  return [...before.keys()].filter((table) => before.get(table) !== after.get(table));
}
