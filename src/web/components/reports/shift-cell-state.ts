import type { ReportDay, ShiftCell } from '../../../domain/reports/api';
import { SHIFT_CATEGORIES, type ShiftCategory } from '../../../domain/shifts';

export type CellState =
  | { kind: 'none' }
  /** Every checklist behind the cell is at 100 % with no unresolved failure: a green tick. */
  | { kind: 'done'; percent: 100 }
  /** Anything else: an amber warning with the (average) progress. */
  | { kind: 'attention'; percent: number };

/** SPEC §2 "Weekly view": a dash, a green tick or an amber warning with the percent. */
export function cellState(cell: ShiftCell | undefined): CellState {
  if (!cell || cell.count === 0) return { kind: 'none' };
  if (cell.completeAndResolved === cell.count) return { kind: 'done', percent: 100 };
  return { kind: 'attention', percent: cell.averageProgress };
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
