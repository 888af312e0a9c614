import { sql, type Kysely } from 'kysely';
import type { StoreScope } from '#domain/authz';
import type { IsoDate } from '#domain/dates';
import type { ShiftCategory } from '#domain/shifts';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** The checklists of one shift category on one business date, as the database sums them. */
export interface ShiftDayAggregate {
  businessDate: IsoDate;
  category: ShiftCategory;
  count: number;
  /** Summed, not averaged, so days and weeks can be weighted exactly from these rows. */
  progressSum: number;
  openIssues: number;
  /** progress = 100 */
  fullyCompleted: number;
  /** progress = 100 and no unresolved failure */
  completeAndResolved: number;
  /** at least one unresolved failure */
  withIssues: number;
  /** The checklist's id when it is the only one in the group. */
  checklistId: string | null;
}

export interface AggregateRange {
  scope: StoreScope;
  from: IsoDate;
  to: IsoDate;
}

/**
 * One row per (business date, shift) with checklists in [from, to]: a week is at most 28 rows
 * and a month grid 168, whatever the number of stores or items. The range scan uses the
 * unique (store_id, business_date, category) index when a store is given.
 */
export async function aggregateShiftDays(
  db: Executor,
  range: AggregateRange,
): Promise<ShiftDayAggregate[]> {
  const { scope } = range;
  if (scope.kind === 'stores' && scope.storeIds.length === 0) return [];
  let query = db
    .selectFrom('checklists')
    .select((eb) => {
      const countWhen = (condition: Parameters<typeof eb.case>[0]) =>
        eb.fn.sum<number>(eb.case().when(condition).then(1).else(0).end());
      return [
        'business_date',
        'category',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('progress').as('progress_sum'),
        eb.fn.sum<number>('open_issues').as('open_issues'),
        countWhen(eb('progress', '=', 100)).as('fully_completed'),
        countWhen(eb.and([eb('progress', '=', 100), eb('open_issues', '=', 0)])).as(
          'complete_and_resolved',
        ),
        countWhen(eb('open_issues', '>', 0)).as('with_issues'),
        eb.fn.max('id').as('any_id'),
      ];
    })
    .where('business_date', '>=', range.from)
    .where('business_date', '<=', range.to)
    .groupBy(['business_date', 'category'])
    .orderBy('business_date')
    .orderBy('category');
  if (scope.kind === 'stores') query = query.where('store_id', 'in', scope.storeIds);
  const rows = await query.execute();
  // PostgreSQL sums integers as bigint, which the driver hands over as numbers (database.ts).
  return rows.map((row) => {
    const count = Number(row.count);
    return {
      businessDate: row.business_date,
      category: row.category,
      count,
      progressSum: Number(row.progress_sum),
      openIssues: Number(row.open_issues),
      fullyCompleted: Number(row.fully_completed),
      completeAndResolved: Number(row.complete_and_resolved),
      withIssues: Number(row.with_issues),
      checklistId: count === 1 ? row.any_id : null,
    };
  });
}

/**
 * The count of the scope's readings in [from, to] that were outside their limits: the
 * summaries' "Readings out of limits", the rows the temperature log lists as outside
 * (records/repository.ts). Deleting a checklist moves it from `checklists` to
 * `deleted_checklists` (which is how aggregateShiftDays leaves it out) and takes its readings
 * with it: their foreign key to the checklist cascades, and SQLite's foreign keys are on
 * (database.ts). Every reading left has the checklist the log joins it to, so the count reads
 * `readings` alone (readings-outside.int.test.ts checks it against the log and the rows left).
 * Joined as the log is, a month of 200 stores (16,800 breaches, SQLite) took 70 ms, reading each
 * breach's row, checklist and item; the index alone answers in under 1 ms.
 *
 * Read from readings_outside_idx (migration 025) alone, which holds only the readings outside
 * their limits: `within = false` is written as the index's own literal, since SQLite uses a
 * partial index only when the query's WHERE says what the index's does (`within = 0` does not;
 * a bound value only by planning the statement again for each binding). Every store is read
 * store by store from the stores table, each a range of that index, so a month of a large chain
 * reads its breaches and none of its other readings. The scope names a store at least
 * (countReadingsOutside answers 0 for none).
 */
export function readingsOutsideQuery(db: Executor, range: AggregateRange) {
  const { scope } = range;
  return db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<number>().as('outside'))
    .where(
      'store_id',
      'in',
      scope.kind === 'stores' ? scope.storeIds : db.selectFrom('stores').select('stores.id'),
    )
    .where('business_date', '>=', range.from)
    .where('business_date', '<=', range.to)
    .where('within', '=', sql<boolean>`false`);
}

/** How many readings of the scope's stores in [from, to] were outside their limits. */
export async function countReadingsOutside(db: Executor, range: AggregateRange): Promise<number> {
  const { scope } = range;
  if (scope.kind === 'stores' && scope.storeIds.length === 0) return 0;
  const row = await readingsOutsideQuery(db, range).executeTakeFirstOrThrow();
  // PostgreSQL counts as bigint, which the driver hands over as a number (database.ts).
  return Number(row.outside);
}
