import type { Kysely } from 'kysely';
import type { IsoDate } from '../../domain/dates';
import { parseSectionDoneAt } from '../../domain/due/shift-timing';
import type { ChecklistTimes } from '../../domain/due/on-time';
import type { Database } from '../db/types';

export interface StoreChecklistTimes extends ChecklistTimes {
  storeId: string;
}

/** When each section of the stores' checklists in [from, to] was done; null `storeIds`: all. */
export async function listChecklistTimes(
  db: Kysely<Database>,
  storeIds: readonly string[] | null,
  from: IsoDate,
  to: IsoDate,
): Promise<StoreChecklistTimes[]> {
  if (storeIds !== null && storeIds.length === 0) return [];
  let query = db
    .selectFrom('checklists')
    .select(['store_id', 'business_date', 'category', 'section_done_at'])
    .where('business_date', '>=', from)
    .where('business_date', '<=', to);
  if (storeIds !== null) query = query.where('store_id', 'in', storeIds);
  const rows = await query.execute();
  return rows.map((row) => ({
    storeId: row.store_id,
    businessDate: row.business_date,
    category: row.category,
    sectionDoneAt: parseSectionDoneAt(row.section_done_at),
  }));
}
