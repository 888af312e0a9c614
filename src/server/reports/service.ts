import type { SessionUser } from '#domain/auth/schemas';
import { scopeIncludes, storeScopeOf, type StoreScope } from '#domain/authz';
import { LRUCache } from 'lru-cache';
import {
  businessDate,
  compareDates,
  DEFAULT_DAY_START,
  endOfMonth,
  monthGrid,
  startOfMonth,
  monthOf,
  storeToday,
  weekDates,
  type IsoDate,
} from '#domain/dates';
import { nextDueAfter, sharedDueTimes } from '#domain/due/on-time';
import {
  type MonthReport,
  type MonthReportQuery,
  type WeekReport,
  type WeekReportQuery,
} from '#domain/reports/api';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { findStoreRevisionAndVersions } from '../checklists/repository';
import { periodOnTime } from '../due/on-time-service';
import type { DocumentSource } from '../http/encoded-documents';
import { listStores, type StoreRecord } from '../stores/repository';
import { buildDays, monthSummary, weekSummary } from './assemble';
import { aggregateShiftDays, countReadingsOutside } from './repository';

interface ResolvedScope {
  /** As reported: null means every store. */
  storeId: string | null;
  today: IsoDate;
  /** What the database reads: empty for a store the caller may not see. */
  stores: StoreScope;
  /** The one store asked for, as already read (none for every store, or one not visible). */
  records: StoreRecord[] | null;
}

/** The dates a report covers, from the scope's today, and those whose due times it judges. */
export interface Period {
  kind: 'week' | 'month';
  from: IsoDate;
  to: IsoDate;
  judged: readonly IsoDate[];
}

/** What a visible store's kept report is kept by: its revision, its checklists' versions. */
interface StoreState {
  revision: string;
  versions: string;
}

const NO_STORE: StoreScope = { kind: 'stores', storeIds: [] };

/**
 * SPEC §6 "Store scope". No store asked for: the caller's own, or for a super-admin the whole
 * chain. A store the caller may not see gives an empty report, not an error, and its "today"
 * is the chain's, so the answer says nothing about whether the store exists. A visible store is
 * read with its revision and the versions of its checklists in the period (which its "today"
 * decides) in one statement.
 */
async function resolveScope(
  deps: AppDeps,
  user: SessionUser,
  requested: string | undefined,
  periodOf: (today: IsoDate) => Period,
): Promise<{ scope: ResolvedScope; period: Period; state: StoreState | null }> {
  const now = deps.clock.now();
  const chainToday = businessDate(now, deps.config.defaultTimeZone, DEFAULT_DAY_START);
  const scope = storeScopeOf(user);
  const storeId = requested ?? (scope.kind === 'all' ? null : user.storeId);
  requireAccess(user, 'report:view', { storeId });
  if (storeId === null) {
    const chain = { storeId, today: chainToday, stores: scope, records: null };
    return { scope: chain, period: periodOf(chainToday), state: null };
  }
  const found = scopeIncludes(scope, storeId)
    ? await deps.stores.currentWith(deps.db.kysely, storeId, async (store) => {
        const period = periodOf(storeToday(store, now));
        const read = await findStoreRevisionAndVersions(
          deps.db.kysely,
          storeId,
          period.from,
          period.to,
        );
        return { ...read, period };
      })
    : null;
  if (!found) {
    const none = { storeId, today: chainToday, stores: NO_STORE, records: [] };
    return { scope: none, period: periodOf(chainToday), state: null };
  }
  const { store, revision, read } = found;
  const one: ResolvedScope = {
    storeId,
    today: storeToday(store, now),
    stores: { kind: 'stores', storeIds: [store.id] },
    records: [store],
  };
  return { scope: one, period: read.period, state: { revision, versions: read.versions } };
}

async function aggregates(deps: AppDeps, scope: ResolvedScope, from: IsoDate, to: IsoDate) {
  return aggregateShiftDays(deps.db.kysely, { scope: scope.stores, from, to });
}

/** The scope's readings outside their limits in [from, to] (none are taken after today). */
async function readingsOutside(deps: AppDeps, scope: ResolvedScope, from: IsoDate, to: IsoDate) {
  return countReadingsOutside(deps.db.kysely, { scope: scope.stores, from, to });
}

/** On time, late and missed sections of the scope's stores in [from, to], as of now. */
async function timeliness(deps: AppDeps, scope: ResolvedScope, from: IsoDate, to: IsoDate) {
  const stores =
    scope.records ??
    (scope.stores.kind === 'all'
      ? await deps.stores.all(deps.db.kysely)
      : await listStores(deps.db.kysely, scope.stores));
  return periodOnTime(deps.db, stores, from, to, deps.clock.now());
}

async function buildWeek(
  deps: AppDeps,
  scope: ResolvedScope,
  dates: readonly IsoDate[],
): Promise<WeekReport> {
  const start = dates[0]!;
  const end = dates[6]!;
  // Independent reads: on PostgreSQL they travel together.
  const [rows, outside, onTime] = await Promise.all([
    aggregates(deps, scope, start, end),
    readingsOutside(deps, scope, start, end),
    timeliness(deps, scope, start, end),
  ]);
  return {
    scope: { storeId: scope.storeId, today: scope.today },
    start,
    end,
    days: buildDays([...dates], rows),
    summary: { ...weekSummary([...dates], rows), readingsOutside: outside, timeliness: onTime },
  };
}

function monthAsked(today: IsoDate, query: MonthReportQuery) {
  const current = monthOf(today);
  return { year: query.year ?? current.year, month: query.month ?? current.month };
}

/** The month's own days and the whole weeks of its calendar grid. */
function monthDates({ year, month }: { year: number; month: number }) {
  const grid = monthGrid(year, month);
  const first = startOfMonth(`${year}-${String(month).padStart(2, '0')}-01`);
  return { grid, gridDates: grid.flat(), first, last: endOfMonth(first) };
}

async function buildMonth(
  deps: AppDeps,
  scope: ResolvedScope,
  asked: { year: number; month: number },
): Promise<MonthReport> {
  const { year, month } = asked;
  const { grid, gridDates, first, last } = monthDates(asked);
  const [rows, outside, onTime] = await Promise.all([
    aggregates(deps, scope, gridDates[0]!, gridDates.at(-1)!),
    // The month's own days, as the summary counts them.
    readingsOutside(deps, scope, first, last),
    timeliness(deps, scope, first, last),
  ]);
  const inMonth = (date: IsoDate) => {
    const of = monthOf(date);
    return of.year === year && of.month === month;
  };
  const monthDays = new Set(gridDates.filter(inMonth));
  return {
    scope: { storeId: scope.storeId, today: scope.today },
    year,
    month,
    weeks: grid.map((week) => buildDays(week, rows)),
    summary: { ...monthSummary(monthDays, rows), readingsOutside: outside, timeliness: onTime },
  };
}

/**
 * One store's report, kept as a document built once per state of everything it shows: the
 * store as read (its revision: name, zone, shifts, due settings), today, the period, and the
 * version of each of the store's checklists in it (every change raises one). On-time figures
 * also change as due times pass, so a kept report holds only until the next due time of the
 * period. A report for every store is built each time. Each read still checks access and reads
 * the store's revision and those versions, so a change on any instance shows on the next read.
 */
function reportSource<T>(
  deps: AppDeps,
  { scope, period, state }: { scope: ResolvedScope; period: Period; state: StoreState | null },
  build: () => Promise<T>,
): DocumentSource<T> {
  const store = scope.records?.[0];
  const now = deps.clock.now();
  if (!state || !store) {
    return { key: null, now: now.getTime(), build: async () => ({ value: await build() }) };
  }
  const { revision, versions } = state;
  const owed = period.judged.filter((date) => compareDates(date, scope.today) <= 0);
  return {
    key: `${period.kind}|${store.id}|${revision}|${scope.today}|${period.from}|${versions}`,
    now: now.getTime(),
    build: async () => ({
      value: await build(),
      validUntil: nextDueAfter(store, owed, now, sharedDueTimes()),
    }),
  };
}

/**
 * Reports' periods, each worked out once (deps.periods): every request for a week or a month
 * asks for its dates, which never change, and working them out again (dates parsed and formatted
 * one by one) was a tenth of the CPU of a report answered from the kept ones.
 */
export function createPeriodCache(): LRUCache<string, Period> {
  return new LRUCache<string, Period>({ max: 512 });
}

function periodOnce(periods: LRUCache<string, Period>, key: string, work: () => Period): Period {
  const known = periods.get(key);
  if (known) return known;
  const period = Object.freeze(work());
  periods.set(key, period);
  return period;
}

function weekPeriod(deps: AppDeps, query: WeekReportQuery) {
  return (today: IsoDate): Period => {
    const date = query.date ?? today;
    return periodOnce(deps.periods, `week|${date}`, () => {
      const dates = weekDates(date);
      return { kind: 'week', from: dates[0]!, to: dates[6]!, judged: dates };
    });
  };
}

export async function weekReportDocument(
  deps: AppDeps,
  user: SessionUser,
  query: WeekReportQuery,
): Promise<DocumentSource<WeekReport>> {
  const resolved = await resolveScope(deps, user, query.storeId, weekPeriod(deps, query));
  return reportSource(deps, resolved, () =>
    buildWeek(deps, resolved.scope, resolved.period.judged),
  );
}

function monthPeriod(deps: AppDeps, query: MonthReportQuery) {
  return (today: IsoDate): Period => {
    const asked = monthAsked(today, query);
    return periodOnce(deps.periods, `month|${asked.year}-${asked.month}`, () => {
      const { gridDates, first, last } = monthDates(asked);
      const judged = gridDates.filter(
        (d) => compareDates(d, first) >= 0 && compareDates(d, last) <= 0,
      );
      return { kind: 'month', from: gridDates[0]!, to: gridDates.at(-1)!, judged };
    });
  };
}

export async function monthReportDocument(
  deps: AppDeps,
  user: SessionUser,
  query: MonthReportQuery,
): Promise<DocumentSource<MonthReport>> {
  const resolved = await resolveScope(deps, user, query.storeId, monthPeriod(deps, query));
  const asked = monthAsked(resolved.scope.today, query);
  return reportSource(deps, resolved, () => buildMonth(deps, resolved.scope, asked));
}
