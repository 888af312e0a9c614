import { sql, type Kysely } from 'kysely';
import type { FailurePriority } from '#domain/checklists/priorities';
import type { IsoDate } from '#domain/dates';
import type { Dialect } from '../db/database';
import type { Database } from '../db/types';
import { dateOf, isEmpty, type InsightStores } from './repository';

type Executor = Kysely<Database>;

export interface FailuresRange {
  stores: InsightStores;
  from: IsoDate;
  to: IsoDate;
}

/**
 * Every failure is an action (docs/decisions/047), carrying its item's text, store and business
 * date: the failures of a period are read from actions_date_idx (migration 030), never from
 * the checklists' items. An item is known by its text, as a recurring failure is.
 */
function failuresOf(db: Executor, dialect: Dialect, range: FailuresRange) {
  let query = db
    .selectFrom('actions')
    .where(sql<boolean>`business_date >= ${dateOf(dialect, range.from)}`)
    .where(sql<boolean>`business_date <= ${dateOf(dialect, range.to)}`);
  if (range.stores.kind === 'stores') query = query.where('store_id', 'in', range.stores.storeIds);
  return query;
}

export interface ItemFailures {
  text: string;
  failures: number;
  recurring: number;
  storeCount: number;
}

/** The items failed most in the range, most first (then by text), at most `limit`. */
export async function mostFailedItems(
  db: Executor,
  dialect: Dialect,
  range: FailuresRange,
  limit: number,
): Promise<ItemFailures[]> {
  if (isEmpty(range.stores)) return [];
  const rows = await failuresOf(db, dialect, range)
    .select((eb) => [
      'item_text',
      eb.fn.countAll<number>().as('failures'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('recurring', '=', sql<boolean>`true`)
            .then(1)
            .else(0)
            .end(),
        )
        .as('recurring'),
      eb.fn.count<number>('store_id').distinct().as('store_count'),
    ])
    .groupBy('item_text')
    .orderBy('failures', 'desc')
    .orderBy('item_text')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    text: row.item_text,
    failures: Number(row.failures),
    recurring: Number(row.recurring),
    storeCount: Number(row.store_count),
  }));
}

export interface StoreItemFailures {
  text: string;
  storeId: string;
  failures: number;
  lastActionId: string;
  lastRecurring: boolean;
}

/**
 * For each of `texts`, every store that failed it in the range: how often, and its latest such
 * failure (the action a reader opens).
 */
export async function failuresByStore(
  db: Executor,
  dialect: Dialect,
  range: FailuresRange,
  texts: readonly string[],
): Promise<StoreItemFailures[]> {
  if (isEmpty(range.stores) || texts.length === 0) return [];
  const ranked = failuresOf(db, dialect, range)
    .where('item_text', 'in', texts)
    .select((eb) => [
      'id',
      'item_text',
      'store_id',
      'recurring',
      eb.fn
        .countAll<number>()
        .over((o) => o.partitionBy(['item_text', 'store_id']))
        .as('failures'),
      sql<number>`row_number() over (partition by item_text, store_id
        order by opened_at desc, id desc)`.as('latest'),
    ]);
  const rows = await db.selectFrom(ranked.as('r')).selectAll().where('latest', '=', 1).execute();
  return rows.map((row) => ({
    text: row.item_text,
    storeId: row.store_id,
    failures: Number(row.failures),
    lastActionId: row.id,
    lastRecurring: Boolean(row.recurring),
  }));
}

/** The translations kept with the failed items of these actions, by action. */
export async function translationsOfActions(
  db: Executor,
  actionIds: readonly string[],
): Promise<Map<string, string>> {
  if (actionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('actions as a')
    .innerJoin('checklist_items as i', 'i.id', 'a.item_id')
    .select(['a.id', 'i.translations'])
    .where('a.id', 'in', actionIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.translations]));
}

export type PriorityKey = FailurePriority | 'none';

/** The median and the 90th percentile, in tenths. */
export const QUANTILES = [{ tenths: 5 }, { tenths: 9 }] as const;

/**
 * The q-quantile of `count` values known at their ranks (1-based, ascending), interpolated
 * between the two ranks around 1 + q·(count − 1) as percentile_cont does; null for none.
 */
export function quantileOf(
  minutesAt: ReadonlyMap<number, number>,
  count: number,
  tenths: number,
): number | null {
  if (count === 0) return null;
  const position = 1 + (tenths * (count - 1)) / 10;
  const below = Math.floor(position);
  const low = minutesAt.get(below);
  if (low === undefined) return null;
  const high = minutesAt.get(below + 1) ?? low;
  return low + (position - below) * (high - low);
}

export interface ResolutionTimes {
  priority: PriorityKey;
  resolved: number;
  open: number;
  /** Minutes from failure to fix, each resolved failure's, at the ranks the quantiles need. */
  minutesAt: Map<number, number>;
  withinTarget: number;
}

/**
 * How long the range's failures took to put right, by priority: counts, how many within
 * `targets`, and the minutes at the ranks around the median and the 90th percentile (their
 * value is interpolated between two ranks, as PostgreSQL's percentile_cont does), ranked by
 * the database so only those few rows come back.
 */
export async function resolutionTimes(
  db: Executor,
  dialect: Dialect,
  range: FailuresRange,
  targets: Readonly<Record<PriorityKey, number>>,
): Promise<ResolutionTimes[]> {
  if (isEmpty(range.stores)) return [];
  const minutes =
    dialect === 'postgres'
      ? sql<number>`extract(epoch from (done_at - opened_at)) / 60.0`
      : sql<number>`(unixepoch(done_at, 'subsec') - unixepoch(opened_at, 'subsec')) / 60.0`;
  const priority = sql<PriorityKey>`coalesce(priority, 'none')`;
  const target = sql<number>`case ${priority} ${sql.join(
    // Written into the statement: a fixed set of keys and whole minutes, typed as the columns.
    Object.entries(targets).map(([key, value]) => sql`when ${sql.lit(key)} then ${sql.lit(value)}`),
    sql` `,
  )} end`;
  const timed = failuresOf(db, dialect, range).select([
    priority.as('priority'),
    sql<number | null>`case when done_at is null then null else ${minutes} end`.as('minutes'),
    target.as('target'),
  ]);
  const ranked = db.selectFrom(timed.as('t')).select([
    'priority',
    'minutes',
    'target',
    // Unresolved last on both databases (SQLite sorts nulls first).
    sql<number>`row_number() over (partition by priority
        order by minutes is null, minutes)`.as('rank'),
    sql<number>`count(minutes) over (partition by priority)`.as('resolved'),
    sql<number>`count(*) over (partition by priority)`.as('total'),
    sql<number>`sum(case when minutes <= target then 1 else 0 end)
        over (partition by priority)`.as('within_target'),
  ]);
  // Rank 1 for the counts, and for q = 0.5 and 0.9 the ranks 1 + q·(n − 1) falls between,
  // rounded down by integer division, which both databases do alike.
  const rows = await db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('rank', '=', 1),
        ...QUANTILES.flatMap(({ tenths }) => {
          const below = sql`1 + (${sql.lit(tenths)} * (resolved - 1)) / 10`;
          return [eb(sql`rank`, '=', below), eb(sql`rank`, '=', sql`${below} + 1`)];
        }),
      ]),
    )
    .execute();
  const byPriority = new Map<PriorityKey, ResolutionTimes>();
  for (const row of rows) {
    const key = row.priority;
    const entry = byPriority.get(key) ?? {
      priority: key,
      resolved: Number(row.resolved),
      open: Number(row.total) - Number(row.resolved),
      minutesAt: new Map<number, number>(),
      withinTarget: Number(row.within_target ?? 0),
    };
    if (row.minutes !== null) entry.minutesAt.set(Number(row.rank), Number(row.minutes));
    byPriority.set(key, entry);
  }
  return [...byPriority.values()];
}
