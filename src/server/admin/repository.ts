import type { Kysely } from 'kysely';
import type { RecentUser } from '#domain/admin/api';
import type { StoreScope } from '#domain/authz';
import { DEFAULT_ROLE } from '#domain/roles';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/**
 * The scope's stores for an `in` list (never empty, which SQL cannot express): no store has the
 * empty id. Not a NUL, which PostgreSQL refuses in text.
 */
const NONE = [''];
/** The scope's stores for an `in` list. */
const idsOf = (scope: StoreScope & { kind: 'stores' }) =>
  scope.storeIds.length > 0 ? scope.storeIds : NONE;

/** Counts for the dashboard, within the scope (a store's counts include global templates). */
export async function countOverview(db: Executor, scope: StoreScope) {
  const users = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
  // The per-store summary rows: as many as stores, however long the history.
  const checklists = db
    .selectFrom('store_checklist_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('checklists'), eb.lit(0)).as('n'));
  const stores = db.selectFrom('stores').select((eb) => eb.fn.countAll<number>().as('n'));
  const templates = db.selectFrom('templates').select((eb) => eb.fn.countAll<number>().as('n'));
  const [u, c, s, t] = await Promise.all(
    scope.kind === 'all'
      ? [users, checklists, stores, templates].map((q) => q.executeTakeFirstOrThrow())
      : [
          users.where('store_id', 'in', idsOf(scope)).executeTakeFirstOrThrow(),
          checklists.where('store_id', 'in', idsOf(scope)).executeTakeFirstOrThrow(),
          stores.where('id', 'in', idsOf(scope)).executeTakeFirstOrThrow(),
          templates
            .where((eb) => eb.or([eb('store_id', 'is', null), eb('store_id', 'in', idsOf(scope))]))
            .executeTakeFirstOrThrow(),
        ],
  );
  return {
    users: Number(u?.n),
    checklists: Number(c?.n),
    stores: Number(s?.n),
    templates: Number(t?.n),
  };
}

export async function listRecentUsers(
  db: Executor,
  scope: StoreScope,
  limit: number,
): Promise<RecentUser[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('stores', 'stores.id', 'users.store_id')
    .select([
      'users.id as id',
      'users.email as email',
      'users.display_name as displayName',
      'users.role as role',
      'stores.store_number as storeNumber',
      'users.created_at as createdAt',
    ])
    .orderBy('users.created_at', 'desc')
    .orderBy('users.email')
    .limit(limit);
  if (scope.kind === 'stores') query = query.where('users.store_id', 'in', idsOf(scope));
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, role: row.role ?? DEFAULT_ROLE }));
}
