import type { SessionUser } from '../../domain/auth/schemas';
import { scopeIncludes, storeScopeOf, type StoreScope } from '../../domain/authz';
import {
  businessDate,
  DEFAULT_DAY_START,
  endOfMonth,
  monthGrid,
  startOfMonth,
  monthOf,
  storeToday,
  weekDates,
  type IsoDate,
} from '../../domain/dates';
import type {
  MonthReport,
  MonthReportQuery,
  WeekReport,
  WeekReportQuery,
} from '../../domain/reports/api';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { periodOnTime } from '../due/on-time-service';
import { findStoreById, listStores, type StoreRecord } from '../stores/repository';
import { buildDays, monthSummary, weekSummary } from './assemble';
import { aggregateShiftDays } from './repository';

interface ResolvedScope {
  /** As reported: null means every store. */
  storeId: string | null;
  today: IsoDate;
  /** What the database reads: empty for a store the caller may not see. */
  stores: StoreScope;
  /** The one store asked for, as already read (none for every store, or one not visible). */
  records: StoreRecord[] | null;
}

/**
 * SPEC §6 "Store scope". No store asked for: the caller's own, or for a super-admin the whole
 * chain. A store the caller may not see gives an empty report, not an error, and its "today"
 * is the chain's, so the answer says nothing about whether the store exists.
 */
async function resolveScope(
  deps: AppDeps,
  user: SessionUser,
  requested: string | undefined,
): Promise<ResolvedScope> {
  const chainToday = businessDate(deps.clock.now(), deps.config.defaultTimeZone, DEFAULT_DAY_START);
  const scope = storeScopeOf(user);
  const storeId = requested ?? (scope.kind === 'all' ? null : user.storeId);
  requireAccess(user, 'report:view', { storeId });
  if (storeId === null) return { storeId, today: chainToday, stores: scope, records: null };
  const store = scopeIncludes(scope, storeId) ? await findStoreById(deps.db.kysely, storeId) : null;
  const stores: StoreScope = { kind: 'stores', storeIds: store ? [store.id] : [] };
  const today = store ? storeToday(store, deps.clock.now()) : chainToday;
  return { storeId, today, stores, records: store ? [store] : [] };
}

async function aggregates(deps: AppDeps, scope: ResolvedScope, from: IsoDate, to: IsoDate) {
  return aggregateShiftDays(deps.db.kysely, { scope: scope.stores, from, to });
}

/** On time, late and missed sections of the scope's stores in [from, to], as of now. */
async function timeliness(deps: AppDeps, scope: ResolvedScope, from: IsoDate, to: IsoDate) {
  const stores = scope.records ?? (await listStores(deps.db.kysely, scope.stores));
  const all = scope.stores.kind === 'all';
  return periodOnTime(deps.db, stores, from, to, deps.clock.now(), all);
}

export async function getWeekReport(
  deps: AppDeps,
  user: SessionUser,
  query: WeekReportQuery,
): Promise<WeekReport> {
  const scope = await resolveScope(deps, user, query.storeId);
  const dates = weekDates(query.date ?? scope.today);
  const start = dates[0]!;
  const end = dates[6]!;
  // Two independent reads: on PostgreSQL they travel together.
  const [rows, onTime] = await Promise.all([
    aggregates(deps, scope, start, end),
    timeliness(deps, scope, start, end),
  ]);
  return {
    scope: { storeId: scope.storeId, today: scope.today },
    start,
    end,
    days: buildDays(dates, rows),
    summary: { ...weekSummary(dates, rows), timeliness: onTime },
  };
}

export async function getMonthReport(
  deps: AppDeps,
  user: SessionUser,
  query: MonthReportQuery,
): Promise<MonthReport> {
  const scope = await resolveScope(deps, user, query.storeId);
  const current = monthOf(scope.today);
  const year = query.year ?? current.year;
  const month = query.month ?? current.month;
  const grid = monthGrid(year, month);
  const gridDates = grid.flat();
  const first = startOfMonth(`${year}-${String(month).padStart(2, '0')}-01`);
  const [rows, onTime] = await Promise.all([
    aggregates(deps, scope, gridDates[0]!, gridDates.at(-1)!),
    timeliness(deps, scope, first, endOfMonth(first)),
  ]);
  const inMonth = (date: IsoDate) => {
    const of = monthOf(date);
    return of.year === year && of.month === month;
  };
  const monthDates = new Set(gridDates.filter(inMonth));
  return {
    scope: { storeId: scope.storeId, today: scope.today },
    year,
    month,
    weeks: grid.map((week) => buildDays(week, rows)),
    summary: { ...monthSummary(monthDates, rows), timeliness: onTime },
  };
}
