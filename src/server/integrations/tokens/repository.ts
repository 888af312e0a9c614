import type { Kysely } from 'kysely';
import { API_SCOPES, type ApiScope } from '#domain/authz/api-token';
import type { ApiToken } from '#domain/integrations/api-tokens';
import { personName } from '#domain/checklists/summary';
import type { Database } from '../../db/types';

type Executor = Kysely<Database>;

const isScope = (value: unknown): value is ApiScope => API_SCOPES.some((scope) => scope === value);

/** The stored JSON array of scopes, keeping only scopes this version knows. */
export function scopesOf(json: string): ApiScope[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter(isScope) : [];
}

/** Which tokens a list shows: all, or those reaching these stores or this area. */
export type TokenVisibility =
  { kind: 'all' } | { kind: 'reach'; storeIds: readonly string[]; areaId: string | null };

function tokensQuery(db: Executor) {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.created_by')
    .leftJoin('stores as s', 's.id', 't.store_id')
    .leftJoin('areas as a', 'a.id', 't.area_id')
    .select([
      't.id',
      't.name',
      't.scopes',
      't.store_id as storeId',
      's.name as storeName',
      's.store_number as storeNumber',
      't.area_id as areaId',
      'a.name as areaName',
      't.created_by as createdById',
      'u.display_name as createdByDisplayName',
      'u.email as createdByEmail',
      't.created_at as createdAt',
      't.expires_at as expiresAt',
      't.last_used_at as lastUsedAt',
    ]);
}

type TokenRow = Awaited<ReturnType<ReturnType<typeof tokensQuery>['executeTakeFirstOrThrow']>>;

function tokenOf(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes),
    storeId: row.storeId,
    storeName: row.storeName === null ? null : `${row.storeNumber ?? ''} ${row.storeName}`.trim(),
    areaId: row.areaId,
    areaName: row.areaName,
    createdById: row.createdById,
    createdByName: personName({ displayName: row.createdByDisplayName, email: row.createdByEmail }),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
  };
}

/** The tokens a person may see, the newest first. */
export async function listApiTokens(db: Executor, visible: TokenVisibility): Promise<ApiToken[]> {
  let query = tokensQuery(db);
  if (visible.kind === 'reach') {
    const { storeIds, areaId } = visible;
    query = query.where((eb) =>
      eb.or([
        ...(storeIds.length > 0 ? [eb('t.store_id', 'in', storeIds)] : []),
        ...(areaId !== null ? [eb('t.area_id', '=', areaId)] : []),
        eb.lit(false),
      ]),
    );
  }
  const rows = await query.orderBy('t.created_at', 'desc').orderBy('t.id').execute();
  return rows.map(tokenOf);
}

export async function findApiToken(db: Executor, id: string): Promise<ApiToken | null> {
  const row = await tokensQuery(db).where('t.id', '=', id).executeTakeFirst();
  return row ? tokenOf(row) : null;
}

export async function insertApiToken(
  db: Executor,
  token: {
    id: string;
    name: string;
    tokenHash: string;
    scopes: readonly ApiScope[];
    storeId: string | null;
    areaId: string | null;
    createdBy: string;
    now: string;
    expiresAt: string | null;
  },
): Promise<void> {
  await db
    .insertInto('api_tokens')
    .values({
      id: token.id,
      name: token.name,
      token_hash: token.tokenHash,
      scopes: JSON.stringify(token.scopes),
      store_id: token.storeId,
      area_id: token.areaId,
      created_by: token.createdBy,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

export async function deleteApiToken(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('api_tokens').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A token by the hash of what the integration sends, with its maker as they are now. */
export async function findTokenForBearer(db: Executor, tokenHash: string) {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.created_by')
    .select([
      't.id',
      't.name',
      't.scopes',
      't.store_id as storeId',
      't.area_id as areaId',
      't.expires_at as expiresAt',
      't.last_used_at as lastUsedAt',
      'u.id as userId',
      'u.email',
      'u.display_name as displayName',
      'u.role',
      'u.store_id as userStoreId',
      'u.area_id as userAreaId',
      'u.created_at as userCreatedAt',
      'u.locale',
      'u.deactivated_at as deactivatedAt',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A store as a session user carries it: number, name, language, clock. */
export async function storeForToken(db: Executor, storeId: string) {
  return db
    .selectFrom('stores')
    .select(['id', 'store_number as storeNumber', 'name', 'locale', 'clock', 'area_id as areaId'])
    .where('id', '=', storeId)
    .executeTakeFirst();
}

/** An area's name and stores. */
export async function areaForToken(db: Executor, areaId: string) {
  const area = await db
    .selectFrom('areas')
    .select(['id', 'name'])
    .where('id', '=', areaId)
    .executeTakeFirst();
  if (!area) return null;
  const stores = await db.selectFrom('stores').select('id').where('area_id', '=', areaId).execute();
  return { ...area, storeIds: stores.map((store) => store.id) };
}

export async function touchApiToken(db: Executor, id: string, now: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}
