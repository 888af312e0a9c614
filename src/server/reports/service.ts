import { ACCESS_MESSAGES } from '../../domain/auth/messages';
import type { SessionUser } from '../../domain/auth/schemas';
import { canSeeStore } from '../../domain/checklists/policy';
import {
  businessDate,
  DEFAULT_DAY_START,
  monthGrid,
  monthOf,
  weekDates,
  type IsoDate,
} from '../../domain/dates';
import { hasCapability } from '../../domain/permissions';
import type {
  MonthReport,
  MonthReportQuery,
  WeekReport,
  WeekReportQuery,
} from '../../domain/reports/api';
import { storeToday } from '../checklists/service';
import type { AppDeps } from '../deps';
import { forbidden } from '../http/errors';
import { findStoreById } from '../stores/repository';
import { buildDays, monthSummary, weekSummary } from './assemble';
import { aggregateShiftDays, type ShiftDayAggregate } from './repository';

interface ResolvedScope {
  /** As reported: null means every store. */
  storeId: string | null;
  today: IsoDate;
  /** False for a store the caller may not see (or that does not exist): an empty report. */
  visible: boolean;
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
  if (requested === undefined && hasCapability(user.role, 'pick-any-store')) {
    return { storeId: null, today: chainToday, visible: true };
  }
  const storeId = requested ?? user.storeId;
  if (storeId === null) throw forbidden(ACCESS_MESSAGES.noAssignedStore);
  const store = canSeeStore(user, storeId) ? await findStoreById(deps.db.kysely, storeId) : null;
  if (!store) return { storeId, today: chainToday, visible: false };
  return { storeId, today: storeToday(store, deps.clock.now()), visible: true };
}

async function aggregates(deps: AppDeps, scope: ResolvedScope, from: IsoDate, to: IsoDate) {
  if (!scope.visible) return [] as ShiftDayAggregate[];
  return aggregateShiftDays(deps.db.kysely, { storeId: scope.storeId, from, to });
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
  const rows = await aggregates(deps, scope, start, end);
  return {
    scope: { storeId: scope.storeId, today: scope.today },
    start,
    end,
    days: buildDays(dates, rows),
    summary: weekSummary(dates, rows),
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
  const rows = await aggregates(deps, scope, gridDates[0]!, gridDates.at(-1)!);
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
    summary: monthSummary(monthDates, rows),
  };
}
