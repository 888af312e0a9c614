import type { Kysely } from 'kysely';
import type { RecentUser } from '../../domain/admin/api';
import type { Role } from '../../domain/roles';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** Counts for the dashboard; `storeId` narrows them to one store (global templates included). */
export async function countOverview(db: Executor, storeId: string | null) {
  const users = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
  const checklists = db.selectFrom('checklists').select((eb) => eb.fn.countAll<number>().as('n'));
  const stores = db.selectFrom('stores').select((eb) => eb.fn.countAll<number>().as('n'));
  const templates = db.selectFrom('templates').select((eb) => eb.fn.countAll<number>().as('n'));
  const [u, c, s, t] = await Promise.all(
    storeId === null
      ? [users, checklists, stores, templates].map((q) => q.executeTakeFirstOrThrow())
      : [
          users.where('store_id', '=', storeId).executeTakeFirstOrThrow(),
          checklists.where('store_id', '=', storeId).executeTakeFirstOrThrow(),
          stores.where('id', '=', storeId).executeTakeFirstOrThrow(),
          templates
            .where((eb) => eb.or([eb('store_id', 'is', null), eb('store_id', '=', storeId)]))
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
  storeId: string | null,
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
  if (storeId !== null) query = query.where('users.store_id', '=', storeId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, role: (row.role ?? 'shift-leader') as Role }));
}
