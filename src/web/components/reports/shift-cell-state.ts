import type { ReportDay, ShiftCell } from '#domain/reports/api';
import { SHIFT_CATEGORIES, type ShiftCategory } from '#domain/shifts';

export type CellState =
  | { kind: 'none' }
  /** Every checklist behind the cell is at 100 % with no unresolved failure: a green tick. */
  | { kind: 'done'; percent: 100 }
  /**
   * An unresolved failure, shown with its count beside the progress: at 100 % a plain amber
   * "100%" read as done and not done at once.
   */
  | { kind: 'open'; percent: number; openIssues: number }
  /** Anything else: an amber warning with the (average) progress. */
  | { kind: 'attention'; percent: number };

/** SPEC §2 "Weekly view": a dash, a green tick or an amber warning with the percent. */
export function cellState(cell: ShiftCell | undefined): CellState {
  if (!cell || cell.count === 0) return { kind: 'none' };
  if (cell.completeAndResolved === cell.count) return { kind: 'done', percent: 100 };
  if (cell.openIssues > 0) {
    return { kind: 'open', percent: cell.averageProgress, openIssues: cell.openIssues };
  }
  return { kind: 'attention', percent: cell.averageProgress };
}

/** '1 open': unresolved failures, the same words in the grid, the calendar and the daily card. */
export function openIssuesLabel(openIssues: number): string {
  return `${openIssues} open`;
}

/** '100%', or '100% · 1 open' while a failure is unresolved. */
export function progressLabel(percent: number, openIssues: number): string {
  return openIssues > 0 ? `${percent}% · ${openIssuesLabel(openIssues)}` : `${percent}%`;
}

export function cellFor(day: ReportDay, category: ShiftCategory): ShiftCell | undefined {
  return day.shifts.find((cell) => cell.category === category);
}

/**
 * The shift rows a report shows: breakfast, day and night always; overnight when a store in
 * scope runs it or a checklist for it exists in the period.
 */
export function reportCategories(
  days: readonly ReportDay[],
  overnightEnabled: boolean,
): ShiftCategory[] {
  const overnightSeen = days.some((day) => (cellFor(day, 'overnight')?.count ?? 0) > 0);
  return SHIFT_CATEGORIES.filter((c) => c !== 'overnight' || overnightEnabled || overnightSeen);
}
