import type { Kysely } from 'kysely';
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
