import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '#domain/dates';
import type { Database } from '../db/types';
import type { Dialect } from '../db/database';
import { isOutstandingSql } from '../notifications/action-notices';

type Executor = Kysely<Database>;

/** Which stores a query reads: every store, or those listed (none for an empty list). */
export type InsightStores = { kind: 'all' } | { kind: 'stores'; storeIds: readonly string[] };

export interface DayTotals {
  checklists: number;
  completed: number;
  failures: number;
  recurring: number;
  readingsOutside: number;
  /** Past days (before `today`) with checklists and no sign-off. */
  signOffsMissing: number;
}

const storesFilter = (stores: InsightStores, column = 'store_id') =>
  stores.kind === 'all'
    ? sql`${sql.ref(column)} in (select id from stores)`
    : sql`${sql.ref(column)} in (${sql.join(stores.storeIds)})`;

/** A list of no store: nothing to read. */
export const isEmpty = (stores: InsightStores) =>
  stores.kind === 'stores' && stores.storeIds.length === 0;

/** A business date as the dialect compares it with a date column. */
export const dateOf = (dialect: Dialect, date: IsoDate) =>
  dialect === 'postgres' ? sql`${date}::date` : sql`${date}`;

interface TotalsRow {
  store_id: string;
  checklists: number | string;
  completed: number | string;
  failures: number | string;
  recurring: number | string;
  readings_outside: number | string;
  sign_offs_missing: number | string;
}

const totalsOf = (row: TotalsRow): DayTotals => ({
  checklists: Number(row.checklists),
  completed: Number(row.completed),
  failures: Number(row.failures),
  recurring: Number(row.recurring),
  readingsOutside: Number(row.readings_outside),
  signOffsMissing: Number(row.sign_offs_missing),
});

/**
 * Each store's summary rows in [from, to] added up: one row per store with any, from
 * store_days (migration 030), read by the date-first index for a chain and by the primary key
 * for a few stores.
 */
export async function storeTotals(
  db: Executor,
  dialect: Dialect,
  range: { stores: InsightStores; from: IsoDate; to: IsoDate; today: IsoDate },
): Promise<Map<string, DayTotals>> {
  if (isEmpty(range.stores)) return new Map();
  const from = dateOf(dialect, range.from);
  const to = dateOf(dialect, range.to);
  const today = dateOf(dialect, range.today);
  const { rows } = await sql<TotalsRow>`
    select store_id, sum(checklists) as checklists, sum(completed) as completed,
      sum(failures) as failures, sum(recurring) as recurring,
      sum(readings_outside) as readings_outside,
      sum(case when checklists > 0 and sign_offs = 0 and business_date < ${today}
        then 1 else 0 end) as sign_offs_missing
    from store_days
    where business_date >= ${from} and business_date <= ${to} and ${storesFilter(range.stores)}
    group by store_id`.execute(db);
  return new Map(rows.map((row) => [row.store_id, totalsOf(row)]));
}

export interface WeekTotals {
  /** Weeks after the range's first (0 for its first week). */
  week: number;
  checklists: number;
  completed: number;
  failures: number;
  recurring: number;
  readingsOutside: number;
}

/** A row's week as a number of whole weeks after `first` (a Monday), by integer arithmetic. */
const weekAfter = (dialect: Dialect, first: IsoDate) =>
  dialect === 'postgres'
    ? sql`((business_date - ${first}::date) / 7)`
    : sql`cast((julianday(business_date) - julianday(${first})) / 7 as integer)`;

/**
 * The stores' weeks in [from, to] added up, one row per week (whole weeks from `from`, a
 * Monday), from the summary rows: twelve rows whatever the number of stores.
 */
export async function weekTotals(
  db: Executor,
  dialect: Dialect,
  range: { stores: InsightStores; from: IsoDate; to: IsoDate },
): Promise<WeekTotals[]> {
  if (isEmpty(range.stores)) return [];
  const week = weekAfter(dialect, range.from);
  const { rows } = await sql<Omit<TotalsRow, 'sign_offs_missing' | 'store_id'> & { week: number }>`
    select ${week} as week, sum(checklists) as checklists,
      sum(completed) as completed, sum(failures) as failures, sum(recurring) as recurring,
      sum(readings_outside) as readings_outside
    from store_days
    where business_date >= ${dateOf(dialect, range.from)}
      and business_date <= ${dateOf(dialect, range.to)} and ${storesFilter(range.stores)}
    group by week`.execute(db);
  return rows.map((row) => ({
    week: Number(row.week),
    checklists: Number(row.checklists),
    completed: Number(row.completed),
    failures: Number(row.failures),
    recurring: Number(row.recurring),
    readingsOutside: Number(row.readings_outside),
  }));
}

export interface WeekMedian {
  week: number;
  /** Per cent and per checklist, unrounded; null when no store had a checklist that week. */
  completion: number | null;
  failuresPerChecklist: number | null;
}

/**
 * Each week's median store of the chain (of the stores with checklists that week): the middle
 * completion and the middle failures per checklist, each the mean of the two middle stores for
 * an even count. The database ranks the stores' weeks itself (window functions, alike on both),
 * so twelve rows come back, not 1,500 stores × 12 weeks.
 */
export async function chainWeekMedians(
  db: Executor,
  dialect: Dialect,
  range: { from: IsoDate; to: IsoDate },
): Promise<WeekMedian[]> {
  const week = weekAfter(dialect, range.from);
  const { rows } = await sql<{ week: number; completion: number | null; failures: number | null }>`
    with stores_weeks as (
      select ${week} as week, 100.0 * sum(completed) / sum(checklists) as completion,
        1.0 * sum(failures) / sum(checklists) as failures
      from store_days
      where business_date >= ${dateOf(dialect, range.from)}
        and business_date <= ${dateOf(dialect, range.to)}
        and store_id in (select id from stores)
      group by store_id, week
      having sum(checklists) > 0
    ),
    ranked as (
      select week, completion, failures,
        row_number() over (partition by week order by completion) as by_completion,
        row_number() over (partition by week order by failures) as by_failures,
        count(*) over (partition by week) as n
      from stores_weeks
    )
    select week,
      avg(case when by_completion in ((n + 1) / 2, (n + 2) / 2) then completion end) as completion,
      avg(case when by_failures in ((n + 1) / 2, (n + 2) / 2) then failures end) as failures
    from ranked group by week`.execute(db);
  return rows.map((row) => ({
    week: Number(row.week),
    completion: row.completion === null ? null : Number(row.completion),
    failuresPerChecklist: row.failures === null ? null : Number(row.failures),
  }));
}

export interface OutstandingActions {
  open: number;
  overdue: number;
}

/** Each store's corrective actions still to be done now, and those past due (partial index). */
export async function outstandingActions(
  db: Executor,
  stores: InsightStores,
  now: string,
): Promise<Map<string, OutstandingActions>> {
  if (isEmpty(stores)) return new Map();
  let query = db
    .selectFrom('actions as a')
    .select((eb) => [
      'a.store_id',
      eb.fn.countAll<number>().as('open'),
      eb.fn.sum<number>(eb.case().when('a.due_at', '<', now).then(1).else(0).end()).as('overdue'),
    ])
    .where(isOutstandingSql)
    .groupBy('a.store_id');
  if (stores.kind === 'stores') query = query.where('a.store_id', 'in', stores.storeIds);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [row.store_id, { open: Number(row.open), overdue: Number(row.overdue) }]),
  );
}
