import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '#domain/roles';
import type { ScimFilter } from '#domain/scim/filter';
import type { Database } from '../db/types';
import { normaliseEmail } from '../users/repository';

type Executor = Kysely<Database>;

/** A person as SCIM shows them, with where they work. */
export interface ScimUserRow {
  id: string;
  email: string;
  role: Role | null;
  displayName: string | null;
  givenName: string | null;
  familyName: string | null;
  externalId: string | null;
  storeId: string | null;
  storeNumber: string | null;
  areaId: string | null;
  areaName: string | null;
  createdAt: string;
  passwordChangedAt: string | null;
  deactivatedAt: string | null;
}

function scimUsers(db: Executor) {
  return db
    .selectFrom('users')
    .leftJoin('stores', 'stores.id', 'users.store_id')
    .leftJoin('areas', 'areas.id', 'users.area_id')
    .select([
      'users.id as id',
      'users.email as email',
      'users.role as role',
      'users.display_name as displayName',
      'users.scim_given_name as givenName',
      'users.scim_family_name as familyName',
      'users.scim_external_id as externalId',
      'users.store_id as storeId',
      'stores.store_number as storeNumber',
      'users.area_id as areaId',
      'areas.name as areaName',
      'users.created_at as createdAt',
      'users.password_changed_at as passwordChangedAt',
      'users.deactivated_at as deactivatedAt',
    ]);
}

export async function findScimUser(db: Executor, id: string): Promise<ScimUserRow | null> {
  return (await scimUsers(db).where('users.id', '=', id).executeTakeFirst()) ?? null;
}

/** The column a filter compares; `userName` is the e-mail, compared as every address is. */
function conditionOf(filter: ScimFilter) {
  if (filter.attribute === 'userName') {
    return { column: 'users.email', value: normaliseEmail(filter.value) } as const;
  }
  if (filter.attribute === 'externalId') {
    return { column: 'users.scim_external_id', value: filter.value } as const;
  }
  return { column: 'users.id', value: filter.value } as const;
}

/** One page of everyone (or those the filter picks), the longest-known first. */
export async function listScimUsers(
  db: Executor,
  filter: ScimFilter | null,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: ScimUserRow[] }> {
  const condition = filter ? conditionOf(filter) : null;
  let counted = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count'));
  if (condition) counted = counted.where(condition.column, '=', condition.value);
  const total = Number((await counted.executeTakeFirstOrThrow()).count);
  if (page.limit === 0 || page.offset >= total) return { total, rows: [] };
  let query = scimUsers(db).orderBy('users.created_at').orderBy('users.id');
  if (condition) query = query.where(condition.column, '=', condition.value);
  const rows = await query.limit(page.limit).offset(page.offset).execute();
  return { total, rows };
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findStoreIdByNumber(db: Executor, storeNumber: string) {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('store_number', '=', storeNumber)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** What SCIM sets of a person (their password is not among it). */
export interface ScimUserValues {
  email: string;
  role: Role;
  storeId: string | null;
  areaId: string | null;
  displayName: string | null;
  givenName: string | null;
  familyName: string | null;
  externalId: string | null;
  deactivatedAt: string | null;
}

const columns = (values: ScimUserValues) => ({
  email: normaliseEmail(values.email),
  role: values.role,
  store_id: values.storeId,
  area_id: values.areaId,
  display_name: values.displayName,
  scim_given_name: values.givenName,
  scim_family_name: values.familyName,
  scim_external_id: values.externalId,
  deactivated_at: values.deactivatedAt,
});

export async function insertScimUser(
  db: Executor,
  values: ScimUserValues & { passwordHash: string; createdAt: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      ...columns(values),
      password_hash: values.passwordHash,
      created_at: values.createdAt,
      password_changed_at: null,
    })
    .execute();
  return id;
}

export async function updateScimUser(db: Executor, id: string, values: ScimUserValues) {
  await db.updateTable('users').set(columns(values)).where('id', '=', id).execute();
}

/** People of these roles who may still sign in: the chain must keep a super admin. */
export async function countActiveWithRoles(db: Executor, roles: readonly Role[]): Promise<number> {
  if (roles.length === 0) return 0;
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', 'in', [...roles])
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
