import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '#domain/dates';
import type { StorePeriod } from '../records/repository';
import type { Database } from '../db/types';

/** How many readings a day of the log holds, and how many of them were outside their limits. */
export interface ReadingDay {
  businessDate: IsoDate;
  readings: number;
  outside: number;
}

/**
 * The days of the period that have readings, in date order, with their counts: the log's totals
 * before its first line, and the days it reads one at a time. One indexed read
 * (readings_store_date_idx); the rows counted are the ones the log lists (records/repository.ts
 * joins each reading to its checklist and item the same way).
 */
export async function listReadingDays(
  db: Kysely<Database>,
  period: StorePeriod,
): Promise<ReadingDay[]> {
  const rows = await db
    .selectFrom('readings as r')
    .innerJoin('checklists as c', 'c.id', 'r.checklist_id')
    .innerJoin('checklist_items as i', 'i.id', 'r.item_id')
    .select([
      'r.business_date as businessDate',
      (eb) => eb.fn.countAll<number | string>().as('readings'),
      // SQLite keeps booleans as 0/1 (sqlite-boolean-plugin.ts); `case when` reads both alike.
      sql<number | string>`sum(case when r.within then 0 else 1 end)`.as('outside'),
    ])
    .where('r.store_id', '=', period.storeId)
    .where('r.business_date', '>=', period.from)
    .where('r.business_date', '<=', period.to)
    .groupBy('r.business_date')
    .orderBy('r.business_date')
    .execute();
  return rows.map((row) => ({
    businessDate: String(row.businessDate).slice(0, 10),
    readings: Number(row.readings),
    outside: Number(row.outside),
  }));
}
