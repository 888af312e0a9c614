import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export async function findChecklistStoreId(
  db: Kysely<Database>,
  checklistId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('checklists')
    .select('store_id')
    .where('id', '=', checklistId)
    .executeTakeFirst();
  return row?.store_id ?? null;
}
