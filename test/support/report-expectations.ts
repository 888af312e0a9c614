// Reports recomputed the plain way from raw checklist rows, for the integration tests to
// compare the API's database aggregates against.
import type { IsoDate } from '#domain/dates';
import type { MonthSummary, ReportDay, WeekSummary } from '#domain/reports/api';
import { SHIFT_CATEGORIES, type ShiftCategory } from '#domain/shifts';
import type { AppDeps } from '#server/deps';
import { NEXT_VERSION } from '#server/checklists/repository';

export interface RawChecklist {
  id: string;
  storeId: string;
  businessDate: IsoDate;
  category: ShiftCategory;
  progress: number;
  openIssues: number;
}

export async function rawChecklists(
  deps: AppDeps,
  range: { storeId: string | null; from: IsoDate; to: IsoDate },
): Promise<RawChecklist[]> {
  const rows = await deps.db.kysely.selectFrom('checklists').selectAll().execute();
  return rows
    .map((row) => ({
      id: row.id,
      storeId: row.store_id,
      businessDate: row.business_date,
      category: row.category as ShiftCategory,
      progress: row.progress,
      openIssues: row.open_issues,
    }))
    .filter(
      (row) =>
        (range.storeId === null || row.storeId === range.storeId) &&
        row.businessDate >= range.from &&
        row.businessDate <= range.to,
    );
}

/** Sets what a checklist's items would have produced, without ticking them one by one. */
export async function setChecklistState(
  deps: AppDeps,
  id: string,
  state: { progress: number; openIssues: number },
): Promise<void> {
  await deps.db.kysely
    .updateTable('checklists')
    .set({
      progress: state.progress,
      open_issues: state.openIssues,
      completed_at: state.progress === 100 ? deps.clock.now().toISOString() : null,
      version: NEXT_VERSION,
    })
    .where('id', '=', id)
    .execute();
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const rounded = (values: number[]) => (values.length === 0 ? 0 : Math.round(mean(values)));

export function expectedDays(dates: IsoDate[], rows: RawChecklist[]): ReportDay[] {
  return dates.map((date) => ({
    date,
    shifts: SHIFT_CATEGORIES.flatMap((category) => {
      const cell = rows.filter((r) => r.businessDate === date && r.category === category);
      if (cell.length === 0) return [];
      return [
        {
          category,
          count: cell.length,
          averageProgress: rounded(cell.map((r) => r.progress)),
          completeAndResolved: cell.filter((r) => r.progress === 100 && r.openIssues === 0).length,
          openIssues: cell.reduce((sum, r) => sum + r.openIssues, 0),
          checklistId: cell.length === 1 ? cell[0]!.id : null,
        },
      ];
    }),
  }));
}

function byShift(rows: RawChecklist[]) {
  return Object.fromEntries(
    SHIFT_CATEGORIES.map((c) => [c, rows.filter((r) => r.category === c).length]),
  ) as Record<ShiftCategory, number>;
}

/** The summary's figures other than timeliness (tested on its own, from due times). */
export function withoutTimeliness<T extends { timeliness: unknown }>(
  summary: T,
): Omit<T, 'timeliness'> {
  const { timeliness: _timeliness, ...rest } = summary;
  return rest;
}

export function expectedWeekSummary(
  dates: IsoDate[],
  rows: RawChecklist[],
): Omit<WeekSummary, 'timeliness' | 'readingsOutside'> {
  const fullyCompleted = rows.filter((r) => r.progress === 100).length;
  const perDay = dates.map((date) => {
    const progress = rows.filter((r) => r.businessDate === date).map((r) => r.progress);
    return { date, count: progress.length, exact: progress.length ? mean(progress) : -1 };
  });
  const best = perDay.reduce<(typeof perDay)[number] | null>(
    (top, day) => (day.count > 0 && (top === null || day.exact > top.exact) ? day : top),
    null,
  );
  return {
    total: rows.length,
    fullyCompleted,
    fullyCompletedPercent: rows.length ? Math.round((fullyCompleted / rows.length) * 100) : 0,
    byShift: byShift(rows),
    withIssues: rows.filter((r) => r.openIssues > 0).length,
    mostCompleteDay: best && { date: best.date, averageProgress: Math.round(best.exact) },
    completionByDay: perDay.map((day) => ({
      date: day.date,
      averageProgress: day.count ? Math.round(day.exact) : 0,
      count: day.count,
    })),
  };
}

export function expectedMonthSummary(
  rows: RawChecklist[],
): Omit<MonthSummary, 'timeliness' | 'readingsOutside'> {
  return {
    total: rows.length,
    fullyCompleted: rows.filter((r) => r.progress === 100).length,
    averageCompletion: rounded(rows.map((r) => r.progress)),
    byShift: byShift(rows),
    withIssues: rows.filter((r) => r.openIssues > 0).length,
  };
}
