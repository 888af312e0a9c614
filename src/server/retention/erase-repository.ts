import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/**
 * Columns that name a person beside the column of their account's id: only the erased
 * person's rows (or rows naming nobody's account) are theirs to replace.
 */
export const NAMED_BY_ID: readonly { table: string; name: string; id: string }[] = [
  { table: 'checklist_events', name: 'user_name', id: 'user_id' },
  { table: 'readings', name: 'user_name', id: 'user_id' },
  { table: 'day_sign_offs', name: 'user_name', id: 'user_id' },
  { table: 'store_reviews', name: 'user_name', id: 'user_id' },
  { table: 'checklists', name: 'feedback_user_name', id: 'feedback_user_id' },
  { table: 'actions', name: 'opened_by_name', id: 'opened_by' },
  { table: 'actions', name: 'owner_name', id: 'owner_user_id' },
  { table: 'actions', name: 'owner_email', id: 'owner_user_id' },
  { table: 'record_signals', name: 'explained_by_name', id: 'explained_by' },
  { table: 'deleted_checklists', name: 'deleted_by_name', id: 'deleted_by' },
  { table: 'audit_log', name: 'actor_name', id: 'actor_id' },
  { table: 'audit_log', name: 'target_name', id: 'target_id' },
];

/** Tables the erasure changes itself (the account) or that hold nothing but the account's. */
const NOT_SCANNED = new Set(['users', 'erased_people']);

export interface TextColumn {
  table: string;
  column: string;
  /** The account-id column beside it, when the column names that account's person. */
  idColumn: string | null;
  /** The table has a checklist_id (or is checklists): a changed row changes that checklist. */
  checklistColumn: string | null;
}

/** Every column that may hold text (names, e-mails, JSON), read from the database itself. */
export async function textColumns(db: Executor): Promise<TextColumn[]> {
  const tables = await db.introspection.getTables();
  const found: TextColumn[] = [];
  for (const table of tables) {
    if (NOT_SCANNED.has(table.name)) continue;
    const names = new Set(table.columns.map((column) => column.name));
    const checklistColumn =
      table.name === 'checklists' ? 'id' : names.has('checklist_id') ? 'checklist_id' : null;
    for (const column of table.columns) {
      const type = column.dataType.toLowerCase();
      if (!/text|char|clob/.test(type)) continue;
      if (/(^id$|_id$|_hash$|_at$|^key$)/.test(column.name)) continue;
      const pair = NAMED_BY_ID.find((p) => p.table === table.name && p.name === column.name);
      found.push({
        table: table.name,
        column: column.name,
        idColumn: pair?.id ?? null,
        checklistColumn,
      });
    }
  }
  return found;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The distinct values of a column holding any of the texts (any case), with their checklists. */
export async function valuesHolding(
  db: Executor,
  column: TextColumn,
  texts: readonly string[],
  userId: string,
): Promise<{ value: string; checklistId: string | null }[]> {
  const ref = sql.ref(column.column);
  const holds = texts.flatMap((text) => [
    sql<boolean>`${ref} like ${likePattern(text)} escape '\\'`,
    sql<boolean>`lower(${ref}) like ${likePattern(text.toLowerCase())} escape '\\'`,
  ]);
  const checklist = column.checklistColumn ? sql.ref(column.checklistColumn) : sql`null`;
  const guard = column.idColumn
    ? sql`and (${sql.ref(column.idColumn)} is null or ${sql.ref(column.idColumn)} = ${userId})`
    : sql``;
  const result = await sql<{ value: string; checklist_id: string | null }>`
    select distinct ${ref} as value, ${checklist} as checklist_id
    from ${sql.table(column.table)}
    where (${sql.join(holds, sql` or `)}) ${guard}`.execute(db);
  return result.rows.map((row) => ({ value: row.value, checklistId: row.checklist_id }));
}

/** Writes a value's replacement wherever the column holds exactly it (within the guard). */
export async function replaceValue(
  trx: Executor,
  column: TextColumn,
  from: string,
  to: string,
  userId: string,
): Promise<void> {
  const ref = sql.ref(column.column);
  const guard = column.idColumn
    ? sql`and (${sql.ref(column.idColumn)} is null or ${sql.ref(column.idColumn)} = ${userId})`
    : sql``;
  await sql`update ${sql.table(column.table)} set ${ref} = ${to}
    where ${ref} = ${from} ${guard}`.execute(trx);
}

/** The names a person went by in the records linked to their account (kept "as then"). */
export async function namesLinkedTo(db: Executor, userId: string): Promise<string[]> {
  const names = new Set<string>();
  for (const pair of NAMED_BY_ID) {
    if (pair.name === 'owner_email') continue;
    const rows = await sql<{ name: string | null }>`
      select distinct ${sql.ref(pair.name)} as name from ${sql.table(pair.table)}
      where ${sql.ref(pair.id)} = ${userId}`.execute(db);
    for (const row of rows.rows) if (row.name) names.add(row.name);
  }
  return [...names];
}

/** Sets the pseudonym in every column that names the person by their account's id. */
export async function renameLinked(
  trx: Executor,
  userId: string,
  pseudonym: string,
  erasedEmail: string,
): Promise<void> {
  for (const pair of NAMED_BY_ID) {
    const value = pair.name === 'owner_email' ? erasedEmail : pseudonym;
    await sql`update ${sql.table(pair.table)} set ${sql.ref(pair.name)} = ${value}
      where ${sql.ref(pair.id)} = ${userId} and ${sql.ref(pair.name)} is not null`.execute(trx);
  }
}

/** A new version for each checklist whose rows changed: no kept document shows the old name. */
export async function bumpChecklists(trx: Executor, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .updateTable('checklists')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}

/** Ends every way the account had in, and what was theirs alone. */
export async function deleteAccessOf(trx: Executor, userId: string): Promise<void> {
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_pins').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  await trx.deleteFrom('known_devices').where('user_id', '=', userId).execute();
  await trx.deleteFrom('api_tokens').where('created_by', '=', userId).execute();
  await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notifications').where('recipient_id', '=', userId).execute();
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
}

export async function pseudonymiseAccount(
  trx: Executor,
  userId: string,
  account: { pseudonym: string; email: string; passwordHash: string; at: string },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      email: account.email,
      display_name: account.pseudonym,
      password_hash: account.passwordHash,
      sso_subject: null,
      scim_external_id: null,
      scim_given_name: null,
      scim_family_name: null,
      locale: null,
    })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({ deactivated_at: account.at })
    .where('id', '=', userId)
    .where('deactivated_at', 'is', null)
    .execute();
  await trx
    .insertInto('erased_people')
    .values({ user_id: userId, pseudonym: account.pseudonym, erased_at: account.at })
    .execute();
}

export async function findErasure(db: Executor, userId: string) {
  return db
    .selectFrom('erased_people')
    .select(['pseudonym', 'erased_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
