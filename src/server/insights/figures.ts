import type { IsoDate } from '#domain/dates';
import type { TrendWeek } from '#domain/insights/api';

interface Counted {
  checklists: number;
  completed: number;
  failures: number;
}

/** Checklists at 100 % out of checklists, a whole per cent; null for none. */
export const completionOf = ({ checklists, completed }: Counted): number | null =>
  checklists === 0 ? null : Math.round((completed / checklists) * 100);

/** Failures per checklist to two places; null for no checklist. */
export const perChecklist = ({ checklists, failures }: Counted): number | null =>
  checklists === 0 ? null : Math.round((failures / checklists) * 100) / 100;

/** The middle of the values (the mean of the two middle ones for an even count); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each week's median store of the chain: of the stores with checklists that week, the middle
 * completion and the middle failures per checklist (each store's own, unrounded).
 */
export function chainMedians(
  rows: readonly (Counted & { week: IsoDate })[],
): Map<IsoDate, TrendWeek['chainMedian']> {
  const byWeek = new Map<IsoDate, Counted[]>();
  for (const row of rows) {
    if (row.checklists === 0) continue;
    const list = byWeek.get(row.week) ?? [];
    list.push(row);
    byWeek.set(row.week, list);
  }
  const medians = new Map<IsoDate, TrendWeek['chainMedian']>();
  for (const [week, stores] of byWeek) {
    const completion = medianOf(stores.map((s) => (s.completed / s.checklists) * 100));
    const failures = medianOf(stores.map((s) => s.failures / s.checklists));
    medians.set(week, {
      completion: completion === null ? null : Math.round(completion),
      failuresPerChecklist: failures === null ? null : Math.round(failures * 100) / 100,
    });
  }
  return medians;
}
