// Shapes the database's per-(date, shift) aggregates into the report responses. Only sums and
// counts are combined here, so day and period averages are weighted exactly by checklist count.
import type { IsoDate } from '#domain/dates';
import type { MonthSummary, ReportDay, ShiftCell, WeekSummary } from '#domain/reports/api';
import { SHIFT_CATEGORIES, type ShiftCategory } from '#domain/shifts';
import type { ShiftDayAggregate } from './repository';

/** A whole-number percentage; 0 of 0 is 0 rather than NaN. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 100) / whole);
}

function toCell(row: ShiftDayAggregate): ShiftCell {
  return {
    category: row.category,
    count: row.count,
    averageProgress: percentOf(row.progressSum, row.count * 100),
    completeAndResolved: row.completeAndResolved,
    openIssues: row.openIssues,
    checklistId: row.checklistId,
  };
}

const shiftOrder = (category: ShiftCategory) => SHIFT_CATEGORIES.indexOf(category);

/** Every date asked for, each with a cell for the shifts that have checklists, in shift order. */
export function buildDays(dates: readonly IsoDate[], rows: readonly ShiftDayAggregate[]) {
  const byDate = new Map<IsoDate, ShiftDayAggregate[]>();
  for (const row of rows)
    byDate.set(row.businessDate, [...(byDate.get(row.businessDate) ?? []), row]);
  return dates.map((date): ReportDay => ({
    date,
    shifts: (byDate.get(date) ?? [])
      .sort((a, b) => shiftOrder(a.category) - shiftOrder(b.category))
      .map(toCell),
  }));
}

interface Totals {
  total: number;
  fullyCompleted: number;
  progressSum: number;
  withIssues: number;
  byShift: Record<ShiftCategory, number>;
}

function totalsOf(rows: readonly ShiftDayAggregate[]): Totals {
  const totals: Totals = {
    total: 0,
    fullyCompleted: 0,
    progressSum: 0,
    withIssues: 0,
    byShift: { breakfast: 0, day: 0, night: 0, overnight: 0 },
  };
  for (const row of rows) {
    totals.total += row.count;
    totals.fullyCompleted += row.fullyCompleted;
    totals.progressSum += row.progressSum;
    totals.withIssues += row.withIssues;
    totals.byShift[row.category] += row.count;
  }
  return totals;
}

interface DayProgress {
  date: IsoDate;
  count: number;
  progressSum: number;
}

/** Highest average progress among days with checklists; the earliest wins a tie. */
function mostComplete(days: readonly DayProgress[]): WeekSummary['mostCompleteDay'] {
  let best: DayProgress | null = null;
  for (const day of days) {
    if (day.count === 0) continue;
    // Compared as fractions cross-multiplied, so rounding cannot make a later day win.
    if (best === null || day.progressSum * best.count > best.progressSum * day.count) best = day;
  }
  return (
    best && { date: best.date, averageProgress: percentOf(best.progressSum, best.count * 100) }
  );
}

export function weekSummary(
  dates: readonly IsoDate[],
  rows: readonly ShiftDayAggregate[],
): Omit<WeekSummary, 'timeliness' | 'readingsOutside'> {
  const totals = totalsOf(rows);
  const days = dates.map((date): DayProgress => {
    const dayTotals = totalsOf(rows.filter((row) => row.businessDate === date));
    return { date, count: dayTotals.total, progressSum: dayTotals.progressSum };
  });
  return {
    total: totals.total,
    fullyCompleted: totals.fullyCompleted,
    fullyCompletedPercent: percentOf(totals.fullyCompleted, totals.total),
    byShift: totals.byShift,
    withIssues: totals.withIssues,
    mostCompleteDay: mostComplete(days),
    completionByDay: days.map((day) => ({
      date: day.date,
      averageProgress: percentOf(day.progressSum, day.count * 100),
      count: day.count,
    })),
  };
}

/** The month's own days only: the grid's days from the months either side are not counted. */
export function monthSummary(
  monthDates: ReadonlySet<IsoDate>,
  rows: readonly ShiftDayAggregate[],
): Omit<MonthSummary, 'timeliness' | 'readingsOutside'> {
  const totals = totalsOf(rows.filter((row) => monthDates.has(row.businessDate)));
  return {
    total: totals.total,
    fullyCompleted: totals.fullyCompleted,
    averageCompletion: percentOf(totals.progressSum, totals.total * 100),
    byShift: totals.byShift,
    withIssues: totals.withIssues,
  };
}
